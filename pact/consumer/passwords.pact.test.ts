import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { submitActivation, submitReset } from '../../src/api/auth';
import { createQueryClient } from '../../src/api/query-client';
import { changePassword } from '../../src/api/user';
import { refused } from '../../src/testing/api-fetch';
import { interaction, jsonHeaders, newPact, spaDataLayer, state } from './pact';

const { string } = MatchersV3;

/**
 * A password that passes SPEC §5 but is a common one: every place a password is set answers 422
 * with `password_common` at the password (the SPA shows it translated under the field).
 */
const COMMON = { password: 'Password1', password_confirmation: 'Password1' } as const;
const refusal = { message: string('validation_failed'), errors: { password: ['password_common'] } };
/** What the password forms get back from the SPA's data layer. */
const commonRefused = refused('validation_failed', { password: ['password_common'] });

const RESET = { email: 'common-reset@example.com', password: 'Reset1234', language: 'en_GB' } as const;
const RESET_ID = 4343;
const TOKEN = 'pact-common-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const NEWCOMER = { email: 'common-newcomer@example.com', language: 'nl_NL', code: TOKEN } as const;
const ID = 9043;
const OWNER = { email: 'common-change@example.com', password: 'Start1234', language: 'de_DE' } as const;

const pact = newPact();

describe('common passwords are refused (ASVS 6.2.4)', () => {
  it('POST /password_reset/{id}/{code} answers 422 password_common', () =>
    interaction(
      pact,
      state('a user exists', RESET),
      state('a password reset link exists', { email: RESET.email, id: RESET_ID, code: TOKEN }),
    )
      .uponReceiving('a reset to a common password')
      .withRequest('POST', `/password_reset/${RESET_ID}/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody(COMMON),
      )
      .willRespondWith(422, (res) => res.jsonBody(refusal))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await submitReset(String(RESET_ID), TOKEN, COMMON)).toEqual(commonRefused);
      }));

  it('POST /activate/{activation_code} answers 422 password_common', () =>
    interaction(pact, state('an activation link exists', NEWCOMER))
      .uponReceiving('an activation with a common password')
      .withRequest('POST', `/activate/${TOKEN}`, (req) => req.headers(jsonHeaders).jsonBody(COMMON))
      .willRespondWith(422, (res) => res.jsonBody(refusal))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await submitActivation(TOKEN, COMMON)).toEqual(commonRefused);
      }));

  it('POST /user/{id}/password answers 422 password_common', () =>
    interaction(
      pact,
      state('a user exists', { ...OWNER, id: ID }),
      state('the user is signed in', { email: OWNER.email, password: OWNER.password }),
    )
      .uponReceiving('a password change to a common password')
      .withRequest('POST', `/user/${ID}/password`, (req) =>
        req.headers(jsonHeaders).jsonBody({ current_password: OWNER.password, ...COMMON }),
      )
      .willRespondWith(422, (res) => res.jsonBody(refusal))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(
          await changePassword(createQueryClient(), ID, { current_password: OWNER.password, ...COMMON }),
        ).toEqual(commonRefused);
      }));
});
