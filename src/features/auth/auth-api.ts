import type { LoginResponse, MessageCode } from '../../../contract';
import type { PasswordInput, PasswordResult } from '../../../machines/password-form/password-form.machine';
import { tsr } from '../../lib/api';
import { currentLocale } from '../../lib/i18n';

/** Thrown for an answer outside the contract's expected ones (the failed-request dialog shows). */
export class UnexpectedAnswer extends Error {
  constructor(what: string, status: number) {
    super(`${what} answered ${status}`);
  }
}

/** The status of an answer the checks above did not expect (typed `never` by then). */
const statusOf = (res: unknown) => (res as { status: number }).status;

const asErrors = (errors: Record<string, string[]>) => errors as Record<string, MessageCode[]>;

/** POST /password_reset/{id}/{code}: the reset link's new password. */
export async function submitReset(id: string, code: string, input: PasswordInput): Promise<PasswordResult> {
  const res = await tsr.auth.passwordResetConfirm.mutate({ params: { id, code }, body: input });
  if (res.status === 200) return { outcome: 'saved', session: null };
  if (res.status === 422) return { outcome: 'invalid', errors: asErrors(res.body.errors) };
  if (res.status === 410 || res.status === 404) return { outcome: 'expired' };
  throw new UnexpectedAnswer('POST /password_reset/:id/:code', statusOf(res));
}

/** POST /activate/{activation_code}: the first password; the answer signs the user in. */
export async function submitActivation(
  code: string,
  input: PasswordInput,
  extra: { user?: string; redirect?: string } = {},
): Promise<PasswordResult> {
  const res = await tsr.auth.activate.mutate({
    params: { activation_code: code },
    body: { ...input, ...extra },
  });
  if (res.status === 200) return { outcome: 'saved', session: res.body };
  if (res.status === 422) return { outcome: 'invalid', errors: asErrors(res.body.errors) };
  if (res.status === 410 || res.status === 404) return { outcome: 'expired' };
  throw new UnexpectedAnswer('POST /activate/:activation_code', statusOf(res));
}

export type RequestResult = { ok: true } | { ok: false; errors: Record<string, MessageCode[]> };

/** POST /login/email: a sign-in link (or, for an account not yet activated, an activation link). */
export async function requestLoginLink(email: string, redirect?: string): Promise<RequestResult> {
  const res = await tsr.auth.loginEmail.mutate({ body: redirect ? { email, redirect } : { email } });
  if (res.status === 200) return { ok: true };
  if (res.status === 422) return { ok: false, errors: asErrors(res.body.errors) };
  if (res.status === 429) return { ok: false, errors: { email: ['too_many_attempts'] } };
  throw new UnexpectedAnswer('POST /login/email', statusOf(res));
}

/** POST /password_reset: a reset link, same answer whether or not the address exists. */
export async function requestPasswordReset(email: string): Promise<RequestResult> {
  const res = await tsr.auth.passwordReset.mutate({ body: { email, browser_lang: currentLocale() } });
  if (res.status === 200) return { ok: true };
  if (res.status === 422) return { ok: false, errors: asErrors(res.body.errors) };
  if (res.status === 429) return { ok: false, errors: { email: ['too_many_attempts'] } };
  throw new UnexpectedAnswer('POST /password_reset', statusOf(res));
}

/** Empty-body POST /login: redeems the mailed link the server parked in a cookie. */
export async function linkSignIn(): Promise<LoginResponse | 'expired'> {
  const res = await tsr.auth.login.mutate({ body: {} });
  if (res.status === 200) return res.body;
  if (res.status === 410 || res.status === 401) return 'expired';
  throw new UnexpectedAnswer('POST /login (link)', statusOf(res));
}
