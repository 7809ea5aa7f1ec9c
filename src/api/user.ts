import type { z } from 'zod';
import type { MessageCode, User, UserSuggestion, UserUpdate } from '../../contract';
import type { PasswordInput, PasswordResult } from '../../machines/password-form/password-form.machine';
import { fieldErrors, unexpected, type Saved } from './answer';
import { api } from './client';

/** POST /user/{id}: name, salutation and language of the signed-in user. */
export async function updateProfile(userId: number, body: z.infer<typeof UserUpdate>): Promise<Saved<User>> {
  const res = await api().user.update({ params: { id: userId }, body });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  return unexpected('POST /user/{id}', res);
}

/**
 * POST /user/{id}/password: change (or first set) the signed-in user's password (the password
 * form's submit); `end_other_sessions` (the server's default: true) signs out every other device.
 */
export async function changePassword(
  userId: number,
  body: PasswordInput & { end_other_sessions?: boolean },
): Promise<PasswordResult> {
  const res = await api().user.changePassword({ params: { id: userId }, body });
  if (res.status === 200) return { outcome: 'saved', session: null };
  if (res.status === 422) return { outcome: 'invalid', errors: fieldErrors(res.body.errors) };
  // Wrong current passwords lock the account like failed sign-ins: shown at the current password.
  if (res.status === 429) return { outcome: 'invalid', errors: { current_password: ['too_many_attempts'] } };
  return unexpected('POST /user/{id}/password', res);
}

const first = (errors: Record<string, string[]>, field: string) =>
  errors[field]?.[0] as MessageCode | undefined;

export type EmailChangeRequested =
  { ok: true; email: string; code: string } | { ok: false; field: 'email' | 'password'; error: MessageCode };

/** POST /user/{id}/email_change: asks for a new address (after re-entering the password). */
export async function requestEmailChange(
  userId: number,
  input: { email: string; password: string },
): Promise<EmailChangeRequested> {
  const res = await api().user.emailChange({ params: { id: userId }, body: input });
  if (res.status === 200) return { ok: true, email: res.body.email, code: res.body.activation_code };
  if (res.status === 422) {
    const password = first(res.body.errors, 'password');
    if (password) return { ok: false, field: 'password', error: password };
    return { ok: false, field: 'email', error: first(res.body.errors, 'email') ?? 'invalid_value' };
  }
  if (res.status === 429 && res.body.message === 'too_many_attempts')
    return { ok: false, field: 'password', error: 'too_many_attempts' };
  // Too many change mails (to this address, from this account or client): shown at the address.
  if (res.status === 429) return { ok: false, field: 'email', error: 'too_many_requests' };
  return unexpected('POST /user/{id}/email_change', res);
}

/** POST /user/{id}/email_change/confirm: the mailed link's token plus the shown code. */
export async function confirmEmailChange(
  userId: number,
  input: { token: string; code: string },
): Promise<{ ok: true; user: User } | { ok: false; error: MessageCode }> {
  const res = await api().user.emailChangeConfirm({ params: { id: userId }, body: input });
  if (res.status === 200) return { ok: true, user: res.body };
  if (res.status === 422)
    return {
      ok: false,
      error: first(res.body.errors, 'code') ?? first(res.body.errors, 'email') ?? 'invalid_value',
    };
  if (res.status === 404 || res.status === 410) return { ok: false, error: 'link_expired' };
  return unexpected('POST /user/{id}/email_change/confirm', res);
}

export type CustomerQuery = { first_name?: string; last_name?: string; email?: string };

/** Admin: POST /users/autocomplete; any answer but a list counts as no match. */
export async function searchCustomers(body: CustomerQuery): Promise<z.infer<typeof UserSuggestion>[]> {
  const res = await api().user.autocomplete({ body });
  return res.status === 200 ? res.body : [];
}

/** Admin: POST /users/view_as/{id} (the admin's own id is the way back); the answer's status. */
export async function viewAs(userId: number): Promise<number> {
  const res = await api().user.viewAs({ params: { user_id: userId } });
  return res.status;
}
