import { normalizeLocale, type Contract } from '../../contract';
import { newPasswordProblems } from '../auth/common-passwords';
import { checkCurrentPassword } from '../auth/lockout';
import { setPassword } from '../auth/set-password';
import { limitMail } from '../auth/rate-limit';
import { deleteOtherUserSessions } from '../auth/sessions';
import { sessionsRevoked } from '../auth/start-session';
import { refuseWhileViewingAs } from '../auth/view-as';
import type { SessionContext } from '../context';
import { audit, type AuditEventInput } from '../db/audit';
import { confirmEmailChange, startEmailChange } from '../domain/email-changes';
import { emailTaken, findUserById, normalizeEmail, toUser, updateProfile } from '../db/users';
import type { HandlerMap } from '../http-kit/handlers';
import { publicUrl } from '../mail/public-url';
import { sendMail } from '../mail/send';
import { invalid, linkExpired, notFound, ok } from './answers';

/** The session's user when `id` names them; anyone else's id is not found (no IDOR). */
const tooManyAttempts = { status: 429 as const, body: { message: 'too_many_attempts' } };

const self = (ctx: SessionContext, id: number) => (ctx.session.user.id === id ? ctx.session.user : null);

/** As `self`, for credential and e-mail changes: refused (403) while an admin views as the user. */
function selfForCredentials(ctx: SessionContext, id: number) {
  refuseWhileViewingAs(ctx.session);
  return self(ctx, id);
}

/** Audits a password or e-mail change of the session's user (`email`: the address it concerns). */
const auditChange = (
  ctx: SessionContext,
  event: 'password_change' | 'email_change',
  outcome: AuditEventInput['outcome'],
  email: string = ctx.session.user.email,
) => audit(ctx, { event, outcome, userId: ctx.session.user.id, email });

/** The signed-in user's own account: profile, password and e-mail change. */
export const userHandlers: Pick<
  HandlerMap<Contract['user']>,
  'update' | 'changePassword' | 'emailChange' | 'emailChangeConfirm'
> = {
  update: async ({ params, body }, ctx) => {
    if (!self(ctx, params.id)) return notFound;
    const row = await updateProfile(ctx.db, params.id, body);
    await ctx.userChanged?.(params.id);
    return row ? { status: 200, body: toUser(row) } : notFound;
  },

  changePassword: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    const errors: Record<string, string[]> = {
      ...newPasswordProblems(body, user),
    };
    // An account that has a password must prove it; a link-only account sets its first one.
    if (user.passwordHash) {
      const check = await checkCurrentPassword(ctx.db, user, body.current_password ?? '', ctx.now());
      if (check !== 'ok')
        await auditChange(ctx, 'password_change', check === 'locked' ? 'locked' : 'failure');
      if (check === 'locked') return tooManyAttempts;
      if (check === 'wrong') errors.current_password = ['wrong_password'];
    }
    if (Object.keys(errors).length > 0) return invalid(errors);
    await setPassword(ctx, user.id, body.password);
    await auditChange(ctx, 'password_change', 'success');
    // Whoever knew the old password is out: every other session of the account ends (the default).
    if (body.end_other_sessions !== false)
      await sessionsRevoked(ctx, user.id, await deleteOtherUserSessions(ctx.db, user.id, ctx.session.idHash));
    return ok;
  },

  emailChange: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    const check = await checkCurrentPassword(ctx.db, user, body.password, ctx.now());
    const email = normalizeEmail(body.email);
    if (check !== 'ok')
      await auditChange(ctx, 'email_change', check === 'locked' ? 'locked' : 'failure', email);
    if (check === 'locked') return tooManyAttempts;
    if (check === 'wrong') return invalid({ password: ['wrong_password'] });
    if (email === user.email) return invalid({ email: ['invalid_value'] });
    if (await emailTaken(ctx.db, email, user.id)) return invalid({ email: ['user_exists'] });
    const limited = await limitMail(ctx, 'email_change', { target: email, account: user.email });
    if (limited) return limited;
    const { token, code } = await startEmailChange(ctx.db, user.id, email, ctx.now());
    // A challenge: the change waits for the mailed link and the shown code.
    await auditChange(ctx, 'email_change', 'challenge', email);
    await sendMail(ctx, {
      to: email,
      locale: normalizeLocale(user.language),
      template: 'email_change',
      params: { url: publicUrl(ctx, `/email_change/${token}`) },
    });
    return { status: 200, body: { activation_code: code, email } };
  },

  emailChangeConfirm: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    const outcome = await confirmEmailChange(ctx.db, user.id, body.token, body.code, ctx.now());
    if (outcome.kind === 'ok') await ctx.userChanged?.(user.id);
    await auditChange(
      ctx,
      'email_change',
      outcome.kind === 'ok' ? 'success' : 'failure',
      outcome.kind === 'ok' ? outcome.newEmail : user.email,
    );
    switch (outcome.kind) {
      case 'not_found':
        return notFound;
      case 'expired':
        return linkExpired;
      case 'wrong_code':
        return invalid({ code: ['wrong_activation_code'] });
      case 'taken':
        return invalid({ email: ['user_exists'] });
    }
    await sendMail(ctx, {
      to: outcome.oldEmail,
      locale: normalizeLocale(user.language),
      template: 'email_changed',
      params: { email: outcome.newEmail },
    });
    const row = await findUserById(ctx.db, user.id);
    return row ? { status: 200, body: toUser(row) } : notFound;
  },
};
