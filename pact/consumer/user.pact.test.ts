import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { apiClient, interaction, jsonHeaders, newPact, state } from './pact';

const { integer, regex, string } = MatchersV3;

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
        const res = await apiClient(server).user.update({
          params: { id: ID },
          body: { first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'fr_FR' },
        });
        expect(res).toMatchObject({ status: 200, body: { first_name: 'Anna', language: 'fr_FR' } });
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
        const res = await apiClient(server).user.update({
          params: { id: ID + 1 },
          body: { first_name: 'Anna', last_name: 'Berg', salutation: 'female', language: 'fr_FR' },
        });
        expect(res).toMatchObject({ status: 404, body: { message: 'not_found' } });
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
        const res = await apiClient(server).user.update({
          params: { id: ID },
          // Not a contract value: stands for any answer the server refuses per field.
          body: {
            first_name: 'Anna',
            last_name: 'Berg',
            salutation: 'diverse' as 'female',
            language: 'fr_FR',
          },
        });
        expect(res).toMatchObject({ status: 422, body: { errors: { salutation: ['invalid_value'] } } });
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
        const res = await apiClient(server).user.changePassword({
          params: { id: ID },
          body: {
            current_password: ANNA.password,
            password: 'Better1234',
            password_confirmation: 'Better1234',
          },
        });
        expect(res).toMatchObject({ status: 200, body: { success: true } });
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
        const res = await apiClient(server).user.changePassword({
          params: { id: ID },
          body: {
            current_password: 'Wrong1234',
            password: 'Better1234',
            password_confirmation: 'Better1234',
          },
        });
        expect(res).toMatchObject({
          status: 422,
          body: { errors: { current_password: ['wrong_password'] } },
        });
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
        const res = await apiClient(server).user.emailChange({
          params: { id: ID },
          body: { email: 'anna.changed@example.com', password: ANNA.password },
        });
        expect(res.status).toBe(200);
        expect(res.status === 200 && res.body.activation_code).toMatch(/^\d{6}$/);
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
        const res = await apiClient(server).user.emailChange({
          params: { id: ID },
          body: { email: 'taken@example.com', password: ANNA.password },
        });
        expect(res).toMatchObject({ status: 422, body: { errors: { email: ['user_exists'] } } });
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
        const res = await apiClient(server).user.emailChangeConfirm({
          params: { id: ID },
          body: { token: TOKEN, code: CODE },
        });
        expect(res).toMatchObject({ status: 200, body: { email: 'anna.new@example.com' } });
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
        const res = await apiClient(server).user.emailChangeConfirm({
          params: { id: ID },
          body: { token: TOKEN, code: '000000' },
        });
        expect(res).toMatchObject({ status: 422, body: { errors: { code: ['wrong_activation_code'] } } });
      }));
});
