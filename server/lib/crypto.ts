/** Crypto primitives below auth, domain and mail: random tokens, digests, MACs and constant-time comparison. */
import { createHmac, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => hash('sha256', value, 'hex');

export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Constant-time string comparison. */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
