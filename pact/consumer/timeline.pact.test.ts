import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { AIRLINE_REPORT_NOTE_MAX, OpenTask, TIMELINE_EVENT_KINDS, WAITING_ON } from '../../contract';
import {
  openCourtCase,
  reportAirline,
  requestDocument,
  requestMissingSignature,
  sendServiceMessage,
  setClaimStatus,
  timelineQuery,
} from '../../src/api/timeline';
import { createQueryClient } from '../../src/api/query-client';
import { refused } from '../../src/testing/api-fetch';
import { apiHeaders, interaction, jsonHeaders, newPact, runQuery, spaDataLayer, state } from './pact';

const { eachLike, integer, regex, string } = MatchersV3;

const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const OTHER = { email: 'other@example.com', password: 'Other1234', language: 'nl_NL' } as const;
const CLAIM_ID = 5301;
const user = state('a user exists', DEMO);
const signedIn = state('the user is signed in', { email: DEMO.email, password: DEMO.password });
// Submitted, with its payout of €250.00 on 2026-09-01 (pact/states.ts).
const CLAIM = {
  email: DEMO.email,
  claim_id: CLAIM_ID,
  case_number: 'FP-2026-530100',
  scope: 'fairplane',
} as const;
const claim = state('the user has a claim', CLAIM);
const ISO = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const KIND = regex(`^(${TIMELINE_EVENT_KINDS.join('|')})$`, 'created');
const ACTOR = regex('^(customer|co_passenger|service|airline|system)$', 'customer');

/** What the timeline section reads of an event. */
const event = (kind: ReturnType<typeof regex> | string, detail: Record<string, unknown> = {}) => ({
  id: string('event:1'),
  kind,
  at: regex(ISO, '2026-08-20T09:12:00.000Z'),
  actor: ACTOR,
  detail,
});

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

const pact = newPact();

describe('GET /claims/{claim_id}/timeline', () => {
  it("gives a submitted claim's stage (waiting on the customer, with open tasks) and its events", () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving("a claim's timeline")
      .withRequest('GET', `/claims/${CLAIM_ID}/timeline`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          stage: {
            status: 'submitted',
            active: true,
            waiting_on: 'customer',
            next_step: 'provide_documents',
            usual_duration: null,
            open_tasks: eachLike({
              kind: regex(`^(${OpenTask.shape.kind.options.join('|')})$`, 'document_missing'),
              waiting_on: regex(`^(${WAITING_ON.join('|')})$`, 'customer'),
              name: string('booking_or_boarding_pass'),
            }),
          },
          events: eachLike(event(KIND)),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const timeline = await runQuery(timelineQuery(CLAIM_ID));
        expect(timeline.stage).toMatchObject({ waiting_on: 'customer', next_step: 'provide_documents' });
        expect(timeline.stage.usual_duration).toBeNull();
        expect(timeline.stage.open_tasks[0]).toEqual({
          kind: 'document_missing',
          waiting_on: 'customer',
          name: 'booking_or_boarding_pass',
        });
        expect(timeline.events[0]).toMatchObject({ kind: 'created', at: '2026-08-20T09:12:00.000Z' });
      }));

  it('gives the stage of a claim the airline has to answer, with how long that usually takes', () =>
    interaction(
      pact,
      user,
      state('the user has a claim', { ...CLAIM, status: 'airline_contacted' }),
      signedIn,
    )
      .uponReceiving('the timeline of a claim waiting on the airline')
      .withRequest('GET', `/claims/${CLAIM_ID}/timeline`, (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          stage: {
            status: 'airline_contacted',
            active: true,
            waiting_on: 'airline',
            next_step: 'airline_answer',
            usual_duration: { min_days: integer(14), max_days: integer(56) },
            open_tasks: [],
          },
          events: eachLike(event(KIND)),
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const timeline = await runQuery(timelineQuery(CLAIM_ID));
        expect(timeline.stage).toMatchObject({ waiting_on: 'airline', next_step: 'airline_answer' });
        expect(timeline.stage.usual_duration).toEqual({ min_days: 14, max_days: 56 });
        expect(timeline.stage.open_tasks).toEqual([]);
      }));

  it("answers 404 for another customer's claim", () =>
    interaction(
      pact,
      user,
      claim,
      state('a user exists', OTHER),
      state('the user is signed in', { email: OTHER.email, password: OTHER.password }),
    )
      .uponReceiving("the timeline of someone else's claim")
      .withRequest('GET', `/claims/${CLAIM_ID}/timeline`, (req) => req.headers(apiHeaders))
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(runQuery(timelineQuery(CLAIM_ID))).rejects.toMatchObject({ status: 404 });
      }));
});

describe('POST /claims/{claim_id}/airline_report', () => {
  it('reports that the airline paid directly, with a note and the amount', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a report that the airline paid directly')
      .withRequest('POST', `/claims/${CLAIM_ID}/airline_report`, (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ kind: 'airline_paid_directly', note: 'Paid by bank transfer', amount: 25000 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody(
          event('airline_paid_directly', { note: 'Paid by bank transfer', amount: integer(25000) }),
        ),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const outcome = await reportAirline(createQueryClient(), CLAIM_ID, {
          kind: 'airline_paid_directly',
          note: 'Paid by bank transfer',
          amount: 25000,
        });
        expect(outcome).toMatchObject({ ok: true, value: { kind: 'airline_paid_directly' } });
      }));

  it('reports that the airline made contact', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a report that the airline made contact')
      .withRequest('POST', `/claims/${CLAIM_ID}/airline_report`, (req) =>
        req.headers(jsonHeaders).jsonBody({ kind: 'airline_contacted' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(event('airline_contacted')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const outcome = await reportAirline(createQueryClient(), CLAIM_ID, { kind: 'airline_contacted' });
        expect(outcome).toMatchObject({ ok: true, value: { kind: 'airline_contacted' } });
      }));

  it('refuses a note that is too long, naming the field', () =>
    interaction(pact, user, claim, signedIn)
      .uponReceiving('a report with a note that is too long')
      .withRequest('POST', `/claims/${CLAIM_ID}/airline_report`, (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ kind: 'airline_contacted', note: 'x'.repeat(AIRLINE_REPORT_NOTE_MAX + 1) }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { note: ['too_long'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const outcome = await reportAirline(createQueryClient(), CLAIM_ID, {
          kind: 'airline_contacted',
          note: 'x'.repeat(AIRLINE_REPORT_NOTE_MAX + 1),
        });
        expect(outcome).toEqual(refused('validation_failed', { note: ['too_long'] }));
      }));
});

describe('POST /admin/claims/{claim_id}/status', () => {
  it("moves a customer's claim to another status", () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving("a back-office status change of a customer's claim")
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/status`, (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'in_review' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await setClaimStatus(CLAIM_ID, 'in_review')).toBe(true);
      }));

  it('answers 404 for a claim that does not exist', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('a back-office status change of a missing claim')
      .withRequest('POST', '/admin/claims/5399/status', (req) =>
        req.headers(jsonHeaders).jsonBody({ status: 'in_review' }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await setClaimStatus(5399, 'in_review')).toBe(false);
      }));
});

describe('POST /admin/claims/{claim_id}/document_request', () => {
  it("asks a claim's owner for a document of its checklist", () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office request for a document')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/document_request`, (req) =>
        req
          .headers(jsonHeaders)
          .jsonBody({ item: 'rerouting_confirmation', note: 'You were rerouted via ZRH' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          ...event('document_requested', {
            name: 'rerouting_confirmation',
            note: 'You were rerouted via ZRH',
          }),
          actor: 'service',
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const outcome = await requestDocument(CLAIM_ID, {
          item: 'rerouting_confirmation',
          note: 'You were rerouted via ZRH',
        });
        expect(outcome).toMatchObject({
          ok: true,
          value: { kind: 'document_requested', actor: 'service', detail: { name: 'rerouting_confirmation' } },
        });
      }));

  it("refuses a document that is not on the checklist of the claim's scope", () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office request for a document of another scope')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/document_request`, (req) =>
        req.headers(jsonHeaders).jsonBody({ item: 'receipts' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { item: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestDocument(CLAIM_ID, { item: 'receipts' })).toEqual(
          refused('validation_failed', { item: ['invalid_value'] }),
        );
      }));

  it('answers 404 for a claim that does not exist', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('a back-office request for a document of a missing claim')
      .withRequest('POST', '/admin/claims/5399/document_request', (req) =>
        req.headers(jsonHeaders).jsonBody({ item: 'booking_or_boarding_pass' }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestDocument(5399, { item: 'booking_or_boarding_pass' })).toEqual(
          refused('not_found'),
        );
      }));
});

describe('POST /admin/claims/{claim_id}/signature_request', () => {
  const PASSENGER_ID = 5311;
  const passengers = state("the claim's passengers are", {
    claim_id: CLAIM_ID,
    passengers: [{ id: PASSENGER_ID, first_name: 'Max', last_name: 'Muster', email: null }],
  });

  it("tells a claim's owner that a passenger's signature is missing", () =>
    interaction(pact, user, claim, passengers, ...asAdmin)
      .uponReceiving('a back-office request for a missing signature')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/signature_request`, (req) =>
        req.headers(jsonHeaders).jsonBody({ passenger_id: PASSENGER_ID }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...event('signature_requested', { name: 'Max Muster' }), actor: 'service' }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestMissingSignature(CLAIM_ID, PASSENGER_ID)).toMatchObject({
          ok: true,
          value: { kind: 'signature_requested', actor: 'service', detail: { name: 'Max Muster' } },
        });
      }));

  it('refuses a passenger who is not on the claim', () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office request for the signature of a passenger of no such claim')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/signature_request`, (req) =>
        req.headers(jsonHeaders).jsonBody({ passenger_id: 5399 }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { passenger_id: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestMissingSignature(CLAIM_ID, 5399)).toEqual(
          refused('validation_failed', { passenger_id: ['invalid_value'] }),
        );
      }));

  it('answers 404 for a claim that does not exist', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('a back-office request for a missing signature on a missing claim')
      .withRequest('POST', '/admin/claims/5399/signature_request', (req) =>
        req.headers(jsonHeaders).jsonBody({ passenger_id: PASSENGER_ID }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestMissingSignature(5399, PASSENGER_ID)).toEqual(refused('not_found'));
      }));
});

describe('POST /admin/claims/{claim_id}/messages', () => {
  const TEXT = 'The airline asked for a copy of your ID.';

  it("sends a claim's owner a message", () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office message to the owner of a claim')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/messages`, (req) =>
        req.headers(jsonHeaders).jsonBody({ text: TEXT }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...event('message', { note: TEXT }), actor: 'service' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await sendServiceMessage(CLAIM_ID, TEXT)).toMatchObject({
          ok: true,
          value: { kind: 'message', actor: 'service', detail: { note: TEXT } },
        });
      }));

  it('refuses a blank message', () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a blank back-office message')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/messages`, (req) =>
        req.headers(jsonHeaders).jsonBody({ text: '  ' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { text: ['required'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await sendServiceMessage(CLAIM_ID, '  ')).toEqual(
          refused('validation_failed', { text: ['required'] }),
        );
      }));

  it('answers 404 for a claim that does not exist', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('a back-office message about a missing claim')
      .withRequest('POST', '/admin/claims/5399/messages', (req) =>
        req.headers(jsonHeaders).jsonBody({ text: TEXT }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await sendServiceMessage(5399, TEXT)).toEqual(refused('not_found'));
      }));
});

describe('POST /admin/claims/{claim_id}/court_case', () => {
  const REFERENCE = '12 C 345/26';

  it('records that legal proceedings started on a claim', () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office court case on a claim')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/court_case`, (req) =>
        req.headers(jsonHeaders).jsonBody({ reference: REFERENCE }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...event('court_case_opened', { name: REFERENCE }), actor: 'service' }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await openCourtCase(CLAIM_ID, REFERENCE)).toMatchObject({
          ok: true,
          value: { kind: 'court_case_opened', actor: 'service', detail: { name: REFERENCE } },
        });
      }));

  it('refuses a reference that is no court reference', () =>
    interaction(pact, user, claim, ...asAdmin)
      .uponReceiving('a back-office court case with an invalid reference')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/court_case`, (req) =>
        req.headers(jsonHeaders).jsonBody({ reference: '<b>12</b>' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: 'validation_failed', errors: { reference: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await openCourtCase(CLAIM_ID, '<b>12</b>')).toEqual(
          refused('validation_failed', { reference: ['invalid_value'] }),
        );
      }));

  it('refuses a second court case while one is open', () =>
    interaction(
      pact,
      user,
      claim,
      state('the claim has an open court case', { claim_id: CLAIM_ID, reference: REFERENCE }),
      ...asAdmin,
    )
      .uponReceiving('a back-office court case on a claim with one open')
      .withRequest('POST', `/admin/claims/${CLAIM_ID}/court_case`, (req) =>
        req.headers(jsonHeaders).jsonBody({ reference: '13 C 1/26' }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: 'court_case_open' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await openCourtCase(CLAIM_ID, '13 C 1/26')).toEqual(refused('court_case_open'));
      }));

  it('answers 404 for a claim that does not exist', () =>
    interaction(pact, ...asAdmin)
      .uponReceiving('a back-office court case on a missing claim')
      .withRequest('POST', '/admin/claims/5399/court_case', (req) =>
        req.headers(jsonHeaders).jsonBody({ reference: REFERENCE }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await openCourtCase(5399, REFERENCE)).toEqual(refused('not_found'));
      }));
});
