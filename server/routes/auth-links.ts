import { IdParam, normalizeLocale, type Contract } from '../../contract';
import { newPasswordProblems } from '../auth/common-passwords';
import { issueToken, peekToken, recordWrongCode, redeemToken } from '../auth/one-time-tokens';
import { setPassword } from '../auth/set-password';
import { deleteUserSessions } from '../auth/sessions';
import { disconnectSessions } from '../auth/session-sockets';
import { limitMail } from '../auth/rate-limit';
import { startSession } from '../auth/start-session';
import { sha256 } from '../lib/crypto';
import { audit } from '../db/audit';
import { findUserByEmail, findUserById, normalizeEmail, toLoginResponse } from '../db/users';
import type { HandlerMap } from '../http-kit/handlers';
import { publicUrl } from '../mail/public-url';
import { queueDecoy, sendMail } from '../mail/send';
import { invalid, linkExpired, notFound, ok } from './answers';
import { linkRequester } from './login-link';

type Handlers = Pick<
  HandlerMap<Contract['auth']>,
  'loginEmail' | 'passwordReset' | 'passwordResetConfirm' | 'activate' | 'twoFactor'
>;

/** 422 with the SPEC §5 codes or `password_common` when a new password breaks the rules (before any link is used up). */
function refusedPassword(body: { password: string; password_confirmation: string }) {
  const errors = newPasswordProblems(body);
  return errors.password || errors.password_confirmation ? invalid(errors) : null;
}

/** Mailed links (sign-in, activation, password reset) and the two-factor step. */
export const authLinkHandlers: Handlers = {
  /**
   * Mails a sign-in link (15 min), or an activation link (7 days) to an account
   * that has no password yet. Same answer whether or not the address exists. The contract has
   * already refused a redirect that is not a same-origin path.
   */
  loginEmail: async ({ body }, ctx) => {
    const redirect = body.redirect || undefined;
    const email = normalizeEmail(body.email);
    // Set for every address alike (no enumeration), before any limit.
    const requester = linkRequester(ctx.request, ctx.reply, ctx.config);
    const limited = await limitMail(ctx, 'login_link', { target: email, account: email });
    if (limited) return limited;
    const user = await findUserByEmail(ctx.db, email);
    const now = ctx.now();
    const active = user?.passwordHash != null;
    if (user) {
      const { token } = await issueToken(ctx.db, {
        kind: active ? 'login_link' : 'activation',
        userId: user.id,
        now,
        redirect,
        requesterHash: sha256(requester),
      });
      await sendMail(ctx, {
        to: user.email,
        locale: normalizeLocale(user.language),
        template: active ? 'login_link' : 'activation',
        params: {
          name: user.firstName,
          // The activation page sends the redirect back with POST /activate (SPEC §7) and goes there after.
          url: publicUrl(
            ctx,
            active
              ? `/login/link/${token}`
              : `/activation/${token}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
          ),
        },
      });
    } else await queueDecoy(ctx, 'login_link'); // same path as a mail (timing)
    return ok;
  },

  /** Mails a reset link (60 min) in the account's language; same answer for unknown addresses. */
  passwordReset: async ({ body }, ctx) => {
    const email = normalizeEmail(body.email);
    const limited = await limitMail(ctx, 'password_reset', { target: email, account: email });
    if (limited) return limited;
    const user = await findUserByEmail(ctx.db, email);
    if (user) {
      const { id, token } = await issueToken(ctx.db, {
        kind: 'password_reset',
        userId: user.id,
        now: ctx.now(),
      });
      await sendMail(ctx, {
        to: user.email,
        locale: normalizeLocale(user.language || body.browser_lang),
        template: 'password_reset',
        params: { name: user.firstName, url: publicUrl(ctx, `/password_reset/${id}/${token}`) },
      });
    } else await queueDecoy(ctx, 'password_reset'); // same path as a mail (timing)
    return ok;
  },

  /** Sets a new password from a reset link: rules first (a typo does not burn the link), then one redemption. */
  passwordResetConfirm: async ({ params, body }, ctx) => {
    const refused = refusedPassword(body);
    if (refused) return refused;
    const id = IdParam.safeParse(params.id);
    if (!id.success) return notFound;
    const row = await redeemToken(ctx.db, 'password_reset', params.code, ctx.now(), { id: id.data });
    if (!row) {
      await audit(ctx, { event: 'password_reset', outcome: 'failure' });
      return linkExpired;
    }
    await setPassword(ctx, row.userId, body.password);
    await audit(ctx, { event: 'password_reset', outcome: 'success', userId: row.userId });
    const ended = await deleteUserSessions(ctx.db, row.userId);
    await Promise.all(
      ended.map(() => audit(ctx, { event: 'session_end', outcome: 'revoked', userId: row.userId })),
    );
    await disconnectSessions(ctx, ended);
    return ok;
  },

  /**
   * Activates an account: sets its first password and signs it in (new session id). `user`, the
   * address the link was sent to (/set_password?user=…), must be the code's account: otherwise
   * 404 and the link stays unused. `redirect` is the contract's same-origin path; the SPA goes there.
   */
  activate: async ({ params, body }, ctx) => {
    const refused = refusedPassword(body);
    if (refused) return refused;
    if (body.user) {
      const pending = await peekToken(ctx.db, 'activation', params.activation_code, ctx.now());
      const owner = pending ? await findUserById(ctx.db, pending.userId) : null;
      if (!owner) return linkExpired;
      if (normalizeEmail(owner.email) !== normalizeEmail(body.user)) return notFound;
    }
    const row = await redeemToken(ctx.db, 'activation', params.activation_code, ctx.now());
    if (!row) return linkExpired;
    const user = await setPassword(ctx, row.userId, body.password);
    if (!user) return linkExpired;
    await startSession(ctx, user, { clearLockout: true });
    return { status: 200, body: toLoginResponse(user) };
  },

  /** The two-factor step: the right code within 10 minutes and 5 tries signs in (new session id). */
  twoFactor: async ({ params, body }, ctx) => {
    const now = ctx.now();
    const row = await redeemToken(ctx.db, 'two_factor', params.token, now, { code: body.code });
    if (!row) {
      const left = await recordWrongCode(ctx.db, params.token, now);
      const step = await peekToken(ctx.db, 'two_factor', params.token, now);
      await audit(ctx, { event: 'two_factor', outcome: 'failure', userId: step?.userId });
      return left ? { status: 401, body: { message: 'wrong_code' } } : linkExpired;
    }
    const user = await findUserById(ctx.db, row.userId);
    if (!user) return linkExpired;
    await audit(ctx, { event: 'two_factor', outcome: 'success', userId: user.id, email: user.email });
    await startSession(ctx, user, { clearLockout: true });
    return { status: 200, body: toLoginResponse(user) };
  },
};
