import type { RequestContext } from '../context';
import { audit, auditAll } from '../db/audit';
import type { UserRow } from '../db/users';
import { clearSessionCookie, setCsrfCookie, setSessionCookie } from './cookies';
import { anonymousToken } from './csrf';
import { clearFailures } from './lockout';
import { disconnectSessions } from './session-sockets';
import { createSession, deleteSession, sessionLimits } from './sessions';

export type StartSessionOptions = {
  /** The admin behind the session while they view the portal as `user`. */
  viewAsAdminId?: number | null;
  /** A sign-in: the address's failed attempts are forgotten. */
  clearLockout?: boolean;
  /** A view-as switch: the new session keeps the current session's absolute end. */
  keepLifetime?: boolean;
};

/**
 * The one session rotation: the browser's previous session (if any) ends and a fresh one starts
 * for `user` (new id, new CSRF token, both cookies set), noting the browser's User-Agent and
 * address for the account page's session list. Used at sign-in, after the two-factor
 * step, activation and link sign-in, at every view-as switch and when a claim transfer is accepted.
 */
export async function startSession(
  ctx: RequestContext,
  user: UserRow,
  options: StartSessionOptions = {},
): Promise<void> {
  if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
  if (ctx.session) await ctx.disconnectSession?.(ctx.session.idHash); // its sockets end with it
  if (options.clearLockout) await clearFailures(ctx.db, user.email);
  const limits = sessionLimits(ctx.config);
  const keep = options.keepLifetime ? (ctx.session?.expiresAt ?? null) : null;
  const client = { userAgent: ctx.request.headers['user-agent'] ?? null, ip: ctx.request.ip };
  const next = await createSession(
    ctx.db,
    user.id,
    ctx.now(),
    limits,
    options.viewAsAdminId ?? null,
    keep,
    client,
  );
  setSessionCookie(ctx.reply, ctx.config, next.id, next.expiresAt);
  setCsrfCookie(ctx.reply, ctx.config, next.csrfToken);
  const viewAs = options.viewAsAdminId ? 'view_as_start' : 'view_as_end';
  await audit(ctx, {
    event: options.keepLifetime ? viewAs : 'sign_in',
    outcome: 'success',
    userId: user.id,
    email: user.email,
    actorId: options.viewAsAdminId ?? null,
  });
}

/** Logout: the session ends, its cookie goes and the browser gets an anonymous CSRF token. */
export async function endSession(ctx: RequestContext): Promise<void> {
  if (ctx.session)
    await audit(ctx, { event: 'session_end', outcome: 'success', userId: ctx.session.user.id });
  if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
  if (ctx.session) await ctx.disconnectSession?.(ctx.session.idHash); // its sockets end with it
  clearSessionCookie(ctx.reply, ctx.config);
  setCsrfCookie(ctx.reply, ctx.config, anonymousToken(ctx.config.sessionSecret));
}

/**
 * Sessions of `userId` ended from another session (the account page's list, a password change):
 * their sockets close on every instance and each end is audited as `revoked`.
 */
export async function sessionsRevoked(
  ctx: RequestContext,
  userId: number,
  idHashes: string[],
): Promise<void> {
  await disconnectSessions(ctx, idHashes);
  await auditAll(
    ctx,
    idHashes.map(() => ({ event: 'session_end' as const, outcome: 'revoked' as const, userId })),
  );
}
