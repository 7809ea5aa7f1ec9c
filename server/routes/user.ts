import { passwordProblems, type Contract } from '../../contract';
import { hashPassword, verifyPassword } from '../auth/password';
import { refuseWhileViewingAs } from '../auth/view-as';
import { findUserById, setPasswordHash, updateProfile } from '../domain/account';
import { emailChangeMail, emailChangedMail } from '../domain/account-mail-texts';
import { deliverMail } from '../mail/send';
import { confirmEmailChange, emailTaken, startEmailChange } from '../domain/email-changes';
import { normalizeEmail, toUser } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession, type RequestContext } from '../http/context';
import { pageUrl } from './links';

const notFound = { status: 404, body: { message: 'not_found' } } as const;
const invalid = (errors: Record<string, string[]>) =>
  ({ status: 422, body: { message: 'validation_failed', errors } }) as const;

/** The session's user when `id` names them; anyone else's id is not found (no IDOR). */
function self(ctx: RequestContext, id: number) {
  const { user } = requireSession(ctx);
  return user.id === id ? user : null;
}

/** As `self`, for credential and e-mail changes: refused (403) while an admin views as the user. */
function selfForCredentials(ctx: RequestContext, id: number) {
  refuseWhileViewingAs(ctx.session);
  return self(ctx, id);
}

/** The signed-in user's own account: profile, password and e-mail change. */
export const userHandlers: HandlerMap<Contract['user']> = {
  update: async ({ params, body }, ctx) => {
    if (!self(ctx, params.id)) return notFound;
    const row = await updateProfile(ctx.db, params.id, body);
    return row ? { status: 200, body: toUser(row) } : notFound;
  },

  changePassword: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    const errors: Record<string, string[]> = {
      ...passwordProblems(body.password, body.password_confirmation),
    };
    // An account that has a password must prove it; a link-only account sets its first one.
    if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.current_password ?? '')))
      errors.current_password = ['wrong_password'];
    if (Object.keys(errors).length > 0) return invalid(errors);
    await setPasswordHash(ctx.db, user.id, await hashPassword(body.password));
    return { status: 200, body: { success: true } };
  },

  emailChange: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    if (!(await verifyPassword(user.passwordHash, body.password)))
      return invalid({ password: ['wrong_password'] });
    const email = normalizeEmail(body.email);
    if (email === user.email) return invalid({ email: ['invalid_value'] });
    if (await emailTaken(ctx.db, email, user.id)) return invalid({ email: ['user_exists'] });
    const { token, code } = await startEmailChange(ctx.db, user.id, email, ctx.now());
    const link = pageUrl(ctx, `/email_change/${token}`);
    await deliverMail(ctx, emailChangeMail(email, user.language, link));
    return { status: 200, body: { activation_code: code, email } };
  },

  emailChangeConfirm: async ({ params, body }, ctx) => {
    const user = selfForCredentials(ctx, params.id);
    if (!user) return notFound;
    const outcome = await confirmEmailChange(ctx.db, user.id, body.token, body.code, ctx.now());
    switch (outcome.kind) {
      case 'not_found':
        return notFound;
      case 'expired':
        return { status: 410, body: { message: 'link_expired' } };
      case 'wrong_code':
        return invalid({ code: ['wrong_activation_code'] });
      case 'taken':
        return invalid({ email: ['user_exists'] });
    }
    await deliverMail(ctx, emailChangedMail(outcome.oldEmail, user.language, outcome.newEmail));
    const row = await findUserById(ctx.db, user.id);
    return row ? { status: 200, body: toUser(row) } : notFound;
  },
};
