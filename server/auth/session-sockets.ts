import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { sessions } from '../db/schema';
import { auditAll } from '../db/audit';
import { sessionLimits } from './sessions';

/**
 * Sockets live only as long as their session (each socket is in the room of its session's id
 * hash). These queries decide which sessions are still alive at the context's clock; the
 * composition root injects `ctx.disconnectSession`, which closes a session's sockets on every
 * instance.
 */
const isExpired = (ctx: AppContext) => {
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - sessionLimits(ctx.config).idleMs);
  return or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince));
};

/** Drops sessions that ended (logout, rotation, reset, expiry) from every cache and closes their sockets. */
export async function disconnectSessions(ctx: AppContext, idHashes: Iterable<string>): Promise<void> {
  await Promise.all([...idHashes].map((idHash) => ctx.disconnectSession?.(idHash)));
}

/** Deletes the expired sessions (all, or one user's), audits their ends and disconnects their sockets. */
export async function endExpiredSessions(ctx: AppContext, userId?: number): Promise<void> {
  const where = userId === undefined ? isExpired(ctx) : and(eq(sessions.userId, userId), isExpired(ctx));
  const ended = await ctx.db
    .delete(sessions)
    .where(where)
    .returning({ idHash: sessions.idHash, userId: sessions.userId });
  // No client address: found by a sweep or before a push, not by the session's own browser.
  await auditAll(
    { db: ctx.db, now: ctx.now },
    ended.map((s) => ({ event: 'session_end', outcome: 'expired', userId: s.userId })),
  );
  await disconnectSessions(
    ctx,
    ended.map((s) => s.idHash),
  );
}

/** The id hashes of the user's live sessions, after ending the expired ones (before a push). */
export async function liveSessionsOf(ctx: AppContext, userId: number): Promise<string[]> {
  await endExpiredSessions(ctx, userId);
  const rows = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((r) => r.idHash);
}

/** Which of these session id hashes are alive now. */
export async function liveAmong(ctx: AppContext, idHashes: string[]): Promise<Set<string>> {
  if (idHashes.length === 0) return new Set();
  const now = ctx.now();
  const idleSince = new Date(now.getTime() - sessionLimits(ctx.config).idleMs);
  const rows = await ctx.db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(
      and(
        inArray(sessions.idHash, idHashes),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    );
  return new Set(rows.map((r) => r.idHash));
}
