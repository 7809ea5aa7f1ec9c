import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Embedding tokens: `base64url(JSON{origin, exp}).base64url(HMAC-SHA256)`.
 * The key is derived from the session secret, so a token is valid on every instance
 * sharing that secret. `origin` is the one parent allowed to frame the portal.
 */
export type EmbedClaims = { origin: string; exp: number };

const key = (secret: string) => createHmac('sha256', secret).update('portal-embed-token-v1').digest();
const sign = (secret: string, payload: string) =>
  createHmac('sha256', key(secret)).update(payload).digest('base64url');

/** A parent origin as browsers send it: scheme://host[:port], http(s) only, no path. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function issueEmbedToken(secret: string, origin: string, expiresAt: Date): string {
  const normalized = normalizeOrigin(origin);
  if (!normalized) throw new Error(`not an http(s) origin: ${origin}`);
  const claims: EmbedClaims = { origin: normalized, exp: Math.floor(expiresAt.getTime() / 1000) };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's claims when the signature holds and it has not expired; else null. */
export function verifyEmbedToken(secret: string, token: string, now: Date): EmbedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const [payload, signature] = parts as [string, string];
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { origin, exp } = claims as Record<string, unknown>;
  if (typeof origin !== 'string' || typeof exp !== 'number') return null;
  if (normalizeOrigin(origin) !== origin) return null;
  if (exp * 1000 <= now.getTime()) return null;
  return { origin, exp };
}
