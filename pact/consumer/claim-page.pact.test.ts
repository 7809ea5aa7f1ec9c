import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CLAIM_ACTION_NAMES, WAITING_ON } from '../../contract';
import { claimPageQuery } from '../../src/api/claim-page';
import { claimTransferQuery } from '../../src/api/claim-transfer';
import { claimViewQuery } from '../../src/api/claim-view';
import { claimDocumentsQuery } from '../../src/api/documents';
import { payoutDetailsQuery, settlementQuery } from '../../src/api/payout';
import { createQueryClient } from '../../src/api/query-client';
import { signaturesQuery } from '../../src/api/signatures';
import { timelineQuery } from '../../src/api/timeline';
import { claimQuery } from '../../src/api/widgets';
import {
  account,
  CASE,
  CLAIM_ID,
  claimBody,
  documents,
  event,
  MASKED,
  passenger,
  PASSENGER_ID,
  signature,
  statement,
  transfer,
  WORD,
} from './claim-page-bodies';
import { apiHeaders, interaction, newPact, spaDataLayer, state } from './pact';

const { eachLike, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const OTHER = { email: 'other@example.com', password: 'Other1234', language: 'nl_NL' } as const;
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
const paidClaim = state('the user has a claim with payout accounts', {
  email: DEMO.email,
  status: 'paid_out',
});
// With the airline: its papers complete (a boarding pass, signed, a payout account), insured.
const claimAtAirline = state('the user has a claim', {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: CASE,
  scope: 'fairplane',
  insured: true,
  status: 'airline_contacted',
});
const pendingTransfer = state('a claim transfer is pending', {
  claim_id: CLAIM_ID,
  email: OTHER.email,
  code: 'Hq4vR8tY2wX5nB7mK9pL1cD4fG6hJ0sA2eU8iO3yT5r',
  two_factor_code: '572913',
});

/** Loads the page through the SPA's data layer; answers the client holding what each panel reads. */
async function loadPage(claimId: number) {
  const client = createQueryClient();
  const page = await client.fetchQuery(claimPageQuery(claimId));
  return { page, client };
}

const pact = newPact();
const pagePath = fromProviderState('/claims/${claimId}/page', `/claims/${CLAIM_ID}/page`);

describe('GET /claims/{claim_id}/page', () => {
  it('gives a paid-out claim its view, claim, timeline, signatures, accounts, documents, transfer and settlement', () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving("a paid-out claim's page")
      .withRequest('GET', pagePath, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          view: {
            claim_id: integer(CLAIM_ID),
            status: 'paid_out',
            active: false,
            outcome: 'paid_out',
            waiting_on: 'nobody',
            next_step: 'none',
            usual_duration: nullValue(),
            next_steps: [],
            allowed_actions: ['read'],
          },
          claim: claimBody({
            status: 'paid_out',
            active: false,
            insured: false,
            passengers: [
              passenger(PASSENGER_ID, 'Maria', DEMO.email),
              passenger(PASSENGER_ID + 1, 'Max', null),
            ],
          }),
          timeline: {
            stage: {
              status: 'paid_out',
              active: false,
              waiting_on: 'nobody',
              next_step: 'none',
              usual_duration: nullValue(),
              open_tasks: [],
            },
            events: [
              event('claim:1', 'created', 'customer', {}),
              event('event:1', 'payout_details_set', 'customer', {
                name: string('Maria Muster'),
                account: MASKED,
              }),
              event('status:2', 'status_changed', 'service', { status: 'paid_out' }),
              event('payment:1', 'payout', 'service', { amount: integer(35124) }),
              event('event:2', 'message', 'service', { note: string('Your compensation is on its way.') }),
            ],
          },
          signatures: [
            signature(PASSENGER_ID, 'owner', false),
            { ...signature(PASSENGER_ID + 1, 'co_passenger', false), name: string('Max Muster') },
          ],
          payout_details: {
            editable: false,
            passengers: [
              { passenger_id: integer(PASSENGER_ID), name: string('Maria Muster'), account },
              { passenger_id: integer(PASSENGER_ID + 1), name: string('Max Muster'), account: nullValue() },
            ],
          },
          documents: documents(true, true),
          transfer: transfer(null),
          settlement: {
            case_number: string(CASE),
            fee_rate: integer(2500),
            vat_rate: integer(1900),
            rounding: 'half_up_per_passenger',
            statements: [
              statement(PASSENGER_ID, 'Maria Muster', true),
              statement(PASSENGER_ID + 1, 'Max Muster', false),
            ],
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const { page, client } = await loadPage(CLAIM_ID);
        expect(page.view.outcome).toBe('paid_out');
        // Each panel finds its part where its own call would have put it.
        const cached = <T>(options: { queryKey: readonly unknown[] }) =>
          client.getQueryData<T>(options.queryKey);
        expect(cached(claimViewQuery(CLAIM_ID))).toEqual(page.view);
        expect(cached(claimQuery(1, CLAIM_ID))).toMatchObject({ status: 'paid_out', active: false });
        expect(cached(timelineQuery(CLAIM_ID))).toEqual(page.timeline);
        expect(cached(signaturesQuery(CLAIM_ID))).toHaveLength(2);
        expect(cached(payoutDetailsQuery(CLAIM_ID))).toMatchObject({ editable: false });
        expect(cached(claimDocumentsQuery(CLAIM_ID))).toMatchObject({ closed: true, documents: [] });
        expect(cached(claimTransferQuery(CLAIM_ID))).toMatchObject({ status: 'none' });
        expect(cached(settlementQuery(CLAIM_ID))).toEqual({ available: true, settlement: page.settlement });
      }));

  it('gives an active claim at the airline its papers, its policy and its pending transfer, and no settlement', () =>
    interaction(pact, user, claimAtAirline, pendingTransfer, signedIn)
      .uponReceiving('the page of an active claim with a pending transfer')
      .withRequest('GET', `/claims/${CLAIM_ID}/page`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          view: {
            claim_id: integer(CLAIM_ID),
            status: 'airline_contacted',
            active: true,
            outcome: nullValue(),
            waiting_on: 'airline',
            next_step: 'airline_answer',
            usual_duration: { min_days: integer(14), max_days: integer(56) },
            next_steps: [],
            allowed_actions: eachLike(regex(`^(${CLAIM_ACTION_NAMES.join('|')})$`, 'read')),
          },
          claim: claimBody({
            status: 'airline_contacted',
            active: true,
            insured: true,
            passengers: eachLike(passenger(PASSENGER_ID, 'Maria', DEMO.email)),
          }),
          timeline: {
            stage: {
              status: 'airline_contacted',
              active: true,
              waiting_on: regex(`^(${WAITING_ON.join('|')})$`, 'airline'),
              next_step: 'airline_answer',
              usual_duration: { min_days: integer(14), max_days: integer(56) },
              open_tasks: [],
            },
            events: eachLike(event('claim:1', WORD('created'), WORD('customer'), {})),
          },
          signatures: eachLike(signature(PASSENGER_ID, 'owner', true)),
          payout_details: {
            editable: true,
            passengers: eachLike({
              passenger_id: integer(PASSENGER_ID),
              name: string('Maria Muster'),
              account,
            }),
          },
          documents: documents(false, false),
          transfer: transfer(OTHER.email),
          settlement: nullValue(),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const { page, client } = await loadPage(CLAIM_ID);
        expect(page.view).toMatchObject({ active: true, waiting_on: 'airline', outcome: null });
        expect(page.view.allowed_actions).toContain('read');
        expect(page.claim.product).toBe('Flight delay protection');
        expect(client.getQueryData(claimTransferQuery(CLAIM_ID).queryKey)).toMatchObject({
          status: 'requested',
          email: OTHER.email,
        });
        expect(client.getQueryData(settlementQuery(CLAIM_ID).queryKey)).toEqual({ available: false });
        expect(client.getQueryData(signaturesQuery(CLAIM_ID).queryKey)?.[0]?.status).toBe('signed');
      }));

  it("answers 404 for another customer's claim, seeding nothing", () =>
    interaction(
      pact,
      user,
      claimAtAirline,
      state('a user exists', OTHER),
      state('the user is signed in', { email: OTHER.email, password: OTHER.password }),
    )
      .uponReceiving("the page of someone else's claim")
      .withRequest('GET', `/claims/${CLAIM_ID}/page`, (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const client = createQueryClient();
        await expect(client.fetchQuery(claimPageQuery(CLAIM_ID))).rejects.toMatchObject({ status: 404 });
        expect(client.getQueryData(claimViewQuery(CLAIM_ID).queryKey)).toBeUndefined();
      }));
});
