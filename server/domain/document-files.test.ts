import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../contract';
import { heicHead, heicPhoto, jpegHead, pdfFile, pdfOfSize, pngFile } from '../testing/document-files';
import { heicClaiming, pngBomb, truncated } from '../testing/hostile-files';
import { acceptFile, sniffType } from './document-files';

describe('uploaded files (PDF, JPEG, PNG up to 10 MB, HEIC converted, type by content)', () => {
  it('decides the type by the first bytes, whatever the name', () => {
    expect(sniffType(pdfFile())).toBe('application/pdf');
    expect(sniffType(jpegHead())).toBe('image/jpeg');
    expect(sniffType(pngFile())).toBe('image/png');
    expect(sniffType(heicHead())).toBe('image/heic');
    expect(sniffType(new TextEncoder().encode('%PD not a pdf'))).toBeNull();
    expect(sniffType(new TextEncoder().encode('GIF89a......'))).toBeNull();
  });

  it('names a stored file for what it is', async () => {
    const res = await acceptFile(pngFile(), 'scan.pdf');
    expect(res).toMatchObject({ ok: true, file: { content_type: 'image/png', file_name: 'scan.png' } });
  });

  it('refuses empty, oversized and other files', async () => {
    expect(await acceptFile(new Uint8Array(0), 'a.pdf')).toEqual({ ok: false, reason: 'file_empty' });
    expect(await acceptFile(pdfOfSize(MAX_DOCUMENT_BYTES), 'a.pdf')).toMatchObject({ ok: true });
    expect(await acceptFile(pdfOfSize(MAX_DOCUMENT_BYTES + 1), 'a.pdf')).toEqual({
      ok: false,
      reason: 'file_too_large',
    });
    expect(await acceptFile(new TextEncoder().encode('<svg/>'), 'a.png')).toEqual({
      ok: false,
      reason: 'file_type',
    });
  });

  it('refuses from the headers, before any conversion: too many pixels, a file cut short, a control character in the name', async () => {
    const converted: Uint8Array[] = [];
    const toJpeg = async (heic: Uint8Array) => (converted.push(heic), jpegHead());
    const huge = jpegHead();
    huge.set([0xff, 0xff, 0xff, 0xff], 25); // the start of frame claims 65535×65535
    for (const [bytes, reason] of [
      [heicClaiming(8000, 8000), 'image_too_large'],
      [pngBomb(8000, 6251), 'image_too_large'], // 50,008,000 pixels
      [pngBomb(300, 100, 1667), 'image_too_large'], // frames count: 50,010,000
      [huge, 'image_too_large'],
      [truncated(heicPhoto(), 120), 'file_damaged'],
      [truncated(pngFile()), 'file_damaged'],
      [truncated(pdfFile()), 'file_damaged'],
    ] as const)
      expect(await acceptFile(bytes, 'x', toJpeg)).toEqual({ ok: false, reason });
    expect(converted).toEqual([]);
    expect(await acceptFile(pngBomb(8000, 6250), 'x.png')).toMatchObject({ ok: true });
    expect(await acceptFile(pdfFile(), 'a\u0000b.pdf')).toEqual({ ok: false, reason: 'invalid_character' });
  });

  it('converts a HEIC photo to JPEG and stores the JPEG', async () => {
    const heic = heicPhoto();
    const seen: Uint8Array[] = [];
    const res = await acceptFile(heic, 'IMG_0042.HEIC', async (input) => {
      seen.push(input);
      return jpegHead();
    });
    expect(seen).toEqual([heic]);
    expect(res).toEqual({
      ok: true,
      file: { bytes: jpegHead(), content_type: 'image/jpeg', file_name: 'IMG_0042.jpg' },
    });
  });

  it("converts a real phone camera's HEIC photo to a JPEG of the same size (the real converter)", async () => {
    const res = await acceptFile(heicPhoto(), 'IMG_0042.HEIC');
    if (!res.ok) throw new Error(`refused: ${res.reason}`);
    expect(res.file).toMatchObject({ content_type: 'image/jpeg', file_name: 'IMG_0042.jpg' });
    expect(jpegSize(res.file.bytes)).toEqual({ width: 64, height: 48 });
  });

  it('refuses a HEIC whose header cannot be read as damaged, one that cannot be decoded by its type (the real converter)', async () => {
    expect(await acceptFile(heicHead(), 'broken.heic')).toEqual({ ok: false, reason: 'file_damaged' });
    // A sound header over image data that is not HEVC.
    const photo = heicPhoto();
    photo.fill(0, photo.length - 25);
    expect(await acceptFile(photo, 'broken.heic')).toEqual({ ok: false, reason: 'file_type' });
  });
});

/** A JPEG's width and height from its start-of-frame segment (null when it has none). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  for (let i = 2; i + 9 < bytes.length;) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    i += 2 + length;
  }
  return null;
}
