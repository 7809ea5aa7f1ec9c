import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import { sessionKeys } from './sessions';
import { ANNA } from '../testing/signed-in';
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  searchCustomers,
  updateProfile,
  viewAs,
} from './user';

/** A User (contract/user.ts, SPEC §3). */
const USER = ANNA;
const PASSWORD = { password: 'Secret123', password_confirmation: 'Secret123' };
const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
const client = createQueryClient();
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

it('POST /user/{id}: the saved user, field errors, else unexpected', async () => {
  const body = { first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'en_GB' } as const;
  api.answer(200, USER);
  expect(await updateProfile(2, body)).toEqual({ ok: true, value: USER });
  expect(api.sent()).toMatchObject({ url: '/user/2', method: 'POST', body });
  api.answer(422, invalid({ first_name: ['required'] }));
  expect(await updateProfile(2, body)).toEqual(refused('validation_failed', { first_name: ['required'] }));
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(updateProfile(2, body), 'POST', 404);
});

describe('POST /user/{id}/password', () => {
  it('is saved without a new session (the session list loads again); 422 gives the field errors', async () => {
    api.answer(200, { success: true });
    const cache = await cacheWith(sessionKeys.all);
    expect(await changePassword(cache.client, 2, { ...PASSWORD, end_other_sessions: false })).toEqual({
      ok: true,
      value: null,
    });
    expect(cache.stale(sessionKeys.all)).toBe(true);
    expect(api.sent()).toMatchObject({
      url: '/user/2/password',
      method: 'POST',
      body: { ...PASSWORD, end_other_sessions: false },
    });
    api.answer(422, invalid({ current_password: ['wrong_password'] }));
    expect(await changePassword(client, 2, PASSWORD)).toEqual(
      refused('validation_failed', { current_password: ['wrong_password'] }),
    );
  });

  it('shows a lock-out (429) at the current password; anything else is unexpected', async () => {
    api.answer(429, { message: 'too_many_attempts' });
    expect(await changePassword(client, 2, PASSWORD)).toEqual(
      refused(undefined, { current_password: ['too_many_attempts'] }),
    );
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(changePassword(client, 2, PASSWORD), 'POST', 404);
  });
});

describe('POST /user/{id}/email_change (SPEC §4 e-mail change)', () => {
  const input = { email: 'new@example.com', password: 'Secret123' };

  it('gives the address and the activation code to show', async () => {
    api.answer(200, { email: 'new@example.com', activation_code: 'AB12' });
    expect(await requestEmailChange(2, input)).toEqual({
      ok: true,
      value: { email: 'new@example.com', code: 'AB12' },
    });
    expect(api.sent()).toMatchObject({ url: '/user/2/email_change', method: 'POST', body: input });
  });

  it('gives the field errors of a 422', async () => {
    const errors = { email: ['user_exists'], password: ['wrong_password'] };
    api.answer(422, invalid(errors));
    expect(await requestEmailChange(2, input)).toEqual(refused('validation_failed', errors));
  });

  it('shows too_many_attempts at the password and too_many_requests at the address', async () => {
    api.answer(429, { message: 'too_many_attempts' });
    expect(await requestEmailChange(2, input)).toEqual(
      refused(undefined, { password: ['too_many_attempts'] }),
    );
    api.answer(429, { message: 'too_many_requests' });
    expect(await requestEmailChange(2, input)).toEqual(refused(undefined, { email: ['too_many_requests'] }));
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(requestEmailChange(2, input), 'POST', 404);
    api.answer(403, { message: 'too_many_attempts' });
    await expectUnexpected(requestEmailChange(2, input), 'POST', 403);
  });
});

describe('POST /user/{id}/email_change/confirm', () => {
  const input = { token: 'tok', code: 'AB12' };

  it('gives the changed user', async () => {
    api.answer(200, { ...USER, email: 'new@example.com' });
    expect(await confirmEmailChange(2, input)).toEqual({
      ok: true,
      value: { ...USER, email: 'new@example.com' },
    });
    expect(api.sent()).toMatchObject({ url: '/user/2/email_change/confirm', method: 'POST', body: input });
  });

  it('gives the field errors of a 422', async () => {
    const errors = { email: ['user_exists'], code: ['wrong_code'] };
    api.answer(422, invalid(errors));
    expect(await confirmEmailChange(2, input)).toEqual(refused('validation_failed', errors));
  });

  it('is link_expired on 404 and 410, unexpected otherwise', async () => {
    for (const status of [404, 410]) {
      api.answer(status, { message: 'link_expired' });
      expect(await confirmEmailChange(2, input)).toEqual(refused('link_expired'));
    }
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(confirmEmailChange(2, input), 'POST', 403);
  });
});

it('POST /users/autocomplete: the suggestions; any other answer is no match', async () => {
  const suggestion = { id: 2, email: 'anna@example.com', first_name: 'Anna', last_name: 'Berg' };
  api.answer(200, [suggestion]);
  expect(await searchCustomers({ last_name: 'Be' })).toEqual([suggestion]);
  expect(api.sent()).toMatchObject({ url: '/users/autocomplete', method: 'POST', body: { last_name: 'Be' } });
  api.answer(422, invalid({ last_name: ['too_short'] }));
  expect(await searchCustomers({ last_name: 'B' })).toEqual([]);
});

it("POST /users/view_as/{id}: the answer's status", async () => {
  api.answer(200, { success: true });
  expect(await viewAs(2)).toBe(200);
  expect(api.sent()).toMatchObject({ url: '/users/view_as/2', method: 'POST' });
  api.answer(403, { message: 'forbidden' });
  expect(await viewAs(2)).toBe(403);
});
