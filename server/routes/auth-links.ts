import { eq } from 'drizzle-orm';
import { normalizeLocale, passwordProblems, type Contract } from '../../contract';
import { issueToken, mayMail, recordWrongCode, redeemToken } from '../auth/one-time-tokens';
import { hashPassword } from '../auth/password';
import { safeRedirect } from '../auth/redirect';
import { linkBase, signIn } from '../auth/sign-in';
import { sessions, users } from '../db/schema';
import { normalizeEmail, toLoginResponse } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import type { RequestContext } from '../http/context';
import { sendMail } from '../mail/send';

type Handlers = HandlerMap<Contract['auth']>;

async function userByEmail(ctx: RequestContext, email: string) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

async function userById(ctx: RequestContext, id: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  return user;
}

const invalid = (field: string) => ({
  status: 422 as const,
  body: { message: 'validation_failed', errors: { [field]: ['invalid_value'] } },
});

const expired = { status: 410, body: { message: 'link_expired' } } as const;

/** Mailed links (sign-in, activation, password reset) and the two-factor step (issue 3). */
export const authLinkHandlers: Handlers = {
  /**
   * Mails a sign-in link (15 min), or an activation link (7 days) to an account
   * that has no password yet. Same answer whether or not the address exists.
   */
  loginEmail: async ({ body }, ctx) => {
    let redirect: string | undefined;
    if (body.redirect !== undefined && body.redirect !== '') {
      redirect = safeRedirect(body.redirect);
      if (!redirect) return invalid('redirect');
    }
    const user = await userByEmail(ctx, body.email);
    const now = ctx.now();
    const active = user?.passwordHash != null;
    if (user && (await mayMail(ctx.db, active ? 'login_link' : 'activation', user.id, now))) {
      const { token } = await issueToken(ctx.db, {
        kind: active ? 'login_link' : 'activation',
        userId: user.id,
        now,
        redirect,
      });
      const base = linkBase(ctx);
      await sendMail(ctx, {
        to: user.email,
        locale: normalizeLocale(user.language),
        template: active ? 'login_link' : 'activation',
        params: {
          name: user.firstName,
          url: active ? `${base}/login/link/${token}` : `${base}/activation/${token}`,
        },
      });
    }
    return { status: 200, body: { success: true } };
  },

  /** Mails a reset link (60 min) in the account's language; same answer for unknown addresses. */
  passwordReset: async ({ body }, ctx) => {
    const user = await userByEmail(ctx, body.email);
    if (user && (await mayMail(ctx.db, 'password_reset', user.id, ctx.now()))) {
      const { id, token } = await issueToken(ctx.db, {
        kind: 'password_reset',
        userId: user.id,
        now: ctx.now(),
      });
      await sendMail(ctx, {
        to: user.email,
        locale: normalizeLocale(user.language || body.browser_lang),
        template: 'password_reset',
        params: { name: user.firstName, url: `${linkBase(ctx)}/password_reset/${id}/${token}` },
      });
    }
    return { status: 200, body: { success: true } };
  },

  /** Sets a new password from a reset link: rules first (a typo does not burn the link), then one redemption. */
  passwordResetConfirm: async ({ params, body }, ctx) => {
    const errors = passwordProblems(body.password, body.password_confirmation);
    if (errors.password || errors.password_confirmation) {
      return { status: 422, body: { message: 'validation_failed', errors } };
    }
    const id = Number(params.id);
    if (!Number.isSafeInteger(id)) return expired;
    const row = await redeemToken(ctx.db, 'password_reset', params.code, ctx.now(), { id });
    if (!row) return expired;
    await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, row.userId));
    // Every session of the account ends: whoever knew the old password is out.
    await ctx.db.delete(sessions).where(eq(sessions.userId, row.userId));
    return { status: 200, body: { success: true } };
  },

  /** Activates an account: sets its first password and signs it in (new session id). */
  activate: async ({ params, body }, ctx) => {
    const errors = passwordProblems(body.password, body.password_confirmation);
    if (errors.password || errors.password_confirmation) {
      return { status: 422, body: { message: 'validation_failed', errors } };
    }
    if (body.redirect !== undefined && body.redirect !== '' && !safeRedirect(body.redirect)) {
      return invalid('redirect');
    }
    const row = await redeemToken(ctx.db, 'activation', params.activation_code, ctx.now());
    if (!row) return expired;
    const user = await userById(ctx, row.userId);
    if (!user) return expired;
    const [updated] = await ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id))
      .returning();
    await signIn(ctx, updated ?? user);
    return { status: 200, body: toLoginResponse(updated ?? user) };
  },

  /** The two-factor step: the right code within 10 minutes and 5 tries signs in (new session id). */
  twoFactor: async ({ params, body }, ctx) => {
    const now = ctx.now();
    const row = await redeemToken(ctx.db, 'two_factor', params.token, now, { code: body.code });
    if (!row) {
      const left = await recordWrongCode(ctx.db, params.token, now);
      return left ? { status: 401, body: { message: 'wrong_code' } } : expired;
    }
    const user = await userById(ctx, row.userId);
    if (!user) return expired;
    await signIn(ctx, user);
    return { status: 200, body: toLoginResponse(user) };
  },
};
