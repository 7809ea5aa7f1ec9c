import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { sessions, users } from '../db/schema';
import { audit } from '../db/audit';
import type { UserRow } from '../db/users';
import type { SessionCache } from './session-cache';
import { randomToken, sha256 } from '../lib/crypto';

export type ActiveSession = {
  /** The public handle (sessions.id) the account page's list names it by. */
  id: number;
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
export const TOUCH_EVERY_MS = 60_000;

/** The browser a session starts in (its User-Agent and address), for the account page's list. */
export type SessionClient = { userAgent: string | null; ip: string | null };
/** At most this much of a User-Agent is kept. */
const USER_AGENT_MAX = 512;

/** Starts a session; returns the raw id for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  userId: number,
  now: Date,
  limits: SessionLimits,
  viewAsAdminId: number | null = null,
  /** Keeps an earlier absolute end (view-as switches); never later than a fresh sign-in's. */
  keepExpiresAt: Date | null = null,
  client: SessionClient = { userAgent: null, ip: null },
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
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    ip: client.ip,
  });
  return { id, csrfToken, expiresAt };
}

/**
 * The live session for a cookie value, or null: none or one database round trip (none while
 * `cache` holds it, see session-cache.ts; a touch of last_seen_at at most once a minute). An
 * expired session is deleted and its end audited (outcome `expired`, from `request`'s address).
 */
export async function findSession(
  db: Db,
  rawId: string,
  now: Date,
  limits: SessionLimits,
  request?: { ip: string },
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const idHash = sha256(rawId);
  const t = now.getTime();
  const cached = cache?.get(idHash, t);
  if (cached) return cached;
  const begun = cache?.begin() ?? 0;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const idleEnd = row.session.lastSeenAt.getTime() + limits.idleMs;
  if (t >= row.session.expiresAt.getTime() || t >= idleEnd) {
    const gone = await db.delete(sessions).where(eq(sessions.idHash, idHash)).returning({ id: sessions.id });
    // Only the request that deleted it records the end (two requests may find it at once).
    if (gone.length > 0)
      await audit(
        { db, now: () => now, request },
        { event: 'session_end', outcome: 'expired', userId: row.user.id },
      );
    return null;
  }
  let lastSeenAt = row.session.lastSeenAt;
  if (t - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    lastSeenAt = now;
  }
  const session: ActiveSession = {
    id: row.session.id,
    idHash,
    csrfToken: row.session.csrfToken,
    user: row.user,
    viewAsAdminId: row.session.viewAsAdminId,
    expiresAt: row.session.expiresAt,
  };
  cache?.set(begun, session, lastSeenAt, t);
  return session;
}

/** A session as the account page lists it (never the cookie or its hash). */
export type ListedSession = {
  id: number;
  idHash: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/**
 * The user's own live sessions, most recently seen first. Sessions in which an admin views the
 * portal as the user are the admin's, not the user's: not listed (and not ended from the list).
 */
export async function listUserSessions(
  db: Db,
  userId: number,
  now: Date,
  limits: SessionLimits,
): Promise<ListedSession[]> {
  return db
    .select({
      id: sessions.id,
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.viewAsAdminId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - limits.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends the user's own session with this public id; its id hash, or null when the user has none such. */
export async function deleteUserSession(db: Db, userId: number, id: number): Promise<string | null> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.viewAsAdminId)))
    .returning({ idHash: sessions.idHash });
  return gone?.idHash ?? null;
}

/** Ends the user's own sessions except the one with `keepIdHash` (after a password change); their id hashes. */
export async function deleteOtherUserSessions(db: Db, userId: number, keepIdHash: string): Promise<string[]> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.viewAsAdminId), ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return ended.map((s) => s.idHash);
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
