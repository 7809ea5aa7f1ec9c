import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { stubFetch } from '../../testing/api-fetch';
import { emailChangeLogic } from './email-change-actor';

/** Where the e-mail change form shows a refusal: at the password first, else at the address (SPEC §4 e-mail change). */
const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

async function refusalOfRequest() {
  const actor = createActor(emailChangeLogic(2)).start();
  actor.send({ type: 'REQUEST', email: 'new@example.com', password: 'Secret123' });
  return (await waitFor(actor, (s) => s.context.error !== null)).context.error;
}

async function refusalOfConfirm() {
  const actor = createActor(emailChangeLogic(2)).start();
  actor.send({ type: 'OPEN_LINK', token: 'tok' });
  actor.send({ type: 'CONFIRM', code: 'AB12' });
  return (await waitFor(actor, (s) => s.context.error !== null)).context.error;
}

describe('the e-mail change actors', () => {
  it('show a refused request at the password first, else at the address', async () => {
    api.answer(422, invalid({ email: ['user_exists'], password: ['wrong_password'] }));
    expect(await refusalOfRequest()).toEqual({ field: 'password', code: 'wrong_password' });
    api.answer(422, invalid({ email: ['user_exists'] }));
    expect(await refusalOfRequest()).toEqual({ field: 'email', code: 'user_exists' });
    api.answer(429, { message: 'too_many_attempts' });
    expect(await refusalOfRequest()).toEqual({ field: 'password', code: 'too_many_attempts' });
    api.answer(429, { message: 'too_many_requests' });
    expect(await refusalOfRequest()).toEqual({ field: 'email', code: 'too_many_requests' });
  });

  it("show a refused confirmation by the code's message, else the address's, else the link's", async () => {
    api.answer(422, invalid({ email: ['user_exists'], code: ['wrong_activation_code'] }));
    expect(await refusalOfConfirm()).toMatchObject({ code: 'wrong_activation_code' });
    api.answer(422, invalid({ email: ['user_exists'] }));
    expect(await refusalOfConfirm()).toMatchObject({ code: 'user_exists' });
    api.answer(410, { message: 'link_expired' });
    expect(await refusalOfConfirm()).toMatchObject({ code: 'link_expired' });
  });
});
