import convertHeic from 'heic-convert';
import { MAX_DOCUMENT_BYTES, type DocumentType } from '../../contract';

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

export const heicToJpeg: HeicConverter = async (heic) =>
  new Uint8Array(await convertHeic({ buffer: heic, format: 'JPEG', quality: 0.9 }));

export type FileRefusal = 'file_empty' | 'file_too_large' | 'file_type';
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
 * Checks one uploaded file: not empty, at most 10 MB, a PDF, JPEG or PNG by its content; a HEIC
 * photo is converted to JPEG (a HEIC that cannot be decoded is refused as `file_type`).
 */
export async function acceptFile(
  bytes: Uint8Array,
  name: string,
  toJpeg: HeicConverter = heicToJpeg,
): Promise<{ ok: true; file: AcceptedFile } | { ok: false; reason: FileRefusal }> {
  if (bytes.length === 0) return { ok: false, reason: 'file_empty' };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, reason: 'file_too_large' };
  const type = sniffType(bytes);
  if (type === null) return { ok: false, reason: 'file_type' };
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
