import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, UserSuggestion, UserUpdate } from '../../contract';
import type { PasswordInput } from '../../machines/password-form/password-form.machine';
import { refusal, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { sessionKeys } from './sessions';

/** POST /user/{id}: name, salutation and language of the signed-in user. */
export async function updateProfile(userId: number, body: z.infer<typeof UserUpdate>): Promise<Result<User>> {
  const res = await api().user.update({ params: { id: userId }, body });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  return unexpected('POST /user/{id}', res);
}

/**
 * POST /user/{id}/password: change (or first set) the signed-in user's password (the password
 * form's submit); `end_other_sessions` (the server's default: true) signs out every other device,
 * so the session list loads again.
 */
export async function changePassword(
  queryClient: QueryClient,
  userId: number,
  body: PasswordInput & { end_other_sessions?: boolean },
): Promise<Result<null>> {
  const res = await api().user.changePassword({ params: { id: userId }, body });
  if (res.status === 200) {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    return { ok: true, value: null };
  }
  if (res.status === 422) return refuse(res);
  // Wrong current passwords lock the account like failed sign-ins: shown at the current password.
  if (res.status === 429) return refusal({ errors: { current_password: ['too_many_attempts'] } });
  return unexpected('POST /user/{id}/password', res);
}

/**
 * POST /user/{id}/email_change: asks for a new address (after re-entering the password); done
 * with the address and the code to show. Refused at the password (a wrong one, or locked out:
 * too_many_attempts) or at the address (its 422, or too_many_requests: too many change mails).
 */
export async function requestEmailChange(
  userId: number,
  input: { email: string; password: string },
): Promise<Result<{ email: string; code: string }>> {
  const res = await api().user.emailChange({ params: { id: userId }, body: input });
  if (res.status === 200)
    return { ok: true, value: { email: res.body.email, code: res.body.activation_code } };
  if (res.status === 422) return refuse(res);
  if (res.status === 429 && res.body.message === 'too_many_attempts')
    return refusal({ errors: { password: ['too_many_attempts'] } });
  if (res.status === 429) return refusal({ errors: { email: ['too_many_requests'] } });
  return unexpected('POST /user/{id}/email_change', res);
}

/** POST /user/{id}/email_change/confirm: the mailed link's token plus the shown code; refused link_expired when gone. */
export async function confirmEmailChange(
  userId: number,
  input: { token: string; code: string },
): Promise<Result<User>> {
  const res = await api().user.emailChangeConfirm({ params: { id: userId }, body: input });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 404 || res.status === 410) return refuse(res, 'link_expired');
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
