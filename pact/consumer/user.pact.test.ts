import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { endSession, sessionsQuery } from '../../src/api/sessions';
import { createQueryClient } from '../../src/api/query-client';
import { changePassword, confirmEmailChange, requestEmailChange, updateProfile } from '../../src/api/user';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

/** A dedicated customer: these calls change the account. */
const ID = 9001;
const ANNA = { email: 'anna@example.com', password: 'Anna1234', language: 'en_GB' } as const;
const user = state('a user exists', { ...ANNA, id: ID });
const signedIn = state('the user is signed in', { email: ANNA.email, password: ANNA.password });
const userBody = (over: Record<string, unknown> = {}) => ({
  id: integer(ID),
  email: string(ANNA.email),
  first_name: string('Anna'),
  last_name: string('Berg'),
  salutation: regex('^(male|female)$', 'female'),
  language: regex('^(de_DE|en_GB|fr_FR|it_IT|nl_NL)$', 'fr_FR'),
  permissions: { admin: false },
  ...over,
});
/** What the profile form sends. */
const PROFILE = { first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'fr_FR' } as const;
const TOKEN = 'kP4mN8qR2sT6vW0xY3zA7bC1dE5fG9hJ2kL6mN0pQ4r';
const CODE = '731904';
const changePending = state('an e-mail change is pending', {
  email: ANNA.email,
  new_email: 'anna.new@example.com',
  token: TOKEN,
  code: CODE,
});

const pact = newPact();

/** The signed-in user's own id (the state gives the account this id). */
const path = (suffix = '') => `/user/${ID}${suffix}`;

describe('POST /user/{id}', () => {
  it('saves name, salutation and language', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a profile update')
      .withRequest('POST', path(), (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'fr_FR' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(userBody()))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const saved = await updateProfile(ID, PROFILE);
        expect(saved).toMatchObject({ ok: true, value: { first_name: 'Anna', language: 'fr_FR' } });
      }));
  it("answers 404 for another user's id", () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a profile update for another user id')
      .withRequest('POST', `/user/${ID + 1}`, (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'fr_FR' }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(updateProfile(ID + 1, PROFILE)).rejects.toMatchObject({ status: 404 });
      }));

  it('answers 422 on the salutation field for an unknown salutation', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a profile update with an unknown salutation')
      .withRequest('POST', path(), (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ first_name: 'Anna', last_name: 'Berg', salutation: 'diverse', language: 'fr_FR' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: string('validation_failed'), errors: { salutation: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        // Not a contract value: stands for any answer the server refuses per field.
        const saved = await updateProfile(ID, { ...PROFILE, salutation: 'diverse' as 'female' });
        expect(saved).toEqual(refused('validation_failed', { salutation: ['invalid_value'] }));
      }));
});

describe('POST /user/{id}/password', () => {
  it('changes the password after the current one', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a password change')
      .withRequest('POST', path('/password'), (req) =>
        req.headers(jsonHeaders).jsonBody({
          current_password: ANNA.password,
          password: 'Better1234',
          password_confirmation: 'Better1234',
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await changePassword(createQueryClient(), ID, {
          current_password: ANNA.password,
          password: 'Better1234',
          password_confirmation: 'Better1234',
        });
        expect(result).toEqual({ ok: true, value: null });
      }));

  it('refuses a wrong current password', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a password change with a wrong current password')
      .withRequest('POST', path('/password'), (req) =>
        req.headers(jsonHeaders).jsonBody({
          current_password: 'Wrong1234',
          password: 'Better1234',
          password_confirmation: 'Better1234',
        }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { current_password: ['wrong_password'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await changePassword(createQueryClient(), ID, {
          current_password: 'Wrong1234',
          password: 'Better1234',
          password_confirmation: 'Better1234',
        });
        expect(result).toEqual(refused('validation_failed', { current_password: ['wrong_password'] }));
      }));
});

describe('POST /user/{id}/email_change', () => {
  it('starts a change and answers the activation code to show', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('an e-mail change request')
      .withRequest('POST', path('/email_change'), (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'anna.changed@example.com', password: ANNA.password }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ activation_code: regex('^\\d{6}$', '123456'), email: 'anna.changed@example.com' }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await requestEmailChange(ID, {
          email: 'anna.changed@example.com',
          password: ANNA.password,
        });
        expect(result).toEqual({ ok: true, value: { email: 'anna.changed@example.com', code: '123456' } });
      }));

  it('refuses an address another customer has', () =>
    interaction(
      pact,
      user,
      state('a user exists', { email: 'taken@example.com', password: 'Taken1234', language: 'en_GB' }),
      signedIn,
    )
      .uponReceiving('an e-mail change request to a taken address')
      .withRequest('POST', path('/email_change'), (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'taken@example.com', password: ANNA.password }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { email: ['user_exists'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await requestEmailChange(ID, { email: 'taken@example.com', password: ANNA.password });
        expect(result).toEqual(refused('validation_failed', { email: ['user_exists'] }));
      }));
});

describe('POST /user/{id}/email_change/confirm', () => {
  it('confirms with the link token and the shown code', () =>
    interaction(pact, user, changePending, signedIn)
      .uponReceiving('an e-mail change confirmation')
      .withRequest('POST', path('/email_change/confirm'), (req) =>
        req.headers(jsonHeaders).jsonBody({ token: TOKEN, code: CODE }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(userBody({ email: 'anna.new@example.com', language: string('en_GB') })),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await confirmEmailChange(ID, { token: TOKEN, code: CODE });
        expect(result).toMatchObject({ ok: true, value: { email: 'anna.new@example.com' } });
      }));

  it('refuses a wrong activation code', () =>
    interaction(pact, user, changePending, signedIn)
      .uponReceiving('an e-mail change confirmation with a wrong code')
      .withRequest('POST', path('/email_change/confirm'), (req) =>
        req.headers(jsonHeaders).jsonBody({ token: TOKEN, code: '000000' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { code: ['wrong_activation_code'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await confirmEmailChange(ID, { token: TOKEN, code: '000000' });
        expect(result).toEqual(refused('validation_failed', { code: ['wrong_activation_code'] }));
      }));
});

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER_SESSION = 7001;
const otherSession = state('the user has another session', {
  email: ANNA.email,
  id: OTHER_SESSION,
  user_agent: WINDOWS_CHROME,
});
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

describe('GET /user/sessions', () => {
  it("lists the user's live sessions: device, address, times, this one marked", () =>
    interaction(pact, user, signedIn, otherSession)
      .uponReceiving('a list of the user’s sessions')
      .withRequest('GET', '/user/sessions', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike(
            {
              id: integer(OTHER_SESSION),
              device: string('Chrome (Windows)'),
              ip: string('203.0.113.7'),
              created_at: regex(ISO, '2026-03-01T09:00:00.000Z'),
              last_seen_at: regex(ISO, '2026-03-01T10:05:00.000Z'),
              current: boolean(false),
            },
            2,
          ),
        ),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const listed = await runQuery(sessionsQuery());
        expect(listed).toHaveLength(2);
        expect(listed[0]).toMatchObject({ id: OTHER_SESSION, device: 'Chrome (Windows)', current: false });
      }));
});

describe('DELETE /user/sessions/{id}', () => {
  it('ends another session of the user', () =>
    interaction(pact, user, signedIn, otherSession)
      .uponReceiving('ending another session of the user')
      .withRequest('DELETE', `/user/sessions/${OTHER_SESSION}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ success: true, signed_out: false }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await endSession(createQueryClient(), OTHER_SESSION)).toBe('ended');
      }));

  it("answers 404 for another user's session", () =>
    interaction(
      pact,
      user,
      state('a user exists', { email: 'bob@example.com', password: 'Bob12345', language: 'en_GB' }),
      state('the user has another session', {
        email: 'bob@example.com',
        id: 7002,
        user_agent: WINDOWS_CHROME,
      }),
      signedIn,
    )
      .uponReceiving('ending another user’s session')
      .withRequest('DELETE', '/user/sessions/7002', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await endSession(createQueryClient(), 7002)).toBe('gone');
      }));
});

describe('POST /user/{id}/password, ending the other sessions', () => {
  it('changes the password and ends the other sessions', () =>
    interaction(pact, user, signedIn, otherSession)
      .uponReceiving('a password change that ends the other sessions')
      .withRequest('POST', path('/password'), (req) =>
        req.headers(jsonHeaders).jsonBody({
          current_password: ANNA.password,
          password: 'Better1234',
          password_confirmation: 'Better1234',
          end_other_sessions: true,
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await changePassword(createQueryClient(), ID, {
          current_password: ANNA.password,
          password: 'Better1234',
          password_confirmation: 'Better1234',
          end_other_sessions: true,
        });
        expect(result).toEqual({ ok: true, value: null });
      }));
});

describe('POST /user/{id}/email_change, limited', () => {
  it('answers 429 too_many_attempts while the account is locked', () =>
    interaction(pact, user, signedIn, state('the account is locked', { email: ANNA.email }))
      .uponReceiving('an e-mail change request while the account is locked')
      .withRequest('POST', path('/email_change'), (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'anna.locked@example.com', password: ANNA.password }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_attempts' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await requestEmailChange(ID, {
          email: 'anna.locked@example.com',
          password: ANNA.password,
        });
        expect(res).toEqual(refused(undefined, { password: ['too_many_attempts'] }));
      }));

  it('answers 429 too_many_requests when the mails to the address are used up', () =>
    interaction(
      pact,
      user,
      signedIn,
      state('the mails of an action to an address are used up', {
        action: 'email_change',
        email: 'anna.busy@example.com',
      }),
    )
      .uponReceiving('an e-mail change request past the mail limit')
      .withRequest('POST', path('/email_change'), (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'anna.busy@example.com', password: ANNA.password }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const res = await requestEmailChange(ID, { email: 'anna.busy@example.com', password: ANNA.password });
        expect(res).toEqual(refused(undefined, { email: ['too_many_requests'] }));
      }));
});
