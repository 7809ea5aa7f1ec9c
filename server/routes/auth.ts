import type { Contract, LinkConfirmation } from '../../contract';
import { beginSignIn } from '../auth/lockout';
import { audit } from '../db/audit';
import { peekToken, redeemToken } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/password';
import { endSession, startSession } from '../auth/start-session';
import { sessionLoginResponse } from '../auth/view-as';
import type { RequestContext } from '../context';
import { findUserByEmail, findUserById, normalizeEmail, toLoginResponse } from '../db/users';
import type { HandlerMap } from '../http-kit/handlers';
import { authLinkHandlers } from './auth-links';
import { loginLinkCookie, loginLinkCookieOptions, ownSession, requestedHere } from './login-link';
import { linkExpired, ok } from './answers';
import { challengeTwoFactor } from './two-factor-challenge';

/**
 * Empty-body POST /login: redeems the sign-in link parked in the login_link cookie (once); without
 * one, answers for the session the browser already has. Login CSRF: while this browser holds
 * another account's session, or did not ask for the link, the answer is 409 and the link stays
 * (the page asks; `confirm: true` goes on). A two-factor account gets the mailed code first (202);
 * a confirmed switch ends the other account's session then.
 */
async function linkSignIn(ctx: RequestContext, confirmed: boolean) {
  const token = ctx.request.cookies[loginLinkCookie(ctx.config)];
  if (!token) {
    return ctx.session
      ? { status: 200 as const, body: toLoginResponse(ctx.session.user) }
      : { status: 401 as const, body: { message: 'unauthenticated' } };
  }
  const now = ctx.now();
  const live = token.length <= 200 ? await peekToken(ctx.db, 'login_link', token, now) : null;
  const user = live ? await findUserById(ctx.db, live.userId) : null;
  if (!live || !user) {
    ctx.reply.clearCookie(loginLinkCookie(ctx.config), loginLinkCookieOptions(ctx.config));
    await audit(ctx, { event: 'sign_in', outcome: 'failure', userId: live?.userId });
    return linkExpired;
  }
  const own = ownSession(ctx, user.id);
  const question: LinkConfirmation | null = own
    ? null
    : ctx.session
      ? 'confirm_switch'
      : requestedHere(ctx.request, ctx.config, live)
        ? null
        : 'confirm_link';
  if (question && !confirmed) {
    await audit(ctx, { event: 'sign_in', outcome: 'confirm', userId: user.id, email: user.email });
    return { status: 409 as const, body: { message: question } };
  }
  ctx.reply.clearCookie(loginLinkCookie(ctx.config), loginLinkCookieOptions(ctx.config));
  if (!(await redeemToken(ctx.db, 'login_link', token, now))) return linkExpired;
  // The link proves the mailbox, not the password: a lock set by failed passwords stays.
  if (user.twoFactor && !own) {
    const answer = await challengeTwoFactor(ctx, user);
    if (answer.status === 202 && ctx.session) await endSession(ctx); // the visitor chose to leave it
    return answer;
  }
  await startSession(ctx, user);
  return { status: 200 as const, body: toLoginResponse(user) };
}

/** Sign-in with lock-out and two-factor, link sign-in, login check and logout (DESIGN §7). */
export const authHandlers: HandlerMap<Contract['auth']> = {
  login: async ({ body }, ctx) => {
    if (!('email' in body)) return linkSignIn(ctx, body.confirm === true);
    const email = normalizeEmail(body.email);
    // Reserved before the password is checked: of simultaneous tries exactly the limits pass.
    const attempt = await beginSignIn(ctx, email);
    if (!attempt) {
      await verifyPassword(null, body.password); // same work as any other attempt
      await audit(ctx, { event: 'sign_in', outcome: 'locked', email });
      return { status: 429, body: { message: 'too_many_attempts' } };
    }
    const user = await findUserByEmail(ctx.db, email);
    if (!(await verifyPassword(user?.passwordHash, body.password)) || !user) {
      await audit(ctx, { event: 'sign_in', outcome: 'failure', userId: user?.id, email });
      if (attempt.locks) await audit(ctx, { event: 'lock_out', outcome: 'locked', userId: user?.id, email });
      return { status: 401, body: { message: 'wrong_credentials' } };
    }
    await attempt.succeeded();
    // The password was right; the session starts only after the mailed code (POST /two_factor_auth/:token).
    if (user.twoFactor) return challengeTwoFactor(ctx, user);
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
