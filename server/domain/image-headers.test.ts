import { describe, expect, it } from 'vitest';
import { heicHead, heicPhoto, pdfFile, pngFile } from '../testing/document-files';
import { heicClaiming, pngBomb, truncated } from '../testing/hostile-files';
import { declaredImages, pdfComplete, readPng } from './image-headers';

describe('what an image declares, from its headers only', () => {
  it('a PNG: its size and frames once every chunk is there', () => {
    expect(readPng(pngFile(24, 16))).toEqual({ width: 24, height: 16, frames: 1 });
    expect(readPng(pngBomb(16000, 16000))).toEqual({ width: 16000, height: 16000, frames: 1 });
    expect(readPng(pngBomb(300, 100, 7))).toEqual({ width: 300, height: 100, frames: 7 });
  });

  it('a PNG cut short, with a wrong CRC, without IEND or not starting with IHDR is no PNG', () => {
    const png = pngFile(24, 16);
    expect(readPng(truncated(png))).toBeNull();
    expect(readPng(truncated(png, png.length - 12))).toBeNull(); // IEND missing
    const flipped = png.slice();
    flipped[40] = (flipped[40] ?? 0) ^ 0xff; // inside IDAT: its CRC no longer matches
    expect(readPng(flipped)).toBeNull();
    const noHeader = new Uint8Array([...png.subarray(0, 8), ...png.subarray(33)]);
    expect(readPng(noHeader)).toBeNull();
    expect(readPng(new Uint8Array(0))).toBeNull();
  });

  it("a HEIC's images (ispe boxes) and a JPEG's frame; null when the header cannot be read", () => {
    expect(declaredImages(heicPhoto())?.map((i) => [i.width, i.height])).toEqual([
      [64, 64],
      [64, 48],
    ]);
    expect(declaredImages(heicClaiming(8000, 8000))?.every((i) => i.width === 8000)).toBe(true);
    expect(declaredImages(heicHead())).toBeNull();
    expect(declaredImages(truncated(heicPhoto(), 120))).toBeNull();
  });

  it('a PDF is complete with %%EOF at its end', () => {
    expect(pdfComplete(pdfFile())).toBe(true);
    expect(pdfComplete(truncated(pdfFile()))).toBe(false);
  });
});
