import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Db } from '../db/db';
import { authTokens } from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';

export type TokenKind = (typeof authTokens.$inferSelect)['kind'];
export type TokenRow = typeof authTokens.$inferSelect;

/** Lifetimes: e-mailed sign-in link 15 min, reset 60 min, two-factor 10 min, activation 7 days. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  login_link: 15 * 60_000,
  password_reset: 60 * 60_000,
  two_factor: 10 * 60_000,
  activation: 7 * 24 * 60 * 60_000,
};

/** Wrong two-factor codes allowed per sign-in. */
export const MAX_CODE_TRIES = 5;

/** A drawn number (0 to 999,999) as the six digits a person types, with its leading zeros. */
export const twoFactorCode = (draw: number) => String(draw).padStart(6, '0');

/** A two-factor code's stored hash: salted with its raw token. */
export const codeHash = (token: string, code: string) => sha256(`${token}:${code}`);

/**
 * Issues a one-time token (256 random bits from node:crypto); only its SHA-256
 * is stored. A two-factor token also gets a six-digit code (crypto randomInt),
 * stored hashed with the raw token as salt.
 */
export async function issueToken(
  db: Db,
  opts: {
    kind: TokenKind;
    userId: number;
    now: Date;
    redirect?: string | undefined;
    /** SHA-256 of the requesting browser's value (a sign-in link's login-CSRF binding). */
    requesterHash?: string;
  },
): Promise<{ id: number; token: string; code?: string }> {
  const token = randomToken();
  const code = opts.kind === 'two_factor' ? twoFactorCode(randomInt(0, 1_000_000)) : undefined;
  const [row] = await db
    .insert(authTokens)
    .values({
      kind: opts.kind,
      tokenHash: sha256(token),
      userId: opts.userId,
      codeHash: code ? codeHash(token, code) : null,
      redirect: opts.redirect ?? null,
      requesterHash: opts.requesterHash ?? null,
      createdAt: opts.now,
      expiresAt: new Date(opts.now.getTime() + TOKEN_TTL_MS[opts.kind]),
    })
    .returning({ id: authTokens.id });
  if (!row) throw new Error('issueToken: insert returned nothing');
  return code ? { id: row.id, token, code } : { id: row.id, token };
}

const live = (kind: TokenKind, token: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, sha256(token)),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/** The token's row while it is unused and unexpired (does not use it up). */
export async function peekToken(db: Db, kind: TokenKind, token: string, now: Date): Promise<TokenRow | null> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(live(kind, token, now));
  return row ?? null;
}

/**
 * Uses a token up in one conditional UPDATE: of two simultaneous redemptions
 * exactly one gets the row, the other null. Null also for unknown, used or
 * expired tokens (and for a two-factor token out of tries).
 */
export async function redeemToken(
  db: Db,
  kind: TokenKind,
  token: string,
  now: Date,
  extra?: { id?: number; code?: string },
): Promise<TokenRow | null> {
  const conditions = [live(kind, token, now)];
  if (extra?.id !== undefined) conditions.push(eq(authTokens.id, extra.id));
  if (extra?.code !== undefined) {
    conditions.push(eq(authTokens.codeHash, codeHash(token, extra.code)));
    conditions.push(lt(authTokens.attempts, MAX_CODE_TRIES));
  }
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/**
 * Counts a wrong two-factor code; returns the tries left (0: the token is now
 * dead), or null when the token was not live anyway.
 */
export async function recordWrongCode(db: Db, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(and(live('two_factor', token, now), lt(authTokens.attempts, MAX_CODE_TRIES)))
    .returning({ attempts: authTokens.attempts });
  return row ? MAX_CODE_TRIES - row.attempts : null;
}

/** A password change: the account's unused reset and activation links die (marked used). */
export async function revokePasswordLinks(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        inArray(authTokens.kind, ['password_reset', 'activation']),
        isNull(authTokens.usedAt),
      ),
    );
}
