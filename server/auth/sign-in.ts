import type { Config } from '../config';
import type { RequestContext } from '../http/context';
import { setCsrfCookie, setSessionCookie } from '../http/cookies';
import { sessionLimits } from '../http/session-hooks';
import { clearFailures } from './lockout';
import { createSession, deleteSession, type UserRow } from './sessions';

/**
 * Starts a fresh session for the user: the browser's previous session (if
 * any) is ended, so the id always rotates at sign-in, after the two-factor
 * step, activation and link sign-in. Sets the sid and csrf cookies.
 */
export async function signIn(ctx: RequestContext, user: UserRow): Promise<void> {
  const now = ctx.now();
  if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
  await clearFailures(ctx.db, user.email);
  const session = await createSession(ctx.db, user.id, now, sessionLimits(ctx));
  setSessionCookie(ctx.reply, ctx.config, session.id, session.expiresAt);
  setCsrfCookie(ctx.reply, ctx.config, session.csrfToken);
}

/** The origin + prefix mailed links start with: PUBLIC_URL when set, else the request's own origin. */
export function linkBase(ctx: { config: Config; request: RequestContext['request'] }): string {
  const origin = ctx.config.publicUrl ?? `${ctx.request.protocol}://${ctx.request.host}`;
  return origin + ctx.config.prefix;
}
