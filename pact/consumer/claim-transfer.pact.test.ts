import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  acceptTransferQuery,
  cancelTransfer,
  claimTransfersQuery,
  fetchTransfer,
  requestTransfer,
} from '../../src/api/claim-transfer';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { boolean, eachLike, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const OTHER = { email: 'other@example.com', password: 'Other1234', language: 'nl_NL' } as const;
const CLAIM_ID = 5101;
const CASE = 'FP-2026-510100';
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const claim = state('the user has a claim', {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: CASE,
  scope: 'fairplane',
});
const CODE = 'Zq3vR8tY2wX5nB7mK9pL1cD4fG6hJ0sA2eU8iO3yT5r';
const SECOND = '482913';
const pending = state('a claim transfer is pending', {
  claim_id: CLAIM_ID,
  email: OTHER.email,
  code: CODE,
  two_factor_code: SECOND,
});
const SCOPE = regex('^(fairplane|ticket_refund|luggage_refund)$', 'fairplane');

/** What the transfer screens read. */
const transfer = (status: 'none' | 'requested', email: string | null) => ({
  claim_id: integer(CLAIM_ID),
  scope: SCOPE,
  widget_id: status === 'requested' ? nullValue() : nullValue(),
  passenger: string('Maria Muster'),
  case_number: string(CASE),
  email: email ? email : nullValue(),
  status,
});

const pact = newPact();

describe('GET /claim_transfer', () => {
  it("lists the user's active claims with their transfer state", () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a list of claims to transfer')
      .withRequest('GET', '/claim_transfer', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(transfer('none', null))))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const [first] = await runQuery(claimTransfersQuery());
        expect(first).toMatchObject({
          claim_id: CLAIM_ID,
          case_number: CASE,
          status: 'none',
        });
      }));
});

describe('GET /claim_transfer/{claim_id}', () => {
  it('restores a pending transfer after a reload', () =>
    interaction(pact, user, claim, pending, signedIn)
      .uponReceiving("a pending transfer's state")
      .withRequest('GET', `/claim_transfer/${CLAIM_ID}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(transfer('requested', OTHER.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await fetchTransfer(CLAIM_ID)).toMatchObject({ status: 'requested', email: OTHER.email });
      }));

  it("answers 404 for another customer's claim", () =>
    interaction(
      pact,
      user,
      claim,
      state('a user exists', OTHER),
      state('the user is signed in', { email: OTHER.email, password: OTHER.password }),
    )
      .uponReceiving("a transfer state of someone else's claim")
      .withRequest('GET', `/claim_transfer/${CLAIM_ID}`, (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(fetchTransfer(CLAIM_ID)).rejects.toMatchObject({ status: 404 });
      }));
});

describe('POST /claim_transfer', () => {
  it('requests a transfer to another address', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a transfer request')
      .withRequest('POST', '/claim_transfer', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: OTHER.email, claim_id: CLAIM_ID, widget_id: null }),
      )
      .willRespondWith(200, (res) => res.jsonBody(transfer('requested', OTHER.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await requestTransfer(createQueryClient(), {
          email: OTHER.email,
          claimId: CLAIM_ID,
          widgetId: null,
        });
        expect(result).toMatchObject({ ok: true, value: { status: 'requested', email: OTHER.email } });
      }));

  it('answers 429 once the transfer mails to the address are used up', () =>
    interaction(
      pact,
      user,
      claim,
      signedIn,
      state('the mails of an action to an address are used up', {
        action: 'claim_transfer',
        email: 'limited-transfer@example.com',
      }),
    )
      .uponReceiving('a transfer request over the mail limit')
      .withRequest('POST', '/claim_transfer', (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ email: 'limited-transfer@example.com', claim_id: CLAIM_ID, widget_id: null }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await requestTransfer(createQueryClient(), {
          email: 'limited-transfer@example.com',
          claimId: CLAIM_ID,
          widgetId: null,
        });
        expect(result).toEqual(refused('too_many_requests'));
      }));

  it("refuses the owner's own address", () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a transfer request to the own address')
      .withRequest('POST', '/claim_transfer', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: DEMO.email, claim_id: CLAIM_ID, widget_id: null }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { email: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await requestTransfer(createQueryClient(), {
          email: DEMO.email,
          claimId: CLAIM_ID,
          widgetId: null,
        });
        expect(result).toEqual(refused('validation_failed', { email: ['invalid_value'] }));
      }));
});

describe('DELETE /claim_transfer/{claim_id}', () => {
  it('cancels a pending transfer', () =>
    interaction(pact, user, claim, pending, signedIn)
      .uponReceiving('a transfer cancellation')
      .withRequest('DELETE', `/claim_transfer/${CLAIM_ID}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(cancelTransfer(createQueryClient(), CLAIM_ID)).resolves.toBeUndefined();
      }));
});

describe('GET /transfer_claim/{code}/{two_factor_code}', () => {
  it('accepts a transfer for an existing customer, who is then signed in', () =>
    interaction(pact, user, claim, state('a user exists', OTHER), pending, state('nobody is signed in', {}))
      .uponReceiving('a transfer link of an existing customer')
      .withRequest('GET', `/transfer_claim/${CODE}/${SECOND}`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          needs_password: boolean(false),
          session: { user: { id: integer(2), email: OTHER.email }, language: string('nl_NL') },
          claim: { id: integer(CLAIM_ID), scope: SCOPE, case_number: string(CASE) },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const accepted = await runQuery(acceptTransferQuery(CODE, SECOND));
        expect(accepted.outcome).toBe('accepted');
        if (accepted.outcome !== 'accepted') return;
        expect(accepted.needs_password).toBe(false);
        expect(accepted.session?.user.email).toBe(OTHER.email);
        expect(accepted.claim).toMatchObject({ id: CLAIM_ID, scope: 'fairplane' });
      }));

  it('for a two-factor customer: the claim moves, the session waits for the mailed code (202)', () =>
    interaction(
      pact,
      user,
      claim,
      state('a user exists', { ...OTHER, two_factor: true }),
      pending,
      state('nobody is signed in', {}),
    )
      .uponReceiving('a transfer link of a two-factor customer')
      .withRequest('GET', `/transfer_claim/${CODE}/${SECOND}`, (req) => req.headers(apiHeaders))
      .willRespondWith(202, (res) =>
        res.jsonBody({
          two_factor_token: string('pact-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
          claim: { id: integer(CLAIM_ID), scope: SCOPE, case_number: string(CASE) },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const accepted = await runQuery(acceptTransferQuery(CODE, SECOND));
        expect(accepted).toMatchObject({
          outcome: 'two_factor',
          token: 'pact-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
          claim: { id: CLAIM_ID, scope: 'fairplane' },
        });
      }));

  it('answers 404 for an unknown link', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('an unknown transfer link')
      .withRequest('GET', '/transfer_claim/unknown-code/000000', (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await runQuery(acceptTransferQuery('unknown-code', '000000'))).toEqual({ outcome: 'invalid' });
      }));
});
