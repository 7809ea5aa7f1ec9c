import { and, eq, lt, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema';

/** A fixed-window limit: at most `max` hits per window of `windowMs` (windows start at multiples of it). */
export type Rule = { max: number; windowMs: number };

const MINUTE = 60_000;
/** Mails or codes of one action to one address. */
export const PER_TARGET: Rule = { max: 5, windowMs: 15 * MINUTE };
/** Mails or codes for one account (its address), over every action. */
export const PER_ACCOUNT: Rule = { max: 10, windowMs: 60 * MINUTE };
/** Mail-sending and code-issuing requests from one client address, over every action and address. */
export const PER_CLIENT: Rule = { max: 30, windowMs: 15 * MINUTE };
/** Failed sign-ins from one client address, over every account (beside the per-account lock-out). */
export const LOGIN_FAILURES_PER_CLIENT: Rule = { max: 20, windowMs: 15 * MINUTE };

/** Counts hits per bucket and window, shared by every instance (the database, or Redis). */
export interface LimitStore {
  /** Adds one hit and returns the window's hits so far (this one included). */
  hit(bucket: string, windowStart: Date, windowMs: number, now: Date): Promise<number>;
  /** The window's hits so far. */
  peek(bucket: string, windowStart: Date): Promise<number>;
  /** Takes back one hit (a reserved one that did not count in the end). */
  release(bucket: string, windowStart: Date, windowMs: number): Promise<void>;
}

/** Where limits count and how strict they are (set by the composition root; default: the database, scale 1). */
export type RateLimitSettings = {
  store: LimitStore;
  /** Multiplies every `max` (tests that sign in hundreds of times from one address relax it; production 1). */
  scale: number;
};

/** The database store: one row per bucket and window in `rate_limits`; ended windows are deleted. */
export function databaseLimitStore(db: Db): LimitStore {
  return {
    async hit(bucket, windowStart, windowMs, now) {
      const [row] = await db
        .insert(rateLimits)
        .values({ bucket, windowStart, hits: 1, expiresAt: new Date(windowStart.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: [rateLimits.bucket, rateLimits.windowStart],
          set: { hits: sql`${rateLimits.hits} + 1` },
        })
        .returning({ hits: rateLimits.hits });
      if (row?.hits === 1) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
      return row?.hits ?? 1;
    },
    async peek(bucket, windowStart) {
      const rows = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
      return rows[0]?.hits ?? 0;
    },
    async release(bucket, windowStart) {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, windowStart)));
    },
  };
}

type Ctx = Pick<RequestContext, 'db' | 'now' | 'request' | 'rateLimits'>;

const settings = (ctx: Ctx): RateLimitSettings =>
  ctx.rateLimits ?? { store: databaseLimitStore(ctx.db), scale: 1 };
/** The start of the fixed window `now` falls in. */
export const windowOf = (rule: Rule, now: Date) =>
  new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);

/** Gives back hits that `take` reserved. */
export type Release = () => Promise<void>;

/**
 * Reserves one hit in each bucket, each counted by one statement that adds it and returns the
 * window's count, so that of any number of simultaneous requests exactly `max` pass. Null when a
 * bucket is over: its hits are given back at once (a refused request counts nowhere, so it uses
 * up no other bucket); else the caller may give them back later with the returned function (a
 * reserved sign-in failure that turned out a success).
 */
export async function take(ctx: Ctx, buckets: [string, Rule][]): Promise<Release | null> {
  const { store, scale } = settings(ctx);
  const now = ctx.now();
  const at = buckets.map(([bucket, rule]) => [bucket, windowOf(rule, now), rule] as const);
  const release: Release = async () => {
    await Promise.all(at.map(([bucket, start, rule]) => store.release(bucket, start, rule.windowMs)));
  };
  const hits = await Promise.all(
    at.map(([bucket, start, rule]) => store.hit(bucket, start, rule.windowMs, now)),
  );
  if (at.every(([, , rule], i) => (hits[i] ?? 0) <= rule.max * scale)) return release;
  await release();
  return null;
}

export type MailAction =
  | 'two_factor'
  | 'login_link'
  | 'password_reset'
  | 'claim_transfer'
  | 'email_change'
  | 'airline_report'
  | 'signature_request';

/** Reminders to sign: one per passenger and hour (beside the mail limits). */
export const REMINDER_PER_PASSENGER: Rule = { max: 1, windowMs: 60 * MINUTE };
export const reminderBucket = (passengerId: number) => `reminder:passenger:${passengerId}`;

/** The counter of one action's mails to one address. */
export const mailTargetBucket = (action: MailAction, target: string) => `mail:${action}:to:${target}`;

/** The answer of a limited mail or code request. */
export const tooManyRequests = { status: 429 as const, body: { message: 'too_many_requests' as const } };

/**
 * The one gate of every action that mails or issues a code: counts the request per target
 * address (per action), per account (its address, over every action) and per client address, and
 * returns the 429 answer when any limit is exceeded (nothing may be mailed then), else null.
 * Anonymous requests pass the address they name as both target and account, whether or not an
 * account has it, so a known and an unknown address are limited alike (no enumeration).
 */
export async function limitMail(
  ctx: Ctx,
  action: MailAction,
  who: { target: string; account: string },
  /** Further buckets counted with the mail's (e.g. a reminder's per passenger). */
  extra: [string, Rule][] = [],
): Promise<typeof tooManyRequests | null> {
  const taken = await take(ctx, [
    [mailTargetBucket(action, who.target), PER_TARGET],
    [`mail:account:${who.account}`, PER_ACCOUNT],
    [`mail:client:${ctx.request.ip}`, PER_CLIENT],
    ...extra,
  ]);
  return taken ? null : tooManyRequests;
}

/** The counter of one client address's failed sign-ins. */
export const failedLoginsBucket = (ip: string) => `login_failed:client:${ip}`;
const failedLogins = (ctx: Ctx) => failedLoginsBucket(ctx.request.ip);

/** Whether this client has used up its failed sign-ins (then every sign-in answers 429 too_many_attempts). */
export async function clientLoginBlocked(ctx: Ctx): Promise<boolean> {
  const { store, scale } = settings(ctx);
  const rule = LOGIN_FAILURES_PER_CLIENT;
  return (await store.peek(failedLogins(ctx), windowOf(rule, ctx.now()))) >= rule.max * scale;
}

/**
 * Reserves a failed sign-in of this client before the credential is checked (null: the client has
 * used up its failures, answer 429); a sign-in that succeeds, or verified nothing, gives it back.
 */
export const takeClientLoginFailure = (ctx: Ctx) =>
  take(ctx, [[failedLogins(ctx), LOGIN_FAILURES_PER_CLIENT]]);

/** Counts a failed sign-in of this client. */
export async function recordClientLoginFailure(ctx: Ctx): Promise<void> {
  await takeClientLoginFailure(ctx);
}
