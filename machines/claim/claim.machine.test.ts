import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ClaimStatus } from '../../contract';
import {
  CLAIM_STAGE_NAMES,
  claimLifecycleMachine,
  decideStatus,
  lifecycleOf,
  nextStatuses,
  STAGE_RULES,
  stageOf,
  type ClaimLifecycleContext,
  type ClaimLifecycleEvent,
} from './claim.machine';

const facts = (status: ClaimStatus, more: Partial<ClaimLifecycleContext> = {}): ClaimLifecycleContext => ({
  status,
  passengers: [],
  missingDocuments: [],
  courtCase: null,
  directPaymentReported: false,
  transfer: 'none',
  ...more,
});

const start = (context: ClaimLifecycleContext) =>
  createActor(claimLifecycleMachine, { input: context }).start();

describe('the claim lifecycle machine', () => {
  it('starts in the stage the database facts say, and its snapshot agrees with stageOf', () => {
    const cases: [ClaimLifecycleContext, string][] = [
      [facts('submitted'), 'submitted'],
      [facts('accepted'), 'accepted'],
      [facts('airline_contacted', { directPaymentReported: true }), 'direct_payment_reported'],
      [facts('airline_contacted', { courtCase: '1 C 1/26' }), 'in_court'],
      [facts('paid_out', { courtCase: '1 C 1/26' }), 'paid_out'],
      [facts('in_review', { transfer: 'transferred_away' }), 'transferred_away'],
    ];
    for (const [context, stage] of cases) {
      expect(lifecycleOf(context).value).toBe(stage);
      expect(stageOf(context)).toBe(stage);
      expect(lifecycleOf(context).hasTag(stage as never)).toBe(true);
    }
  });

  it("each stage's meta holds its rules: what every principal may do", () => {
    const contexts: Record<string, ClaimLifecycleContext> = {
      direct_payment_reported: facts('accepted', { directPaymentReported: true }),
      in_court: facts('accepted', { courtCase: '1 C 1/26' }),
      transferred_away: facts('accepted', { transfer: 'transferred_away' }),
    };
    for (const stage of CLAIM_STAGE_NAMES) {
      const snapshot = lifecycleOf(contexts[stage] ?? facts(stage as ClaimStatus));
      expect(snapshot.value).toBe(stage);
      expect(Object.values(snapshot.getMeta())).toEqual([STAGE_RULES[stage]]);
    }
  });

  it('follows the back office and the customer through a claim: submitted to paid out', () => {
    const actor = start(facts('submitted'));
    const send = (e: ClaimLifecycleEvent) => {
      actor.send(e);
      return actor.getSnapshot().value;
    };
    expect(send({ type: 'STATUS_CHANGED', status: 'in_review' })).toBe('in_review');
    expect(send({ type: 'STATUS_CHANGED', status: 'accepted' })).toBe('accepted');
    expect(send({ type: 'STATUS_CHANGED', status: 'airline_contacted' })).toBe('airline_contacted');
    expect(send({ type: 'AIRLINE_REPORTED', kind: 'airline_paid_directly' })).toBe('direct_payment_reported');
    expect(send({ type: 'AIRLINE_REPORTED', kind: 'airline_contacted' })).toBe('airline_contacted');
    expect(send({ type: 'COURT_CASE_OPENED', reference: '12 C 345/26' })).toBe('in_court');
    // A second court case is refused while one is open.
    expect(send({ type: 'COURT_CASE_OPENED', reference: '13 C 1/26' })).toBe('in_court');
    expect(actor.getSnapshot().context.courtCase).toBe('12 C 345/26');
    expect(send({ type: 'STATUS_CHANGED', status: 'paid_out' })).toBe('paid_out');
    expect(actor.getSnapshot().context.courtCase).toBeNull();
    // Closed: the customer's report and transfer are not taken.
    expect(send({ type: 'AIRLINE_REPORTED', kind: 'airline_paid_directly' })).toBe('paid_out');
    expect(send({ type: 'TRANSFER_REQUESTED' })).toBe('paid_out');
    expect(actor.getSnapshot().context.transfer).toBe('none');
    // The back office may reopen it.
    expect(send({ type: 'STATUS_CHANGED', status: 'in_review' })).toBe('in_review');
  });

  it('a transfer: requested once, cancelled, requested again and accepted moves the claim away for good', () => {
    const actor = start(facts('in_review'));
    actor.send({ type: 'TRANSFER_ACCEPTED' });
    expect(actor.getSnapshot().value).toBe('in_review'); // nothing pending, nothing to accept
    actor.send({ type: 'TRANSFER_REQUESTED' });
    expect(actor.getSnapshot().context.transfer).toBe('pending');
    actor.send({ type: 'TRANSFER_CANCELLED' });
    expect(actor.getSnapshot().context.transfer).toBe('none');
    actor.send({ type: 'TRANSFER_REQUESTED' });
    actor.send({ type: 'TRANSFER_ACCEPTED' });
    expect(actor.getSnapshot().value).toBe('transferred_away');
    actor.send({ type: 'TRANSFER_REQUESTED' });
    actor.send({ type: 'STATUS_CHANGED', status: 'accepted' });
    expect(actor.getSnapshot().value).toBe('transferred_away');
  });

  it('new facts (an upload, a signature) re-settle the stage', () => {
    const actor = start(facts('airline_contacted', { missingDocuments: ['booking_or_boarding_pass'] }));
    actor.send({ type: 'FACTS', facts: { missingDocuments: [] } });
    expect(actor.getSnapshot().context.missingDocuments).toEqual([]);
    expect(actor.getSnapshot().value).toBe('airline_contacted');
  });

  it('every stage is reachable from a new claim (generated shortest paths)', () => {
    const statuses: ClaimStatus[] = [
      'in_review',
      'accepted',
      'airline_contacted',
      'paid_out',
      'rejected',
      'withdrawn',
    ];
    const events: ClaimLifecycleEvent[] = [
      ...statuses.map((status): ClaimLifecycleEvent => ({ type: 'STATUS_CHANGED', status })),
      { type: 'AIRLINE_REPORTED', kind: 'airline_paid_directly' },
      { type: 'COURT_CASE_OPENED', reference: '12 C 345/26' },
      { type: 'TRANSFER_REQUESTED' },
      { type: 'TRANSFER_ACCEPTED' },
    ];
    const paths = getShortestPaths(claimLifecycleMachine, {
      input: facts('submitted'),
      events,
      toState: undefined,
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.status,
          s.context.transfer,
          s.context.courtCase,
          s.context.directPaymentReported,
        ]),
    });
    const reached = new Set(paths.map((p) => p.state.value as string));
    expect([...reached].sort()).toEqual([...CLAIM_STAGE_NAMES].sort());
  });
});

describe('status moves of the back office', () => {
  it('walks a claim forward from submitted to paid out, one step at a time', () => {
    expect(nextStatuses(facts('submitted'), 'back_office')).toEqual(['in_review', 'rejected', 'withdrawn']);
    expect(nextStatuses(facts('in_review'), 'back_office')).toEqual(['accepted', 'rejected', 'withdrawn']);
    expect(nextStatuses(facts('accepted'), 'back_office')).toEqual([
      'airline_contacted',
      'paid_out',
      'rejected',
      'withdrawn',
    ]);
    expect(nextStatuses(facts('airline_contacted'), 'back_office')).toEqual([
      'paid_out',
      'rejected',
      'withdrawn',
    ]);
  });

  it('refuses a jump (status_not_allowed) and accepts the same status again', () => {
    expect(decideStatus(facts('submitted'), 'back_office', 'paid_out')).toEqual({
      ok: false,
      reason: 'status_not_allowed',
    });
    expect(decideStatus(facts('in_review'), 'back_office', 'airline_contacted').ok).toBe(false);
    expect(decideStatus(facts('submitted'), 'back_office', 'submitted')).toEqual({ ok: true });
    expect(decideStatus(facts('submitted'), 'back_office', 'in_review')).toEqual({ ok: true });
  });

  it('reopens a closed claim at an active status only', () => {
    for (const closed of ['paid_out', 'rejected', 'withdrawn'] as const) {
      expect(nextStatuses(facts(closed), 'back_office')).toEqual([
        'submitted',
        'in_review',
        'accepted',
        'airline_contacted',
      ]);
      expect(decideStatus(facts(closed), 'back_office', 'rejected').ok).toBe(closed === 'rejected');
    }
  });

  it('nobody but the back office changes a status', () => {
    for (const principal of ['customer', 'co_passenger', 'admin_as_customer'] as const) {
      expect(nextStatuses(facts('submitted'), principal)).toEqual([]);
      expect(decideStatus(facts('submitted'), principal, 'in_review')).toEqual({
        ok: false,
        reason: 'action_not_allowed',
      });
    }
  });

  it('the machine takes a STATUS_CHANGED only along an allowed move', () => {
    const actor = createActor(claimLifecycleMachine, { input: facts('submitted') }).start();
    actor.send({ type: 'STATUS_CHANGED', status: 'paid_out' });
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'STATUS_CHANGED', status: 'in_review' });
    expect(actor.getSnapshot().value).toBe('in_review');
  });
});
