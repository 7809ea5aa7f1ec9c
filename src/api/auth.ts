import type { LinkConfirmation, LoginResponse, MessageCode } from '../../contract';
import type { PasswordInput, PasswordResult } from '../../machines/password-form/password-form.machine';
import type { CodeInput, CodeResult, LoginInput, LoginResult } from '../../machines/session/session.machine';
import { currentLocale } from '../lib/i18n';
import { body200, fieldErrors, unexpected, type FieldErrors } from './answer';
import { api } from './client';

/** GET /login_check: the current session, or null. */
export async function checkSession(): Promise<LoginResponse | null> {
  return body200('GET /login_check', await api().auth.loginCheck());
}

/** POST /login with e-mail and password. */
export async function login({ email, password }: LoginInput): Promise<LoginResult> {
  const res = await api().auth.login({ body: { email, password } });
  switch (res.status) {
    case 200:
      return { ok: true, session: res.body };
    case 202:
      return { ok: 'two_factor', token: res.body.two_factor_token };
    case 401:
      return { ok: false, error: 'wrong_credentials' };
    case 429:
      // too_many_attempts (failed sign-ins) or too_many_requests (too many two-factor codes mailed).
      return {
        ok: false,
        error: res.body.message === 'too_many_requests' ? 'too_many_requests' : 'too_many_attempts',
      };
    case 422:
      return { ok: false, error: 'review_credentials' };
    default:
      return unexpected('POST /login', res);
  }
}

/** POST /two_factor_auth/{token}: the mailed code. */
export async function verifyCode({ token, code }: CodeInput): Promise<CodeResult> {
  const res = await api().auth.twoFactor({ params: { token }, body: { code } });
  switch (res.status) {
    case 200:
      return { ok: true, session: res.body };
    case 401:
      return { ok: false, error: 'wrong_code' };
    case 410:
      return { ok: false, error: 'link_expired' };
    case 422:
      return { ok: false, error: 'wrong_code' };
    default:
      return unexpected('POST /two_factor_auth/:token', res);
  }
}

/** POST /logout. */
export async function logout(): Promise<void> {
  body200('POST /logout', await api().auth.logout({}));
}

export type LinkSignInResult =
  | { outcome: 'signed_in'; session: LoginResponse }
  /** A two-factor account: the code was mailed; on to /two_factor_auth/:token. */
  | { outcome: 'two_factor'; token: string }
  /** Asked first (login CSRF): another account is signed in here, or the link was requested elsewhere. */
  | { outcome: 'confirm'; question: LinkConfirmation }
  | { outcome: 'expired' }
  | { outcome: 'refused'; error: MessageCode };

/**
 * Empty-body POST /login: redeems the mailed link the server parked in a cookie; `confirm` after
 * the visitor answered the question of a 409 (the link is kept until then).
 */
export async function linkSignIn(confirm = false): Promise<LinkSignInResult> {
  const res = await api().auth.login({ body: confirm ? { confirm: true } : {} });
  switch (res.status) {
    case 200:
      return { outcome: 'signed_in', session: res.body };
    case 202:
      return { outcome: 'two_factor', token: res.body.two_factor_token };
    case 409:
      return {
        outcome: 'confirm',
        question: res.body.message === 'confirm_switch' ? 'confirm_switch' : 'confirm_link',
      };
    case 401:
    case 410:
      return { outcome: 'expired' };
    case 429:
      return { outcome: 'refused', error: 'too_many_requests' };
    default:
      return unexpected('POST /login (link)', res);
  }
}

/** POST /password_reset/{id}/{code}: the reset link's new password. */
export async function submitReset(id: string, code: string, input: PasswordInput): Promise<PasswordResult> {
  const res = await api().auth.passwordResetConfirm({ params: { id, code }, body: input });
  if (res.status === 200) return { outcome: 'saved', session: null };
  if (res.status === 422) return { outcome: 'invalid', errors: fieldErrors(res.body.errors) };
  if (res.status === 410 || res.status === 404) return { outcome: 'expired' };
  return unexpected('POST /password_reset/:id/:code', res);
}

/** POST /activate/{activation_code}: the first password; the answer signs the user in. */
export async function submitActivation(
  code: string,
  input: PasswordInput,
  extra: { user?: string; redirect?: string } = {},
): Promise<PasswordResult> {
  const res = await api().auth.activate({
    params: { activation_code: code },
    body: { ...input, ...extra },
  });
  if (res.status === 200) return { outcome: 'saved', session: res.body };
  if (res.status === 422) return { outcome: 'invalid', errors: fieldErrors(res.body.errors) };
  if (res.status === 410 || res.status === 404) return { outcome: 'expired' };
  return unexpected('POST /activate/:activation_code', res);
}

export type RequestResult = { ok: true } | { ok: false; errors: FieldErrors };

/** POST /login/email: a sign-in link (or, for an account not yet activated, an activation link). */
export async function requestLoginLink(email: string, redirect?: string): Promise<RequestResult> {
  const res = await api().auth.loginEmail({ body: redirect ? { email, redirect } : { email } });
  if (res.status === 200) return { ok: true };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 429) return { ok: false, errors: { email: ['too_many_requests'] } };
  return unexpected('POST /login/email', res);
}

/** POST /password_reset: a reset link, same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<RequestResult> {
  const res = await api().auth.passwordReset({ body: { email, browser_lang: currentLocale() } });
  if (res.status === 200) return { ok: true };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 429) return { ok: false, errors: { email: ['too_many_requests'] } };
  return unexpected('POST /password_reset', res);
}
