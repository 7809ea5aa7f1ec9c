import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/db';
import { openFreshPglite } from '../testing/databases';
import { checkCurrentPassword, clearFailures, isLocked, LOCK_MS, recordFailure } from './lockout';
import { hashPassword } from './password';

/** SPEC §9: five failed attempts lock an address for 15 minutes. */

let handle: DbHandle;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(async () => {
  await handle?.close();
});

const t0 = new Date('2026-11-27T10:00:00.000Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
let n = 0;
const address = () => `lockout${++n}@example.com`;

async function fail(email: string, times: number, now = t0) {
  for (let i = 0; i < times; i++) await recordFailure(handle.db, email, now);
}

describe('the lock of an address (SPEC §9)', () => {
  it('comes with the fifth failure and not before', async () => {
    const email = address();
    await fail(email, 4);
    expect(await isLocked(handle.db, email, t0)).toBe(false);
    await fail(email, 1);
    expect(await isLocked(handle.db, email, t0)).toBe(true);
  });

  it('lasts 15 minutes: locked one millisecond before the end, free at the end', async () => {
    expect(LOCK_MS).toBe(15 * 60_000);
    const email = address();
    await fail(email, 5);
    expect(await isLocked(handle.db, email, at(LOCK_MS - 1))).toBe(true);
    expect(await isLocked(handle.db, email, at(LOCK_MS))).toBe(false);
  });

  it('counts only failures within the last 15 minutes', async () => {
    const email = address();
    await fail(email, 4);
    await fail(email, 1, at(LOCK_MS + 1));
    expect(await isLocked(handle.db, email, at(LOCK_MS + 1))).toBe(false);
  });

  it('is lifted, with its count, by clearFailures', async () => {
    const email = address();
    await fail(email, 5);
    await clearFailures(handle.db, email);
    expect(await isLocked(handle.db, email, t0)).toBe(false);
    await fail(email, 4);
    expect(await isLocked(handle.db, email, t0)).toBe(false);
  });
});

describe('checkCurrentPassword counts like a sign-in', () => {
  it('ok clears the earlier failures; wrong counts one; a locked address is refused even with the right password', async () => {
    const email = address();
    const user = { email, passwordHash: await hashPassword('Start1234') };
    await fail(email, 4);
    expect(await checkCurrentPassword(handle.db, user, 'Start1234', t0)).toBe('ok');
    await fail(email, 4);
    expect(await isLocked(handle.db, email, t0)).toBe(false);
    expect(await checkCurrentPassword(handle.db, user, 'wrong', t0)).toBe('wrong');
    expect(await isLocked(handle.db, email, t0)).toBe(true);
    expect(await checkCurrentPassword(handle.db, user, 'Start1234', t0)).toBe('locked');
  });
});
