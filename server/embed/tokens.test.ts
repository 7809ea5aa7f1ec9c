import { describe, expect, it } from 'vitest';
import { issueEmbedToken, normalizeOrigin, verifyEmbedToken } from './tokens';

const secret = 'a'.repeat(40);
const now = new Date('2026-01-01T00:00:00Z');
const later = new Date('2026-01-02T00:00:00Z');

describe('embed tokens', () => {
  it('verifies its own token and yields the origin', () => {
    const token = issueEmbedToken(secret, 'https://host.example/', later);
    expect(verifyEmbedToken(secret, token, now)).toEqual({
      origin: 'https://host.example',
      exp: later.getTime() / 1000,
    });
  });

  it('refuses expired, foreign-key, tampered and malformed tokens', () => {
    const token = issueEmbedToken(secret, 'https://host.example', later);
    expect(verifyEmbedToken(secret, token, new Date('2026-01-03T00:00:00Z'))).toBeNull();
    expect(verifyEmbedToken('b'.repeat(40), token, now)).toBeNull();
    const [payload, sig] = token.split('.') as [string, string];
    const evil = Buffer.from(JSON.stringify({ origin: 'https://evil.example', exp: 1e10 })).toString(
      'base64url',
    );
    expect(verifyEmbedToken(secret, `${evil}.${sig}`, now)).toBeNull();
    expect(verifyEmbedToken(secret, `${payload}.${sig}x`, now)).toBeNull();
    for (const bad of ['', '.', 'abc', `${payload}.`, 'a.b.c'])
      expect(verifyEmbedToken(secret, bad, now)).toBeNull();
  });

  it('accepts only http(s) origins', () => {
    expect(normalizeOrigin('http://localhost:5174/path?x')).toBe('http://localhost:5174');
    expect(normalizeOrigin('javascript:alert(1)')).toBeNull();
    expect(normalizeOrigin('https://user:pw@host.example')).toBeNull();
    expect(() => issueEmbedToken(secret, 'file:///etc', later)).toThrow();
  });
});
