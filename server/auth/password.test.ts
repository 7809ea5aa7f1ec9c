import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('passwords', () => {
  it('are stored as argon2id hashes with the OWASP parameters (19 MiB, 2 iterations, 1 lane)', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapl')).toBe(false);
  });

  it.each([null, undefined, ''])('never match an account without a password (%o)', async (stored) => {
    expect(await verifyPassword(stored, '')).toBe(false);
    expect(await verifyPassword(stored, 'not-a-real-password-0')).toBe(false);
  });

  it('never match a stored value that is not a hash', async () => {
    expect(await verifyPassword('plain text', 'plain text')).toBe(false);
  });
});
