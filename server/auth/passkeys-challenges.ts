import { and, eq, lt } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { webauthnChallenges } from '../db/schema';
import type { Config } from '../config';
import { cookieName, flowCookieOptions } from './cookies';
import { randomToken, sha256 } from '../lib/crypto';

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

/** A ceremony must finish within this long after its options were issued. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * One HttpOnly cookie per purpose, so an enrolment and a sign-in in two tabs do not collide
 * (`__Host-` prefixed in production, like every cookie of the session).
 */
export const challengeCookie = (config: Config, purpose: ChallengePurpose) =>
  cookieName(config, `webauthn_${purpose}`);

const cookieOptions = (ctx: Ctx) => ({ ...flowCookieOptions(ctx.config, ctx.reply), httpOnly: true });

type Ctx = Pick<RequestContext, 'db' | 'config' | 'now' | 'request' | 'reply'>;

/**
 * Keeps a ceremony's challenge: a random handle goes to the browser in an HttpOnly cookie, the
 * table holds only its SHA-256 with the challenge (and, for an enrolment, the user). The browser's
 * previous challenge of this purpose and every expired one are deleted on the way.
 */
export async function keepChallenge(
  ctx: Ctx,
  purpose: ChallengePurpose,
  challenge: string,
  userId: number | null,
): Promise<void> {
  const name = challengeCookie(ctx.config, purpose);
  const previous = ctx.request.cookies[name];
  const now = ctx.now();
  await ctx.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  if (previous && previous.length <= 100)
    await ctx.db.delete(webauthnChallenges).where(eq(webauthnChallenges.idHash, sha256(previous)));
  const handle = randomToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await ctx.db
    .insert(webauthnChallenges)
    .values({ idHash: sha256(handle), purpose, challenge, userId, expiresAt });
  ctx.reply.setCookie(name, handle, { ...cookieOptions(ctx), maxAge: CHALLENGE_TTL_MS / 1000 });
}

/**
 * Takes the browser's pending challenge of this purpose (single use: the row is deleted whether
 * or not the ceremony then succeeds, and the cookie cleared); null when there is none or it expired.
 */
export async function takeChallenge(
  ctx: Ctx,
  purpose: ChallengePurpose,
): Promise<{ challenge: string; userId: number | null } | null> {
  const name = challengeCookie(ctx.config, purpose);
  const handle = ctx.request.cookies[name];
  if (!handle) return null;
  ctx.reply.clearCookie(name, cookieOptions(ctx));
  if (handle.length > 100) return null;
  const [row] = await ctx.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.idHash, sha256(handle)), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) return null;
  return { challenge: row.challenge, userId: row.userId };
}
