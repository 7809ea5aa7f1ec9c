import { normalizeLocale, type Contract } from '../../contract';
import { clearFailures, isLocked, recordFailure } from '../auth/lockout';
import { audit } from '../domain/audit';
import { issueToken, redeemToken } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/password';
import { clientLoginBlocked, limitMail, recordClientLoginFailure } from '../auth/rate-limit';
import { endSession, startSession } from '../auth/start-session';
import { sessionLoginResponse } from '../auth/view-as';
import type { RequestContext } from '../context';
import { findUserByEmail, findUserById, normalizeEmail, toLoginResponse } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import { sendMail } from '../mail/send';
import { authLinkHandlers } from './auth-links';
import { LOGIN_LINK_COOKIE, loginLinkCookieOptions } from './login-link';
import { ok } from './answers';

/**
 * Empty-body POST /login: redeems the sign-in link parked in the login_link
 * cookie (once); without one, answers for the session the browser already has.
 */
async function linkSignIn(ctx: RequestContext) {
  const token = ctx.request.cookies[LOGIN_LINK_COOKIE];
  if (token) {
    ctx.reply.clearCookie(LOGIN_LINK_COOKIE, loginLinkCookieOptions(ctx.config));
    const row = await redeemToken(ctx.db, 'login_link', token, ctx.now());
    const user = row ? await findUserById(ctx.db, row.userId) : null;
    if (!user) return { status: 410 as const, body: { message: 'link_expired' } };
    // The link proves the mailbox, not the password: a lock set by failed passwords stays.
    await startSession(ctx, user);
    return { status: 200 as const, body: toLoginResponse(user) };
  }
  return ctx.session
    ? { status: 200 as const, body: toLoginResponse(ctx.session.user) }
    : { status: 401 as const, body: { message: 'unauthenticated' } };
}

/** Sign-in with lock-out and two-factor, link sign-in, login check and logout (DESIGN §7). */
export const authHandlers: HandlerMap<Contract['auth']> = {
  login: async ({ body }, ctx) => {
    if (!('email' in body)) return linkSignIn(ctx);
    const { db } = ctx;
    const now = ctx.now();
    const email = normalizeEmail(body.email);
    if ((await clientLoginBlocked(ctx)) || (await isLocked(db, email, now))) {
      await verifyPassword(null, body.password); // same work as any other attempt
      await audit(ctx, { event: 'sign_in', outcome: 'locked', email });
      return { status: 429, body: { message: 'too_many_attempts' } };
    }
    const user = await findUserByEmail(db, email);
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
      await recordFailure(db, email, now);
      await recordClientLoginFailure(ctx);
      await audit(ctx, { event: 'sign_in', outcome: 'failure', userId: user?.id, email });
      if (await isLocked(db, email, now))
        await audit(ctx, { event: 'lock_out', outcome: 'locked', userId: user?.id, email });
      return { status: 401, body: { message: 'wrong_credentials' } };
    }
    await clearFailures(db, email);
    if (user.twoFactor) {
      // The password was right; the session starts only after the mailed code (POST /two_factor_auth/:token).
      const limited = await limitMail(ctx, 'two_factor', { target: user.email, account: user.email });
      if (limited) return limited;
      const { token, code } = await issueToken(db, { kind: 'two_factor', userId: user.id, now });
      await sendMail(ctx, {
        to: user.email,
        locale: normalizeLocale(user.language),
        template: 'two_factor_code',
        params: { name: user.firstName, code: code ?? '' },
      });
      await audit(ctx, { event: 'two_factor', outcome: 'challenge', userId: user.id, email });
      return { status: 202, body: { two_factor_token: token } };
    }
    await startSession(ctx, user, { clearLockout: true });
    return { status: 200, body: toLoginResponse(user) };
  },

  loginCheck: async (_req, ctx) => ({
    status: 200,
    body: ctx.session ? await sessionLoginResponse(ctx.db, ctx.session) : null,
  }),

  ...authLinkHandlers,

  logout: async (_req, ctx) => {
    await endSession(ctx);
    return ok;
  },
};
