import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../db/db';
import { findUserById } from '../db/users';
import { createUser } from '../seed/builders';
import { openFreshPglite } from '../testing';
import { issueToken, redeemToken } from './one-time-tokens';
import { verifyPassword } from './password';
import { setPassword } from './set-password';

const now = new Date('2026-06-01T12:00:00Z');

describe('a password change', () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await openFreshPglite();
    await h.migrate();
  });
  afterAll(() => h?.close());

  it('stores the new password, kills outstanding reset and activation links, keeps other tokens, tells the caches', async () => {
    const user = await createUser(h.db, { email: 'set-password@example.com', password: 'old horse battery' });
    const other = await createUser(h.db, { email: 'set-password-other@example.com' });
    const issue = (kind: 'password_reset' | 'activation' | 'login_link', userId = user.id) =>
      issueToken(h.db, { kind, userId, now });
    const [reset, activation, login, othersReset] = await Promise.all([
      issue('password_reset'),
      issue('activation'),
      issue('login_link'),
      issue('password_reset', other.id),
    ]);
    const userChanged = vi.fn(async () => {});

    const row = await setPassword({ db: h.db, now: () => now, userChanged }, user.id, 'new staple correct');

    expect(row?.id).toBe(user.id);
    const stored = (await findUserById(h.db, user.id))?.passwordHash;
    expect(await verifyPassword(stored, 'new staple correct')).toBe(true);
    expect(await verifyPassword(stored, 'old horse battery')).toBe(false);
    expect(userChanged).toHaveBeenCalledWith(user.id);
    expect(await redeemToken(h.db, 'password_reset', reset.token, now)).toBeNull();
    expect(await redeemToken(h.db, 'activation', activation.token, now)).toBeNull();
    expect(await redeemToken(h.db, 'login_link', login.token, now)).not.toBeNull();
    expect(await redeemToken(h.db, 'password_reset', othersReset.token, now)).not.toBeNull();
  });

  it('answers null for an account that is gone', async () => {
    expect(await setPassword({ db: h.db, now: () => now }, 999_999, 'whatever horse')).toBeNull();
  });
});
