import type { ClaimOutcome, ClaimStep, ClaimView, OpenTask } from '../../contract';
import {
  CLAIM_ACTIONS,
  allows,
  stageOf,
  type ClaimAction,
  type ClaimPrincipal,
} from '../../machines/claim/claim.machine';
import { claimStage, nextSteps } from '../../machines/claim/claim-steps';
import type { ClaimFacts } from './claim-access';

/** The action each of the customer's open tasks is done with. */
const ACTION_OF: Record<Exclude<OpenTask['kind'], 'court_case'>, ClaimAction> = {
  document_missing: 'add_document',
  signature_missing: 'sign',
  payout_details_missing: 'set_payout_details',
};

const OUTCOMES: readonly string[] = ['paid_out', 'rejected', 'withdrawn'] satisfies ClaimOutcome[];

/**
 * The customer's open tasks (machines/claim `nextSteps`) as steps naming what does them: the
 * checklist item, or the passenger (matched in order, so two passengers of one name stay apart);
 * only those the principal may take now.
 */
export function stepsFor(facts: ClaimFacts, principal: ClaimPrincipal): ClaimStep[] {
  const { lifecycle } = facts;
  const unmatched = { sign: [...lifecycle.passengers], add_payout_details: [...lifecycle.passengers] };
  const steps: ClaimStep[] = [];
  for (const task of nextSteps(lifecycle)) {
    if (task.kind === 'court_case' || !allows(lifecycle, principal, ACTION_OF[task.kind]).ok) continue;
    if (task.kind === 'document_missing') {
      steps.push({
        kind: 'upload_document',
        item: task.name as Extract<ClaimStep, { item: unknown }>['item'],
      });
      continue;
    }
    const kind = task.kind === 'signature_missing' ? 'sign' : 'add_payout_details';
    const at = unmatched[kind].findIndex((p) => p.name === task.name);
    const [passenger] = at < 0 ? [] : unmatched[kind].splice(at, 1);
    if (passenger) steps.push({ kind, passenger_id: passenger.id, passenger: passenger.name });
  }
  return steps;
}

/** What a claim's page opens with, for this principal (GET /claims/{id}/view). */
export function claimView(facts: ClaimFacts, principal: ClaimPrincipal): ClaimView {
  const { lifecycle } = facts;
  const stage = claimStage(lifecycle);
  const name = stageOf(lifecycle);
  return {
    claim_id: facts.claim.id,
    status: stage.status,
    active: stage.active,
    outcome: OUTCOMES.includes(name) ? (name as ClaimOutcome) : null,
    waiting_on: stage.waiting_on,
    next_step: stage.next_step,
    usual_duration: stage.usual_duration,
    next_steps: stepsFor(facts, principal),
    allowed_actions: CLAIM_ACTIONS.filter((action) => allows(lifecycle, principal, action).ok),
  };
}
