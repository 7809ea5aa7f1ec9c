import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { loginLockouts } from '../db/schema';
import { verifyPassword } from './password';

/** SPEC §9: five failures lock an address for 15 minutes. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

export async function isLocked(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(loginLockouts).where(eq(loginLockouts.email, email));
  return !!row?.lockedUntil && row.lockedUntil.getTime() > now.getTime();
}

/**
 * Counts a failure atomically; failures older than the lock window start a new
 * count. The fifth failure locks the address until now + 15 minutes.
 */
export async function recordFailure(db: Db, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCK_MS);
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  const next = sql`case when ${loginLockouts.lastFailedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${loginLockouts.failures} + 1 end`;
  await db
    .insert(loginLockouts)
    .values({ email, failures: 1, lastFailedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginLockouts.email,
      set: {
        failures: next,
        lastFailedAt: now,
        lockedUntil: sql`case when ${next} >= ${MAX_FAILURES} then ${lockedUntil.toISOString()}::timestamptz else null end`,
      },
    });
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.email, email));
}

/**
 * A current-password check (password or e-mail change) counts like a sign-in: a wrong password is a
 * failure of the account's address, and a locked address is refused whatever the password.
 */
export async function checkCurrentPassword(
  db: Db,
  user: { email: string; passwordHash: string | null },
  password: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'locked'> {
  if (await isLocked(db, user.email, now)) {
    await verifyPassword(null, password); // same work as any other attempt
    return 'locked';
  }
  if (await verifyPassword(user.passwordHash, password)) {
    await clearFailures(db, user.email);
    return 'ok';
  }
  await recordFailure(db, user.email, now);
  return 'wrong';
}
