import type { SignatureInput } from '../../../contract';
import { readPng } from '../image-headers';

/**
 * The limits of a drawn signature (a PNG from the signing canvas, at most 2× the screen's pixels),
 * checked from its headers before anything decodes it: a still image (one frame) of at most
 * 4000×2000 pixels. The contract bounds its size (90,000 base64 characters, about 66 KB).
 */
export const SIGNATURE_LIMITS = { maxWidth: 4000, maxHeight: 2000, maxFrames: 1 } as const;

export type SignatureRefusal = 'signature_invalid' | 'signature_too_large';

/** The drawn signature's PNG bytes, or why it is refused (not a complete PNG, animated, too large). */
export function signaturePng(base64: string): { png: Uint8Array } | { refused: SignatureRefusal } {
  const png = new Uint8Array(Buffer.from(base64, 'base64'));
  const declared = readPng(png);
  if (!declared || declared.frames !== SIGNATURE_LIMITS.maxFrames) return { refused: 'signature_invalid' };
  if (declared.width > SIGNATURE_LIMITS.maxWidth || declared.height > SIGNATURE_LIMITS.maxHeight)
    return { refused: 'signature_too_large' };
  return { png };
}

/** Why a signature is refused before anything else is done with it (null: a typed one, or a sound PNG). */
export function signatureRefusal(signature: SignatureInput): SignatureRefusal | null {
  if (signature.method !== 'drawn') return null;
  const checked = signaturePng(signature.png_base64);
  return 'refused' in checked ? checked.refused : null;
}
