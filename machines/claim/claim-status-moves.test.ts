import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ClaimStatus } from '../../contract';
import {
  claimLifecycleMachine,
  decideStatus,
  nextStatuses,
  type ClaimLifecycleContext,
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
