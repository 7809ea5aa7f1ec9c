import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { CLAIM_STAGES, CLAIM_STATUSES, NEXT_STEPS, OpenTask, SCOPES, WAITING_ON } from '../../contract';
import { deskQuery } from '../../src/api/claim-desk';
import { setClaimStatus } from '../../src/api/timeline';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { boolean, eachLike, integer, nullValue, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const CLAIM_ID = 5311;
const CLAIM = {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: 'FP-2026-531100',
  scope: 'fairplane',
} as const;
const user = state('a user exists', DEMO);
const ADMIN = {
  email: 'backoffice@example.com',
  password: 'Admin1234',
  language: 'en_GB',
  admin: true,
} as const;
const asAdmin = [
  state('a user exists', ADMIN),
  state('the user is signed in', { email: ADMIN.email, password: ADMIN.password }),
] as const;
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const oneOf = (values: readonly string[], example: string) => regex(`^(${values.join('|')})$`, example);

/** A desk claim as the desk reads it: every field, the lifecycle's facts included. */
const deskClaim = (over: {
  stage: string;
  waiting_on: string;
  next_step: string;
  court_case: unknown;
  missing_documents: unknown;
}) => ({
  id: integer(CLAIM_ID),
  case_number: string(CLAIM.case_number),
  scope: oneOf(SCOPES, 'fairplane'),
  status: oneOf(CLAIM_STATUSES, 'submitted'),
  created_at: regex(ISO, '2026-08-20T09:12:00.000Z'),
  owner: { id: integer(1), email: string(DEMO.email), name: string('Maria Muster') },
  stage: oneOf(CLAIM_STAGES, over.stage),
  waiting_on: oneOf(WAITING_ON, over.waiting_on),
  next_step: oneOf(NEXT_STEPS, over.next_step),
  open_tasks: eachLike({
    kind: oneOf(OpenTask.shape.kind.options, 'signature_missing'),
    waiting_on: oneOf(WAITING_ON, 'customer'),
    name: string('Maria Muster'),
  }),
  facts: {
    passengers: eachLike({
      id: integer(1),
      name: string('Maria Muster'),
      signature: oneOf(['unsigned', 'requested', 'signed', 'outdated'], 'unsigned'),
      role: oneOf(['owner', 'minor', 'co_passenger'], 'owner'),
      payout_account: boolean(false),
    }),
    missing_documents: over.missing_documents,
    court_case: over.court_case,
    direct_payment_reported: boolean(false),
    transfer: oneOf(['none', 'pending', 'transferred_away'], 'none'),
  },
});

const pact = newPact();

describe('GET /admin/claims', () => {
  it('finds a claim by its case number, with its stage and whom it waits on', () =>
    interaction(pact, user, state('the user has a claim', CLAIM), ...asAdmin)
      .uponReceiving('the back-office desk searched for a case number')
      .withRequest('GET', '/admin/claims', (req) =>
        req.headers(apiHeaders).query({ page: '1', q: CLAIM.case_number }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          claims: eachLike(
            deskClaim({
              stage: 'submitted',
              waiting_on: 'customer',
              next_step: 'provide_documents',
              court_case: nullValue(),
              missing_documents: eachLike(string('booking_or_boarding_pass')),
            }),
          ),
          page: integer(1),
          per_page: integer(20),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const page = await runQuery(deskQuery({ page: 1, q: CLAIM.case_number }));
        expect(page.claims[0]).toMatchObject({
          case_number: CLAIM.case_number,
          stage: 'submitted',
          waiting_on: 'customer',
          facts: { court_case: null, transfer: 'none' },
        });
      }));

  it('lists the claims in court, each naming its court case', () =>
    interaction(
      pact,
      user,
      state('the user has a claim', { ...CLAIM, status: 'airline_contacted' }),
      state('the claim has an open court case', { claim_id: CLAIM_ID, reference: '12 C 345/26' }),
      ...asAdmin,
    )
      .uponReceiving('the back-office desk filtered by a stage')
      .withRequest('GET', '/admin/claims', (req) =>
        req.headers(apiHeaders).query({ page: '1', stage: 'in_court' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          claims: eachLike(
            deskClaim({
              stage: 'in_court',
              waiting_on: 'court',
              next_step: 'court_decision',
              court_case: string('12 C 345/26'),
              // At the airline with its papers: nothing missing.
              missing_documents: [],
            }),
          ),
          page: integer(1),
          per_page: integer(20),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const page = await runQuery(deskQuery({ page: 1, stage: 'in_court' }));
        expect(page.claims[0]).toMatchObject({ stage: 'in_court', facts: { court_case: '12 C 345/26' } });
      }));
});

describe('POST /admin/claims/{claim_id}/status (the lifecycle refuses)', () => {
  it('answers 409 status_not_allowed for a jump the lifecycle does not make', () =>
    interaction(pact, user, state('the user has a claim', CLAIM), ...asAdmin)
      .uponReceiving('a back-office status change the lifecycle does not allow')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/status`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'paid_out' }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: 'status_not_allowed' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await setClaimStatus(CLAIM_ID, 'paid_out')).toEqual(refused('status_not_allowed'));
      }));
});
