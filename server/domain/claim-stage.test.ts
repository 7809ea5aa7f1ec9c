import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, CLOSED_STATUSES, isClaimActive, type OpenTask } from '../../contract';
import { claimStage, STAGES } from './claim-stage';

const active = (status: (typeof CLAIM_STATUSES)[number]) => ({ status, active: true });
const task = (kind: OpenTask['kind'], waiting_on: OpenTask['waiting_on'], name = 'x'): OpenTask => ({
  kind,
  waiting_on,
  name,
});

describe('the stage of a claim (whom it waits on, the next step, how long it usually takes)', () => {
  it('while the claims service reviews, decides and prepares, the claim waits on the service', () => {
    for (const status of ['submitted', 'in_review', 'accepted'] as const) {
      expect(claimStage(active(status), [], [])).toMatchObject({ waiting_on: 'service' });
    }
    expect(claimStage(active('submitted'), [], []).next_step).toBe('review');
    expect(claimStage(active('in_review'), [], []).next_step).toBe('decision');
    expect(claimStage(active('accepted'), [], []).next_step).toBe('contact_airline');
  });

  it('once the airline is contacted, the claim waits on the airline for its answer, for weeks', () => {
    const stage = claimStage(active('airline_contacted'), [], []);
    expect(stage).toMatchObject({ waiting_on: 'airline', next_step: 'airline_answer' });
    expect(stage.usual_duration!.min_days).toBeGreaterThanOrEqual(7);
  });

  it('every active status has a usual duration, a range in whole days', () => {
    for (const status of CLAIM_STATUSES.filter(isClaimActive)) {
      const d = STAGES[status].usual_duration;
      expect(d, status).not.toBeNull();
      expect(d!.min_days).toBeLessThanOrEqual(d!.max_days);
    }
  });

  it('a closed claim waits on nobody, has no next step, and ignores open tasks', () => {
    for (const status of CLOSED_STATUSES) {
      const stage = claimStage({ status, active: false }, [task('document_missing', 'customer')], []);
      expect(stage).toMatchObject({ waiting_on: 'nobody', next_step: 'none', usual_duration: null });
    }
  });

  it("a missing document or the customer's own signature makes it wait on you", () => {
    const docs = claimStage(
      active('airline_contacted'),
      [task('document_missing', 'customer', 'boarding_pass')],
      [],
    );
    expect(docs).toMatchObject({
      waiting_on: 'customer',
      next_step: 'provide_documents',
      usual_duration: null,
    });
    expect(docs.open_tasks).toHaveLength(1);
    const sign = claimStage(active('submitted'), [task('signature_missing', 'customer', 'Julia Becker')], []);
    expect(sign).toMatchObject({ waiting_on: 'customer', next_step: 'sign_assignment' });
  });

  it("a co-passenger's missing signature makes it wait on the co-passenger, yours first", () => {
    const co = task('signature_missing', 'co_passenger', 'Thomas Becker');
    expect(claimStage(active('in_review'), [co], [])).toMatchObject({
      waiting_on: 'co_passenger',
      next_step: 'co_passenger_signature',
    });
    expect(claimStage(active('in_review'), [co, task('document_missing', 'customer')], [])).toMatchObject({
      waiting_on: 'customer',
    });
  });

  it('a court case makes it wait on a court', () => {
    expect(
      claimStage(active('airline_contacted'), [task('court_case', 'court', 'AG Köln 1 C 1/26')], []),
    ).toMatchObject({ waiting_on: 'court', next_step: 'court_decision' });
  });

  it("after the customer's report of a direct payment the service checks it; a later report of contact does not", () => {
    const paid = claimStage(active('airline_contacted'), [], [{ kind: 'airline_paid_directly' }]);
    expect(paid).toMatchObject({ waiting_on: 'service', next_step: 'check_direct_payment' });
    const later = claimStage(
      active('airline_contacted'),
      [],
      [{ kind: 'airline_paid_directly' }, { kind: 'airline_contacted' }],
    );
    expect(later).toMatchObject({ waiting_on: 'airline' });
    const withTasks = claimStage(
      active('in_review'),
      [task('document_missing', 'customer')],
      [{ kind: 'airline_paid_directly' }],
    );
    expect(withTasks).toMatchObject({ waiting_on: 'service', next_step: 'check_direct_payment' });
  });
});
