import { eq } from 'drizzle-orm';
import type { Contract } from '../../contract';
import { anonymousToken } from '../auth/csrf';
import { clearFailures, isLocked, recordFailure } from '../auth/lockout';
import { verifyPassword } from '../auth/password';
import { createSession, deleteSession } from '../auth/sessions';
import { users } from '../db/schema';
import { normalizeEmail, toLoginResponse } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import { clearSessionCookie, setCsrfCookie, setSessionCookie } from '../http/cookies';
import { sessionLimits } from '../http/session-hooks';

/** Sign-in with lock-out, login check and logout (DESIGN §7). */
export const authHandlers: HandlerMap<Contract['auth']> = {
  login: async ({ body }, ctx) => {
    if (!('email' in body)) {
      // Empty body: a link-based sign-in whose session is already set (issue 3).
      return ctx.session
        ? { status: 200, body: toLoginResponse(ctx.session.user) }
        : { status: 401, body: { message: 'unauthenticated' } };
    }
    const { db, config } = ctx;
    const now = ctx.now();
    const email = normalizeEmail(body.email);
    if (await isLocked(db, email, now)) {
      await verifyPassword(null, body.password); // same work as any other attempt
      return { status: 429, body: { message: 'too_many_attempts' } };
    }
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
      await recordFailure(db, email, now);
      return { status: 401, body: { message: 'wrong_credentials' } };
    }
    await clearFailures(db, email);
    // Rotation: the session (if any) this browser had before is ended.
    if (ctx.session) await deleteSession(db, ctx.session.idHash);
    const session = await createSession(db, user.id, now, sessionLimits(ctx));
    setSessionCookie(ctx.reply, config, session.id, session.expiresAt);
    setCsrfCookie(ctx.reply, config, session.csrfToken);
    return { status: 200, body: toLoginResponse(user) };
  },

  loginCheck: async (_req, ctx) => ({
    status: 200,
    body: ctx.session ? toLoginResponse(ctx.session.user) : null,
  }),

  logout: async (_req, ctx) => {
    if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
    clearSessionCookie(ctx.reply, ctx.config);
    setCsrfCookie(ctx.reply, ctx.config, anonymousToken(ctx.config.sessionSecret));
    return { status: 200, body: { success: true } };
  },
};
