import type { RequestContext } from '../context';
import type { UserRow } from '../domain/users';
import { clearSessionCookie, setCsrfCookie, setSessionCookie } from './cookies';
import { anonymousToken } from './csrf';
import { clearFailures } from './lockout';
import { createSession, deleteSession, sessionLimits } from './sessions';

export type StartSessionOptions = {
  /** The admin behind the session while they view the portal as `user`. */
  viewAsAdminId?: number | null;
  /** A sign-in: the address's failed attempts are forgotten. */
  clearLockout?: boolean;
};

/**
 * The one session rotation: the browser's previous session (if any) ends and a fresh one starts
 * for `user` (new id, new CSRF token, both cookies set). Used at sign-in, after the two-factor
 * step, activation and link sign-in, at every view-as switch and when a claim transfer is accepted.
 */
export async function startSession(
  ctx: RequestContext,
  user: UserRow,
  options: StartSessionOptions = {},
): Promise<void> {
  if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
  if (options.clearLockout) await clearFailures(ctx.db, user.email);
  const limits = sessionLimits(ctx.config);
  const next = await createSession(ctx.db, user.id, ctx.now(), limits, options.viewAsAdminId ?? null);
  setSessionCookie(ctx.reply, ctx.config, next.id, next.expiresAt);
  setCsrfCookie(ctx.reply, ctx.config, next.csrfToken);
}

/** Logout: the session ends, its cookie goes and the browser gets an anonymous CSRF token. */
export async function endSession(ctx: RequestContext): Promise<void> {
  if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
  clearSessionCookie(ctx.reply, ctx.config);
  setCsrfCookie(ctx.reply, ctx.config, anonymousToken(ctx.config.sessionSecret));
}
