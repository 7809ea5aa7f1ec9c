import { describe, expect, it } from 'vitest';
import { pngFile } from '../../testing/document-files';
import { pngBomb, truncated } from '../../testing/hostile-files';
import { SIGNATURE_LIMITS, signaturePng, signatureRefusal } from './signature-image';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('a drawn signature is checked from its PNG header', () => {
  it('takes a still PNG up to 4000×2000 pixels', () => {
    const png = pngBomb(SIGNATURE_LIMITS.maxWidth, SIGNATURE_LIMITS.maxHeight);
    expect(signaturePng(b64(png))).toEqual({ png });
    expect(signatureRefusal({ method: 'drawn', png_base64: b64(pngFile(600, 200)) })).toBeNull();
    expect(signatureRefusal({ method: 'typed', name: 'Anna' })).toBeNull();
  });

  it('refuses larger images as too large', () => {
    for (const [w, h] of [
      [16000, 16000],
      [4001, 10],
      [10, 2001],
    ] as const)
      expect(signaturePng(b64(pngBomb(w, h)))).toEqual({ refused: 'signature_too_large' });
  });

  it('refuses an animated, cut-short or non-PNG signature as unreadable', () => {
    for (const bytes of [
      pngBomb(400, 200, 2),
      truncated(pngFile(300, 100)),
      new TextEncoder().encode('GIF89a'),
    ])
      expect(signatureRefusal({ method: 'drawn', png_base64: b64(bytes) })).toBe('signature_invalid');
  });
});
