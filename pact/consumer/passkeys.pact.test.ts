import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  passkeyRegistrationOptions,
  passkeySignInOptions,
  listPasskeys,
  passkeyReauthOptions,
  registerPasskey,
  removePasskey,
  verifyPasskeySignIn,
} from '../../src/api/passkeys';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, spaDataLayer, state } from './pact';

const { eachLike, integer, regex, string, nullValue } = MatchersV3;

/**
 * Passkeys through the SPA's own src/api functions. A successful enrolment or sign-in needs a
 * real authenticator signing the server's fresh challenge, which fixed pact bodies cannot be:
 * those are covered by server/routes/passkeys.test.ts and the Chromium test
 * tests/e2e/passkeys.test.ts. Here: the list, both options, removal, and refused answers.
 */
const ID = 9301;
const PASSKEY_ID = 41;
const PIA = { email: 'pia@example.com', password: 'Pia12345', language: 'en_GB', id: ID } as const;
const user = state('a user exists', PIA);
const signedIn = state('the user is signed in', { email: PIA.email, password: PIA.password });
const hasPasskey = state('the user has a passkey', { email: PIA.email, id: PASSKEY_ID, name: 'Laptop' });

const B64URL = '^[A-Za-z0-9_-]+$';
const TIMESTAMP = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** A well-formed authenticator answer that signs nothing the server issued. */
const CRED_ID = 'q3vJ8xYl0nZ4bT6cR2dE5w';
const assertion = {
  id: CRED_ID,
  rawId: CRED_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDx3Q7nJ0ynVNh1x9Ql5d0rfK5mQyKXk1bH2n9C5cNp2wIgZ3k',
  },
  clientExtensionResults: {},
};
const attestation = {
  id: CRED_ID,
  rawId: CRED_ID,
  type: 'public-key' as const,
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVgl',
    transports: ['internal'],
  },
  clientExtensionResults: {},
};
const invalid = { message: 'passkey_invalid', errors: { credential: ['passkey_invalid'] } };

const pact = newPact();

describe('GET /user/passkeys', () => {
  it('lists the signed-in user’s passkeys', () =>
    interaction(pact, user, hasPasskey, signedIn)
      .uponReceiving('a passkey list')
      .withRequest('GET', '/user/passkeys', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(PASSKEY_ID),
            name: string('Laptop'),
            created_at: regex(TIMESTAMP, '2026-11-20T09:12:00.000Z'),
            last_used_at: nullValue(),
          }),
        ),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const list = await listPasskeys();
        expect(list).toEqual([
          expect.objectContaining({ id: PASSKEY_ID, name: 'Laptop', last_used_at: null }),
        ]);
      }));
});

describe('POST /user/passkeys/options', () => {
  it('gives creation options for a discoverable, user-verified passkey', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a request for passkey creation options')
      .withRequest('POST', '/user/passkeys/options', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          rp: { id: string('portal.example'), name: string('Customer portal') },
          user: {
            id: regex(B64URL, 'c2lnbmVkLXVzZXItaGFuZGxl'),
            name: string(PIA.email),
            displayName: string('Maria Muster'),
          },
          challenge: regex(B64URL, 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ'),
          pubKeyCredParams: eachLike({ type: 'public-key', alg: integer(-7) }),
          authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const options = await passkeyRegistrationOptions();
        expect(options.challenge).toMatch(new RegExp(B64URL));
        expect(options.authenticatorSelection).toMatchObject({ userVerification: 'required' });
      }));
});

describe('POST /user/passkeys', () => {
  it('refuses an answer that does not verify against the pending challenge', () =>
    interaction(pact, user, signedIn, state('a passkey ceremony was started', { purpose: 'register' }))
      .uponReceiving('a passkey enrolment that does not verify')
      .withRequest('POST', '/user/passkeys', (req) =>
        req.headers(jsonHeaders).jsonBody({ name: 'Laptop', credential: attestation }),
      )
      .willRespondWith(422, (res) => res.jsonBody(invalid))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await registerPasskey('Laptop', attestation)).toEqual(
          refused('passkey_invalid', invalid.errors),
        );
      }));

  it('refuses an answer when no enrolment is pending', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a passkey enrolment without a pending challenge')
      .withRequest('POST', '/user/passkeys', (req) =>
        req.headers(jsonHeaders).jsonBody({ name: 'Laptop', credential: attestation }),
      )
      .willRespondWith(410, (res) => res.jsonBody({ message: 'challenge_expired' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await registerPasskey('Laptop', attestation)).toEqual(refused('challenge_expired'));
      }));
});

describe('DELETE /user/passkeys/{id}', () => {
  it('removes one of your passkeys', () =>
    interaction(pact, user, hasPasskey, signedIn)
      .uponReceiving('a passkey removal')
      .withRequest('DELETE', `/user/passkeys/${PASSKEY_ID}`, (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await removePasskey(createQueryClient(), PASSKEY_ID)).toBe(true);
      }));

  it('answers 404 for a passkey that is not yours', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a removal of a passkey the user does not have')
      .withRequest('DELETE', `/user/passkeys/${PASSKEY_ID + 1}`, (req) =>
        req.headers(jsonHeaders).jsonBody({}),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await removePasskey(createQueryClient(), PASSKEY_ID + 1)).toBe(false);
      }));
});

describe('POST /user/passkeys/reauth/options', () => {
  it('gives request options naming the user’s own passkeys, with user verification', () =>
    interaction(pact, user, hasPasskey, signedIn)
      .uponReceiving('a request for passkey re-authentication options')
      .withRequest('POST', '/user/passkeys/reauth/options', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          challenge: regex(B64URL, 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ'),
          rpId: string('portal.example'),
          allowCredentials: eachLike({ id: regex(B64URL, CRED_ID), type: 'public-key' }),
          userVerification: 'required',
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const options = await passkeyReauthOptions();
        expect(options).toMatchObject({
          ok: true,
          value: { userVerification: 'required', allowCredentials: [{ id: CRED_ID, type: 'public-key' }] },
        });
      }));

  it('answers 404 when the user has no passkey', () =>
    interaction(pact, user, signedIn)
      .uponReceiving('a request for passkey re-authentication options without a passkey')
      .withRequest('POST', '/user/passkeys/reauth/options', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await passkeyReauthOptions()).toEqual(refused('not_found'));
      }));
});

describe('POST /login/passkey/options', () => {
  it('gives request options for any passkey of the site, with user verification', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a request for passkey sign-in options')
      .withRequest('POST', '/login/passkey/options', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          challenge: regex(B64URL, 'Y2hhbGxlbmdlLWNoYWxsZW5nZQ'),
          rpId: string('portal.example'),
          userVerification: 'required',
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const options = await passkeySignInOptions();
        expect(options).toMatchObject({ ok: true, value: { userVerification: 'required' } });
      }));
});

describe('POST /login/passkey', () => {
  it('refuses an assertion that does not verify', () =>
    interaction(pact, state('a passkey ceremony was started', { purpose: 'sign_in' }))
      .uponReceiving('a passkey sign-in that does not verify')
      .withRequest('POST', '/login/passkey', (req) => req.headers(jsonHeaders).jsonBody(assertion))
      .willRespondWith(422, (res) => res.jsonBody(invalid))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await verifyPasskeySignIn(assertion)).toEqual(refused('passkey_invalid', invalid.errors));
      }));

  it('refuses an assertion when no sign-in is pending', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a passkey sign-in without a pending challenge')
      .withRequest('POST', '/login/passkey', (req) => req.headers(jsonHeaders).jsonBody(assertion))
      .willRespondWith(410, (res) => res.jsonBody({ message: 'challenge_expired' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await verifyPasskeySignIn(assertion)).toEqual(refused('challenge_expired'));
      }));
});
