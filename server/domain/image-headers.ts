import { crc32 } from 'node:zlib';
import { imageSize } from 'image-size';

/**
 * What an untrusted image declares, read from its headers without decoding a pixel: a decoder
 * allocates what the header claims (a 41 KB PNG may claim 16000×16000 pixels), so the claim is
 * checked first.
 */
export type Declared = { width: number; height: number; frames: number };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A PNG's declared size and frame count (an APNG's acTL), after walking every chunk: null when
 * the file is not a complete PNG (no IHDR first, a chunk cut short or with a wrong CRC, no IEND).
 */
export function readPng(bytes: Uint8Array): Declared | null {
  if (!PNG_MAGIC.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let declared: Declared | null = null;
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== view.getUint32(at + 8 + length)) return null;
    if (!declared && (type !== 'IHDR' || length !== 13)) return null;
    if (type === 'IHDR')
      declared = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), frames: 1 };
    else if (type === 'acTL' && length >= 4 && declared) declared.frames = view.getUint32(at + 8);
    else if (type === 'IEND') return declared;
    at = end;
  }
  return null;
}

/**
 * The images a JPEG or HEIC declares (a HEIC holds several: the picture, its tiles, a
 * thumbnail), from their headers (a JPEG's start of frame, a HEIC's ispe boxes); null when the
 * header cannot be read.
 */
export function declaredImages(bytes: Uint8Array): Declared[] | null {
  try {
    const size = imageSize(bytes);
    const all = size.images?.length ? size.images : [size];
    return all.map((s) => ({ width: s.width, height: s.height, frames: 1 }));
  } catch {
    return null;
  }
}

/** A PDF whose end is there: `%%EOF` within its last 1024 bytes (where readers look for it). */
export function pdfComplete(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF', 0, 'latin1');
}
