import type { LoginResponse } from '../../contract';
import type { PasswordInput } from '../../machines/password-form/password-form.machine';
import type { CodeInput, LoginInput } from '../../machines/session/session.machine';
import { currentLocale } from '../lib/i18n';
import { body200, refusal, refuse, unexpected, type Result } from './answer';
import { api } from './client';

/** GET /login_check: the current session, or null. */
export async function checkSession(): Promise<LoginResponse | null> {
  return body200('GET /login_check', await api().auth.loginCheck());
}

/** A sign-in that went through: a session, or (a two-factor account) the token of the mailed code's step. */
export type SignIn = { session: LoginResponse } | { twoFactorToken: string };

/**
 * POST /login with e-mail and password. Refused: wrong_credentials (401), review_credentials
 * (422), too_many_attempts (failed sign-ins) or too_many_requests (too many two-factor codes mailed).
 */
export async function login({ email, password }: LoginInput): Promise<Result<SignIn>> {
  const res = await api().auth.login({ body: { email, password } });
  switch (res.status) {
    case 200:
      return { ok: true, value: { session: res.body } };
    case 202:
      return { ok: true, value: { twoFactorToken: res.body.two_factor_token } };
    case 401:
      return refuse(res, 'wrong_credentials');
    case 429:
      return refuse(
        res,
        res.body.message === 'too_many_requests' ? 'too_many_requests' : 'too_many_attempts',
      );
    case 422:
      return refuse(res, 'review_credentials');
    default:
      return unexpected('POST /login', res);
  }
}

/** POST /two_factor_auth/{token}: the mailed code; refused wrong_code (tries left) or link_expired (start again). */
export async function verifyCode({ token, code }: CodeInput): Promise<Result<LoginResponse>> {
  const res = await api().auth.twoFactor({ params: { token }, body: { code } });
  switch (res.status) {
    case 200:
      return { ok: true, value: res.body };
    case 401:
    case 422:
      return refuse(res, 'wrong_code');
    case 410:
      return refuse(res, 'link_expired');
    default:
      return unexpected('POST /two_factor_auth/:token', res);
  }
}

/** POST /logout. */
export async function logout(): Promise<void> {
  body200('POST /logout', await api().auth.logout({}));
}

/**
 * Empty-body POST /login: redeems the mailed link the server parked in a cookie; `confirm` after
 * the visitor answered the question of a 409 (the link is kept until then). Refused with the
 * question first (login CSRF: confirm_switch when another account is signed in here, confirm_link
 * when the link was requested elsewhere), link_expired, or too_many_requests.
 */
export async function linkSignIn(confirm = false): Promise<Result<SignIn>> {
  const res = await api().auth.login({ body: confirm ? { confirm: true } : {} });
  switch (res.status) {
    case 200:
      return { ok: true, value: { session: res.body } };
    case 202:
      return { ok: true, value: { twoFactorToken: res.body.two_factor_token } };
    case 409:
      return refuse(res, res.body.message === 'confirm_switch' ? 'confirm_switch' : 'confirm_link');
    case 401:
    case 410:
      return refuse(res, 'link_expired');
    case 429:
      return refuse(res, 'too_many_requests');
    default:
      return unexpected('POST /login (link)', res);
  }
}

/** POST /password_reset/{id}/{code}: the reset link's new password; refused with field errors, or link_expired. */
export async function submitReset(id: string, code: string, input: PasswordInput): Promise<Result<null>> {
  const res = await api().auth.passwordResetConfirm({ params: { id, code }, body: input });
  if (res.status === 200) return { ok: true, value: null };
  if (res.status === 422) return refuse(res);
  if (res.status === 410 || res.status === 404) return refuse(res, 'link_expired');
  return unexpected('POST /password_reset/:id/:code', res);
}

/** POST /activate/{activation_code}: the first password; the answer signs the user in. */
export async function submitActivation(
  code: string,
  input: PasswordInput,
  extra: { user?: string; redirect?: string } = {},
): Promise<Result<LoginResponse>> {
  const res = await api().auth.activate({
    params: { activation_code: code },
    body: { ...input, ...extra },
  });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 410 || res.status === 404) return refuse(res, 'link_expired');
  return unexpected('POST /activate/:activation_code', res);
}

/** Too many mails asked for: shown at the address. */
const tooManyMails = () => refusal({ errors: { email: ['too_many_requests'] } });

/** POST /login/email: a sign-in link (or, for an account not yet activated, an activation link). */
export async function requestLoginLink(email: string, redirect?: string): Promise<Result<null>> {
  const res = await api().auth.loginEmail({ body: redirect ? { email, redirect } : { email } });
  if (res.status === 200) return { ok: true, value: null };
  if (res.status === 422) return refuse(res);
  if (res.status === 429) return tooManyMails();
  return unexpected('POST /login/email', res);
}

/** POST /password_reset: a reset link, same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<Result<null>> {
  const res = await api().auth.passwordReset({ body: { email, browser_lang: currentLocale() } });
  if (res.status === 200) return { ok: true, value: null };
  if (res.status === 422) return refuse(res);
  if (res.status === 429) return tooManyMails();
  return unexpected('POST /password_reset', res);
}
