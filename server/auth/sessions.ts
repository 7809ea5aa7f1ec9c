import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { sessions, users } from '../db/schema';
import type { UserRow } from '../domain/users';
import { randomToken, sha256 } from './tokens';

export type ActiveSession = {
  idHash: string;
  csrfToken: string;
  user: UserRow;
  /** The admin's id while an admin views the portal as `user` (see view-as.ts); else null. */
  viewAsAdminId: number | null;
  /** The absolute end, fixed at sign-in (a view-as switch keeps it). */
  expiresAt: Date;
};
export type SessionLimits = { idleMs: number; absoluteMs: number };

/** The idle and absolute limits of the configuration. */
export const sessionLimits = (config: Config): SessionLimits => ({
  idleMs: config.sessionIdleMs,
  absoluteMs: config.sessionAbsoluteMs,
});

/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Starts a session; returns the raw id for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  limits: SessionLimits,
  viewAsAdminId: number | null = null,
  /** Keeps an earlier absolute end (view-as switches); never later than a fresh sign-in's. */
  keepExpiresAt: Date | null = null,
) {
  const id = randomToken();
  const csrfToken = randomToken();
  const fresh = now.getTime() + limits.absoluteMs;
  const expiresAt = new Date(keepExpiresAt ? Math.min(keepExpiresAt.getTime(), fresh) : fresh);
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    viewAsAdminId,
  });
  return { id, csrfToken, expiresAt };
}

/** The live session for a cookie value, or null; an expired session is deleted. */
export async function findSession(
  db: Db,
  rawId: string,
  now: Date,
  limits: SessionLimits,
): Promise<ActiveSession | null> {
  const idHash = sha256(rawId);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const t = now.getTime();
  const idleEnd = row.session.lastSeenAt.getTime() + limits.idleMs;
  if (t >= row.session.expiresAt.getTime() || t >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (t - row.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return {
    idHash,
    csrfToken: row.session.csrfToken,
    user: row.user,
    viewAsAdminId: row.session.viewAsAdminId,
    expiresAt: row.session.expiresAt,
  };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the account (after a password reset: whoever knew the old one is out); returns their id hashes. */
export async function deleteUserSessions(db: Db, userId: number): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ idHash: sessions.idHash });
  return ended.map((s) => s.idHash);
}
