import { describe, expect, it } from 'vitest';
import { anonymousToken, isAnonymousToken } from './csrf';

const secret = 'a-session-secret-of-enough-length-0123456789';

describe("an anonymous visitor's CSRF token (DESIGN §7)", () => {
  it('is accepted with the secret that signed it, and only with it', () => {
    const token = anonymousToken(secret);
    expect(isAnonymousToken(secret, token)).toBe(true);
    expect(isAnonymousToken(`${secret}-other`, token)).toBe(false);
  });

  it('is refused when it is not exactly a nonce and its signature', () => {
    const token = anonymousToken(secret);
    const [nonce, mac] = token.split('.');
    for (const forged of [`${token}.${mac}`, `${nonce}.`, `.${mac}`, `${nonce}`, '', `${nonce}.${mac}x`])
      expect(isAnonymousToken(secret, forged), forged).toBe(false);
  });
});
