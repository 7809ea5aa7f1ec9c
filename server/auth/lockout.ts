import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Db } from '../db/db';
import { loginLockouts } from '../db/schema';
import { verifyPassword } from './password';
import { takeClientLoginFailure } from './rate-limit';

/** SPEC §9: five failures lock an address for 15 minutes. */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;

export async function isLocked(db: Db, email: string, now: Date): Promise<boolean> {
  const [row] = await db.select().from(loginLockouts).where(eq(loginLockouts.email, email));
  return !!row?.lockedUntil && row.lockedUntil.getTime() > now.getTime();
}

/**
 * Reserves one try of the address's password before it is checked, counted as a failure until it
 * proves right: one statement adds it and returns the count, so of any number of simultaneous
 * tries exactly the first MAX_FAILURES are checked. The MAX_FAILURES-th try locks the address
 * until now + 15 minutes (a right one lifts it again, clearFailures); later tries are refused (the
 * count goes on, the lock does not grow). An ended lock, or failures older than the lock window
 * without a lock, start a new count. Returns the count with this try.
 */
export async function reserveAttempt(db: Db, email: string, now: Date): Promise<number> {
  const windowStart = sql`${new Date(now.getTime() - LOCK_MS).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const lockedUntil = sql`${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz`;
  const { failures, lockedUntil: until, lastFailedAt } = loginLockouts;
  const stale = sql`(${until} is not null and ${until} <= ${at}) or (${until} is null and ${lastFailedAt} < ${windowStart})`;
  const [row] = await db
    .insert(loginLockouts)
    .values({ email, failures: 1, lastFailedAt: now, lockedUntil: MAX_FAILURES <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginLockouts.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${failures} + 1 end`,
        lastFailedAt: now,
        lockedUntil: sql`case when ${stale} then null
          when ${until} is not null then ${until}
          when ${failures} + 1 >= ${MAX_FAILURES} then ${lockedUntil}
          else null end`,
      },
    })
    .returning({ failures });
  return row?.failures ?? 1;
}

/** Whether a try with this count (reserveAttempt) may be checked. */
export const mayTry = (count: number) => count <= MAX_FAILURES;

/**
 * Gives back a reserved try that was no failure (a passkey that verified, or one that verified
 * nothing): one less, and no lock below MAX_FAILURES.
 */
export async function releaseAttempt(db: Db, email: string): Promise<void> {
  const { failures, lockedUntil } = loginLockouts;
  await db
    .update(loginLockouts)
    .set({
      failures: sql`greatest(${failures} - 1, 0)`,
      lockedUntil: sql`case when ${failures} - 1 >= ${MAX_FAILURES} then ${lockedUntil} else null end`,
    })
    .where(eq(loginLockouts.email, email));
}

/** Counts a failure (the fifth locks the address). */
export async function recordFailure(db: Db, email: string, now: Date): Promise<void> {
  await reserveAttempt(db, email, now);
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.email, email));
}

/** A sign-in try, reserved in the address's lock-out count and in the client's failed sign-ins. */
export type SignInAttempt = {
  /** This try, when the password is wrong, is the one that locks the address. */
  locks: boolean;
  /** The password was right: the address's failures are cleared, the client's failure given back. */
  succeeded(): Promise<void>;
};

/**
 * Reserves a password sign-in for the address and this client before the password is checked
 * (DESIGN §7): null when either is used up (answer 429 after the same work as any try). A wrong
 * password leaves both reservations counted as failures.
 */
export async function beginSignIn(
  ctx: Pick<RequestContext, 'db' | 'now' | 'request' | 'rateLimits'>,
  email: string,
): Promise<SignInAttempt | null> {
  const count = await reserveAttempt(ctx.db, email, ctx.now());
  if (!mayTry(count)) return null;
  const client = await takeClientLoginFailure(ctx);
  if (!client) {
    await releaseAttempt(ctx.db, email);
    return null;
  }
  return {
    locks: count === MAX_FAILURES,
    succeeded: async () => {
      await clearFailures(ctx.db, email);
      await client();
    },
  };
}

/**
 * A current-password check (password or e-mail change, payout details, account deletion) counts
 * like a sign-in: the try is reserved before the password is checked, a wrong password stays a
 * failure of the account's address, and a locked address is refused whatever the password.
 */
export async function checkCurrentPassword(
  db: Db,
  user: { email: string; passwordHash: string | null },
  password: string,
  now: Date,
): Promise<'ok' | 'wrong' | 'locked'> {
  if (!mayTry(await reserveAttempt(db, user.email, now))) {
    await verifyPassword(null, password); // same work as any other attempt
    return 'locked';
  }
  if (await verifyPassword(user.passwordHash, password)) {
    await clearFailures(db, user.email);
    return 'ok';
  }
  return 'wrong';
}
