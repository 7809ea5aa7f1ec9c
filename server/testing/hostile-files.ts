import { crc32, deflateSync } from 'node:zlib';
import { heicPhoto, pdfFile, pngFile } from './document-files';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v, 4 * i));
  return b;
};

/**
 * A decompression bomb: a real 1-bit greyscale (A)PNG of `width`×`height` white pixels, every
 * frame complete, a few KB deflated (16000×16000 is 32 MB per frame once inflated, 1 GB as the
 * RGBA a PDF library decodes it to). `frames` > 1 adds an acTL and one fcTL/fdAT per later frame.
 */
export function pngBomb(width: number, height: number, frames = 1): Uint8Array {
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  const fctl = (seq: number) =>
    chunk('fcTL', Buffer.concat([u32(seq, width, height, 0, 0), Buffer.from([0, 1, 0, 1, 0, 0])]));
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.concat([u32(width, height), Buffer.from([1, 0, 0, 0, 0])])),
  ];
  if (frames > 1) parts.push(chunk('acTL', u32(frames, 0)), fctl(0));
  parts.push(chunk('IDAT', pixels));
  for (let f = 1; f < frames; f++)
    parts.push(fctl(2 * f - 1), chunk('fdAT', Buffer.concat([u32(2 * f), pixels])));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return new Uint8Array(Buffer.concat(parts));
}

/** The real HEIC photo with every image's declared size (its ispe boxes) changed to `width`×`height`. */
export function heicClaiming(width: number, height: number): Uint8Array {
  const bytes = Buffer.from(heicPhoto());
  for (let at = bytes.indexOf('ispe'); at !== -1; at = bytes.indexOf('ispe', at + 4)) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  return new Uint8Array(bytes);
}

/** The first `keep` of a file's bytes (a file cut short), by default its first half. */
export const truncated = (bytes: Uint8Array, keep = Math.floor(bytes.length / 2)) => bytes.slice(0, keep);

/** Every kind of hostile upload, each with the refusal it must get. */
export const hostileDocuments = () => [
  { name: 'huge.heic', bytes: heicClaiming(8000, 8000), reason: 'image_too_large' },
  { name: 'bomb.png', bytes: pngBomb(16000, 16000), reason: 'image_too_large' },
  { name: 'frames.png', bytes: pngBomb(4000, 2000, 40), reason: 'image_too_large' },
  { name: 'cut.png', bytes: truncated(pngFile(64, 64)), reason: 'file_damaged' },
  { name: 'cut.pdf', bytes: truncated(pdfFile()), reason: 'file_damaged' },
  { name: 'cut.heic', bytes: truncated(heicPhoto(), 120), reason: 'file_damaged' },
  { name: 'empty.pdf', bytes: new Uint8Array(0), reason: 'file_empty' },
];
