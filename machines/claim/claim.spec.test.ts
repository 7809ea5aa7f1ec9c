/**
 * Scenarios of the claim lifecycle written from the product's complaints about it: a claim must not
 * contradict itself, closed claims change no more, an admin viewing as a customer moves nothing,
 * and whom the claim waits on follows from what is still missing.
 */
import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, CLOSED_STATUSES, type ClaimStatus } from '../../contract';
import { allows, type ClaimAction, type ClaimLifecycleContext, type PassengerFacts } from './claim.machine';
import { claimStage, nextSteps, openTasks, waitingOn } from './claim-steps';

const julia: PassengerFacts = {
  id: 1,
  name: 'Julia Becker',
  signature: 'unsigned',
  role: 'owner',
  payoutAccount: false,
};
const claim = (status: ClaimStatus, more: Partial<ClaimLifecycleContext> = {}): ClaimLifecycleContext => ({
  status,
  passengers: [julia],
  missingDocuments: ['ticket_invoice', 'cancellation_notice'],
  courtCase: null,
  directPaymentReported: false,
  transfer: 'none',
  ...more,
});

const CUSTOMER_CHANGES: ClaimAction[] = [
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

describe('a closed claim', () => {
  it('a paid-out claim asks for no signature or document and allows no edit, transfer or upload', () => {
    const paid = claim('paid_out');
    expect(openTasks(paid)).toEqual([]);
    expect(nextSteps(paid)).toEqual([]);
    expect(claimStage(paid)).toMatchObject({ active: false, waiting_on: 'nobody', next_step: 'none' });
    for (const action of ['edit_details', 'transfer', 'add_document'] as const)
      expect(allows(paid, 'customer', action)).toEqual({ ok: false, reason: 'claim_closed' });
  });

  it("refuses the owner's signature, a signing-link request and an airline report, in every closed status", () => {
    for (const status of CLOSED_STATUSES)
      for (const action of ['sign', 'request_signature', 'report_airline'] as const)
        expect(allows(claim(status), 'customer', action), `${status} ${action}`).toEqual({
          ok: false,
          reason: 'claim_closed',
        });
  });

  it('refuses every change by anyone acting for the customer, but its papers stay readable', () => {
    for (const status of CLOSED_STATUSES) {
      for (const action of CUSTOMER_CHANGES) {
        expect(allows(claim(status), 'customer', action).ok).toBe(false);
        expect(allows(claim(status), 'admin_as_customer', action).ok).toBe(false);
      }
      expect(allows(claim(status), 'co_passenger', 'sign').ok).toBe(false);
      for (const who of ['customer', 'co_passenger', 'admin_as_customer', 'back_office'] as const)
        expect(allows(claim(status), who, 'read')).toEqual({ ok: true });
    }
  });

  it('the back office may still reopen it or write to the customer, but asks for nothing', () => {
    const rejected = claim('rejected');
    expect(allows(rejected, 'back_office', 'change_status')).toEqual({ ok: true });
    expect(allows(rejected, 'back_office', 'message')).toEqual({ ok: true });
    expect(allows(rejected, 'back_office', 'ask_for_document')).toEqual({
      ok: false,
      reason: 'claim_closed',
    });
    expect(allows(rejected, 'back_office', 'open_court_case')).toEqual({ ok: false, reason: 'claim_closed' });
  });

  it('a claim transferred away allows its former owner no change', () => {
    const gone = claim('in_review', { transfer: 'transferred_away' });
    for (const action of CUSTOMER_CHANGES)
      expect(allows(gone, 'customer', action)).toEqual({ ok: false, reason: 'claim_closed' });
    expect(openTasks(gone)).toEqual([]);
  });
});

describe('an admin viewing as the customer', () => {
  it('cannot transfer, cancel a transfer, request or remind signing links, file airline reports, sign or set payout details', () => {
    for (const status of CLAIM_STATUSES)
      for (const action of [
        'transfer',
        'request_signature',
        'remind_signature',
        'report_airline',
        'sign',
        'set_payout_details',
      ] as const)
        expect(allows(claim(status), 'admin_as_customer', action).ok, `${status} ${action}`).toBe(false);
    const pending = claim('submitted', { transfer: 'pending' });
    expect(allows(pending, 'customer', 'cancel_transfer')).toEqual({ ok: true });
    expect(allows(pending, 'admin_as_customer', 'cancel_transfer')).toEqual({
      ok: false,
      reason: 'action_not_allowed',
    });
  });

  it('reads everything and may help with the papers of an active claim', () => {
    for (const action of ['read', 'edit_details', 'add_document', 'delete_document'] as const)
      expect(allows(claim('in_review'), 'admin_as_customer', action)).toEqual({ ok: true });
  });
});

describe('an active claim', () => {
  it('the owner may change it in every active status; a co-passenger only signs', () => {
    for (const status of ['submitted', 'in_review', 'accepted', 'airline_contacted'] as const) {
      for (const action of CUSTOMER_CHANGES)
        expect(allows(claim(status), 'customer', action), `${status} ${action}`).toEqual({ ok: true });
      expect(allows(claim(status), 'co_passenger', 'sign')).toEqual({ ok: true });
      expect(allows(claim(status), 'co_passenger', 'edit_details')).toEqual({
        ok: false,
        reason: 'action_not_allowed',
      });
      expect(allows(claim(status), 'customer', 'change_status').ok).toBe(false);
    }
  });

  it('one transfer at a time: a pending one can be cancelled, not requested again; none pending: nothing to cancel', () => {
    expect(allows(claim('submitted', { transfer: 'pending' }), 'customer', 'transfer').ok).toBe(false);
    expect(allows(claim('submitted'), 'customer', 'cancel_transfer').ok).toBe(false);
  });

  it('one court case at a time', () => {
    expect(allows(claim('airline_contacted'), 'back_office', 'open_court_case')).toEqual({ ok: true });
    expect(
      allows(claim('airline_contacted', { courtCase: '12 C 345/26' }), 'back_office', 'open_court_case'),
    ).toEqual({
      ok: false,
      reason: 'court_case_open',
    });
  });

  it('with a missing boarding pass it waits on the customer, not on the airline', () => {
    const c = claim('airline_contacted', { missingDocuments: ['booking_or_boarding_pass'], passengers: [] });
    expect(waitingOn(c)).toBe('customer');
    expect(claimStage(c).next_step).toBe('provide_documents');
    expect(nextSteps(c)).toEqual([
      { kind: 'document_missing', waiting_on: 'customer', name: 'booking_or_boarding_pass' },
    ]);
  });

  it('once the papers are complete it waits on whoever the stage says', () => {
    const done = {
      missingDocuments: [],
      passengers: [{ ...julia, signature: 'signed' as const, payoutAccount: true }],
    };
    expect(waitingOn(claim('submitted', done))).toBe('service');
    expect(waitingOn(claim('airline_contacted', done))).toBe('airline');
    expect(claimStage(claim('airline_contacted', done)).usual_duration!.min_days).toBeGreaterThanOrEqual(7);
  });

  it('once accepted, a passenger without a payout account is a step for the customer; before, it is not', () => {
    const signed = { missingDocuments: [], passengers: [{ ...julia, signature: 'signed' as const }] };
    expect(openTasks(claim('in_review', signed))).toEqual([]);
    expect(claimStage(claim('accepted', signed))).toMatchObject({
      waiting_on: 'customer',
      next_step: 'add_payout_details',
      open_tasks: [{ kind: 'payout_details_missing', waiting_on: 'customer', name: 'Julia Becker' }],
    });
  });

  it("an outdated assignment must be signed again; a link mailed to a co-passenger waits on them, the customer's own steps first", () => {
    const jan: PassengerFacts = {
      id: 2,
      name: 'Jan Jansen',
      signature: 'requested',
      role: 'co_passenger',
      payoutAccount: false,
    };
    const onlyJan = claim('in_review', {
      missingDocuments: [],
      passengers: [{ ...julia, signature: 'signed' }, jan],
    });
    expect(claimStage(onlyJan)).toMatchObject({
      waiting_on: 'co_passenger',
      next_step: 'co_passenger_signature',
    });
    const outdated = claim('in_review', {
      missingDocuments: [],
      passengers: [{ ...julia, signature: 'outdated' }, jan],
    });
    expect(claimStage(outdated)).toMatchObject({ waiting_on: 'customer', next_step: 'sign_assignment' });
  });

  it('a court case makes it wait on a court, for months; the customer’s own steps still come first', () => {
    const done = {
      missingDocuments: [],
      passengers: [{ ...julia, signature: 'signed' as const, payoutAccount: true }],
    };
    const court = claimStage(claim('airline_contacted', { ...done, courtCase: 'AG Köln 1 C 1/26' }));
    expect(court).toMatchObject({ waiting_on: 'court', next_step: 'court_decision' });
    expect(court.usual_duration!.min_days).toBeGreaterThanOrEqual(60);
    expect(waitingOn(claim('airline_contacted', { courtCase: 'AG Köln 1 C 1/26' }))).toBe('customer');
  });

  it("after the customer's report of a direct payment the service checks it first", () => {
    expect(claimStage(claim('airline_contacted', { directPaymentReported: true }))).toMatchObject({
      waiting_on: 'service',
      next_step: 'check_direct_payment',
    });
  });
});
