import { crc32, deflateSync } from 'node:zlib';

/** A real PNG of `width`×`height` in one colour (tests upload it as a boarding pass photo). */
export function pngFile(width = 24, height = 16, rgb: [number, number, number] = [30, 90, 200]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A one-page PDF. */
export const pdfFile = (): Uint8Array =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** The head of a 16×16 JPEG: JFIF and start-of-frame segments (a type and a size decided by content). */
export const jpegHead = (): Uint8Array =>
  new Uint8Array([
    ...[0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 17, 8, 0, 16, 0, 16, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  ]);

/** A HEIC file's header (the `ftyp` box with brand `heic`) followed by `rest`: not decodable. */
export function heicHead(rest: Uint8Array = new Uint8Array(64)): Uint8Array {
  const ftyp = Buffer.from([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
  return new Uint8Array(Buffer.concat([ftyp, rest]));
}

/**
 * A real HEIC photo (64×48, one red), the format a phone camera saves by default: libheif's
 * `heif-enc -q 50` of pngFile(64, 48, [200, 40, 40]), kept here as base64 (494 bytes).
 */
export const heicPhoto = (): Uint8Array =>
  new Uint8Array(
    Buffer.from(
      'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA' +
        'AAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAMAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAHQACAAEA' +
        'AAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAA' +
        'AADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAe' +
        'ugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAA' +
        'AAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAADAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QA' +
        'AAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAACVtZGF0AAAAGSgBrxOA9SeBP//YlR/+3Pnh93Z1+efLU8A=',
      'base64',
    ),
  );

/** A file of `size` bytes that starts and ends like a PDF (for size limits). */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const end = new TextEncoder().encode('\n%%EOF\n');
  bytes.set(pdfFile().subarray(0, Math.min(size, 9)));
  if (size >= 9 + end.length) bytes.set(end, size - end.length);
  return bytes;
}
