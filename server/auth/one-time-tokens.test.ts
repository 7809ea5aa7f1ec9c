import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/db';
import { createUser } from '../seed/builders';
import { authTokens } from '../db/schema';
import { openFreshPglite, openFreshPostgres, servicesUp } from '../testing';
import {
  issueToken,
  MAX_CODE_TRIES,
  recordWrongCode,
  redeemToken,
  TOKEN_TTL_MS,
  twoFactorCode,
} from './one-time-tokens';

const pgUp = await servicesUp('one-time tokens on PostgreSQL');

const drivers = [
  { name: 'PGlite (embedded)', open: openFreshPglite, skip: false },
  { name: 'PostgreSQL', open: openFreshPostgres, skip: !pgUp },
];
const now = new Date('2026-06-01T12:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

for (const driver of drivers) {
  describe.skipIf(driver.skip)(`one-time tokens on ${driver.name}`, () => {
    let h: DbHandle;
    let userId: number;
    beforeAll(async () => {
      h = await driver.open();
      await h.migrate();
      userId = (await createUser(h.db, { email: `tokens-${Date.now()}@example.com` })).id;
    });
    afterAll(() => h?.close());

    it('issues 256-bit URL-safe tokens, all different, storing only SHA-256 hashes', async () => {
      const issued = await Promise.all(
        Array.from({ length: 20 }, () => issueToken(h.db, { kind: 'login_link', userId, now })),
      );
      const tokens = issued.map((t) => t.token);
      expect(new Set(tokens).size).toBe(20);
      for (const t of tokens) expect(Buffer.from(t, 'base64url')).toHaveLength(32);
      const dump = JSON.stringify(await h.db.select().from(authTokens));
      for (const t of tokens) expect(dump).not.toContain(t);
    });

    it.each(Object.entries(TOKEN_TTL_MS))('%s lives exactly its lifetime', async (kind, ttl) => {
      const k = kind as keyof typeof TOKEN_TTL_MS;
      const a = await issueToken(h.db, { kind: k, userId, now });
      const b = await issueToken(h.db, { kind: k, userId, now });
      expect(
        await redeemToken(h.db, k, a.token, plus(ttl - 1), a.code ? { code: a.code } : {}),
      ).not.toBeNull();
      expect(await redeemToken(h.db, k, b.token, plus(ttl), b.code ? { code: b.code } : {})).toBeNull();
    });

    it('an activation link lives 7 days: valid 1 ms before the end, refused at the end', async () => {
      const sevenDays = 7 * 24 * 60 * 60_000;
      const a = await issueToken(h.db, { kind: 'activation', userId, now });
      const b = await issueToken(h.db, { kind: 'activation', userId, now });
      expect(await redeemToken(h.db, 'activation', a.token, plus(sevenDays - 1))).not.toBeNull();
      expect(await redeemToken(h.db, 'activation', b.token, plus(sevenDays))).toBeNull();
    });

    it('only a two-factor token has a code: a link redeems by its token alone', async () => {
      for (const kind of ['login_link', 'password_reset', 'activation'] as const) {
        const link = await issueToken(h.db, { kind, userId, now });
        expect(link.code).toBeUndefined();
        expect(await redeemToken(h.db, kind, link.token, now)).not.toBeNull();
      }
    });

    it('a two-factor code drawn as a small number is still six digits, with leading zeros', async () => {
      expect([42, 0, 999_999].map(twoFactorCode)).toEqual(['000042', '000000', '999999']);
      const { token, code } = await issueToken(h.db, { kind: 'two_factor', userId, now });
      expect(code).toMatch(/^\d{6}$/);
      expect(await redeemToken(h.db, 'two_factor', token, now, { code })).not.toBeNull();
    });

    it('a token of one kind is worthless as another kind', async () => {
      const { token } = await issueToken(h.db, { kind: 'login_link', userId, now });
      expect(await redeemToken(h.db, 'password_reset', token, now)).toBeNull();
      expect(await redeemToken(h.db, 'login_link', token, now)).not.toBeNull();
    });

    it('ten simultaneous redemptions of one token: exactly one succeeds', async () => {
      const { token } = await issueToken(h.db, { kind: 'password_reset', userId, now });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => redeemToken(h.db, 'password_reset', token, now)),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
    });

    it('two-factor: six-digit code, five wrong tries at most, even when simultaneous', async () => {
      const { token, code } = await issueToken(h.db, { kind: 'two_factor', userId, now });
      expect(code).toMatch(/^\d{6}$/);
      const left = await Promise.all(Array.from({ length: 8 }, () => recordWrongCode(h.db, token, now)));
      expect(left.filter((l) => l !== null).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(left.filter((l) => l === null)).toHaveLength(8 - MAX_CODE_TRIES);
      expect(await redeemToken(h.db, 'two_factor', token, now, { code: code ?? '' })).toBeNull();
    });
  });
}
