import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { claimViewQuery } from '../../src/api/claim-view';
import { apiHeaders, interaction, newPact, runQuery, spaDataLayer, state } from './pact';

const { fromProviderState, integer, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const OTHER = { email: 'other@example.com', password: 'Other1234', language: 'nl_NL' } as const;
const CLAIM_ID = 5501;
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
// Submitted, one passenger, no documents and nobody signed (pact/states.ts).
const claim = state('the user has a claim', {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: 'FP-2026-550100',
  scope: 'fairplane',
});
const paidClaim = state('the user has a claim with payout accounts', {
  email: DEMO.email,
  status: 'paid_out',
});

/** The owner's actions on an active claim with no pending transfer, in the contract's order. */
const ACTIVE_ACTIONS = [
  'read',
  'edit_details',
  'add_document',
  'delete_document',
  'sign',
  'request_signature',
  'remind_signature',
  'set_payout_details',
  'transfer',
  'report_airline',
];

const pact = newPact();

describe('GET /claims/{claim_id}/view', () => {
  it('gives a submitted claim waiting on the customer: upload the missing document, then sign', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving("a claim's view while it needs the customer")
      .withRequest('GET', `/claims/${CLAIM_ID}/view`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          claim_id: integer(CLAIM_ID),
          status: 'submitted',
          active: true,
          outcome: null,
          waiting_on: 'customer',
          next_step: 'provide_documents',
          usual_duration: null,
          next_steps: [
            { kind: 'upload_document', item: 'booking_or_boarding_pass' },
            { kind: 'sign', passenger_id: integer(4712), passenger: string('Maria Muster') },
          ],
          allowed_actions: ACTIVE_ACTIONS,
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const view = await runQuery(claimViewQuery(CLAIM_ID));
        expect(view).toMatchObject({ active: true, outcome: null, waiting_on: 'customer' });
        expect(view.next_steps.map((s) => s.kind)).toEqual(['upload_document', 'sign']);
        expect(view.next_steps[0]).toEqual({ kind: 'upload_document', item: 'booking_or_boarding_pass' });
        expect(view.allowed_actions).toContain('add_document');
        expect(view.allowed_actions).not.toContain('cancel_transfer');
      }));

  it('gives a paid-out claim its outcome, no steps and nothing but reading', () =>
    interaction(pact, user, paidClaim, signedIn)
      .uponReceiving("a paid-out claim's view")
      .withRequest('GET', fromProviderState('/claims/${claimId}/view', `/claims/${CLAIM_ID}/view`), (req) =>
        req.headers(apiHeaders),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          claim_id: fromProviderState('${claimId}', CLAIM_ID),
          status: 'paid_out',
          active: false,
          outcome: 'paid_out',
          waiting_on: 'nobody',
          next_step: 'none',
          usual_duration: null,
          next_steps: [],
          allowed_actions: ['read'],
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const view = await runQuery(claimViewQuery(CLAIM_ID));
        expect(view).toMatchObject({ active: false, outcome: 'paid_out', waiting_on: 'nobody' });
        expect(view.next_steps).toEqual([]);
        expect(view.allowed_actions).toEqual(['read']);
      }));

  it("answers 404 for another customer's claim", () =>
    interaction(
      pact,
      user,
      claim,
      state('a user exists', OTHER),
      state('the user is signed in', { email: OTHER.email, password: OTHER.password }),
    )
      .uponReceiving("the view of someone else's claim")
      .withRequest('GET', `/claims/${CLAIM_ID}/view`, (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(runQuery(claimViewQuery(CLAIM_ID))).rejects.toMatchObject({ status: 404 });
      }));
});
