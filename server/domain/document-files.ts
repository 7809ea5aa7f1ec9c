import { MAX_DOCUMENT_BYTES, type DocumentType } from '../../contract';
import { runInWorker } from '../lib/worker-pool';
import { declaredImages, pdfComplete, readPng } from './image-headers';

/** A file's type from its first bytes (never its name): PDF, JPEG, PNG, HEIC, or null for anything else. */
export function sniffType(bytes: Uint8Array): DocumentType | 'image/heic' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(8, 12))) return 'image/heic';
  return null;
}
const HEIC_BRANDS = ['heic', 'heix', 'mif1', 'msf1'];

/** Turns a HEIC image into JPEG bytes (throws when the HEIC cannot be decoded). */
export type HeicConverter = (heic: Uint8Array) => Promise<Uint8Array>;

/** The most pixels an uploaded image may declare (all frames of a PNG together; each image of a HEIC). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** How long one HEIC conversion may take, waiting for a worker included. */
export const HEIC_TIME_LIMIT_MS = 30_000;

/** HEIC to JPEG in the worker pool (off the event loop, with its time limit). */
export const heicToJpeg: HeicConverter = (heic) => runInWorker('heicToJpeg', heic, HEIC_TIME_LIMIT_MS);

export type FileRefusal =
  'file_empty' | 'file_too_large' | 'file_type' | 'file_damaged' | 'image_too_large' | 'invalid_character';

/**
 * What the file's headers say, before anything decodes it: a PNG must be complete (every chunk,
 * IEND), a JPEG or HEIC must have a readable header, a PDF its end marker; no image may declare
 * more than MAX_IMAGE_PIXELS.
 */
function headerRefusal(bytes: Uint8Array, type: DocumentType | 'image/heic'): FileRefusal | null {
  if (type === 'application/pdf') return pdfComplete(bytes) ? null : 'file_damaged';
  const images = type === 'image/png' ? [readPng(bytes)] : declaredImages(bytes);
  if (!images || images.some((i) => i === null)) return 'file_damaged';
  const pixels = (i: { width: number; height: number; frames: number }) => i.width * i.height * i.frames;
  return images.some((i) => i && pixels(i) > MAX_IMAGE_PIXELS) ? 'image_too_large' : null;
}
export type AcceptedFile = { bytes: Uint8Array; content_type: DocumentType; file_name: string };

/** A file's extension matching what it really is (a HEIC photo's name ends .jpg once converted). */
const EXTENSIONS: Record<DocumentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};
function storedName(name: string, type: DocumentType): string {
  const base =
    name
      .replace(/[\\/]/g, '_')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 200) || 'document';
  return `${base}${EXTENSIONS[type]}`;
}

/**
 * Checks one uploaded file: not empty, at most 10 MB, a PDF, JPEG or PNG by its content, its
 * headers sound and within the limits; a HEIC photo is converted to JPEG (a HEIC that cannot be
 * decoded in its time limit is refused as `file_type`).
 */
export async function acceptFile(
  bytes: Uint8Array,
  name: string,
  toJpeg: HeicConverter = heicToJpeg,
): Promise<{ ok: true; file: AcceptedFile } | { ok: false; reason: FileRefusal }> {
  // A control character (a NUL) in the name: no database or Content-Disposition takes it.
  if (/\p{Cc}/u.test(name)) return { ok: false, reason: 'invalid_character' };
  if (bytes.length === 0) return { ok: false, reason: 'file_empty' };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'file_too_large' };
  const type = sniffType(bytes);
  if (type === null) return { ok: false, reason: 'file_type' };
  const refused = headerRefusal(bytes, type);
  if (refused) return { ok: false, reason: refused };
  if (type !== 'image/heic')
    return { ok: true, file: { bytes, content_type: type, file_name: storedName(name, type) } };
  let jpeg: Uint8Array;
  try {
    jpeg = await toJpeg(bytes);
  } catch {
    return { ok: false, reason: 'file_type' };
  }
  if (sniffType(jpeg) !== 'image/jpeg') return { ok: false, reason: 'file_type' };
  if (jpeg.length > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'file_too_large' };
  return {
    ok: true,
    file: { bytes: jpeg, content_type: 'image/jpeg', file_name: storedName(name, 'image/jpeg') },
  };
}
