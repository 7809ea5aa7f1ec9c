import type { ClaimStage, ClaimStatus, NextStep, OpenTask, WaitingOn } from '../../contract';
import { lifecycleOf, stageOf, type ClaimLifecycleContext, type PassengerFacts } from './claim.machine';
import { STAGE_RULES, type ClaimStageName } from './claim-rules';

/** From acceptance on, the service pays out: each passenger needs a payout account. */
const PAYS_OUT: readonly ClaimStatus[] = ['accepted', 'airline_contacted'];

const isOpen = (c: ClaimLifecycleContext) => STAGE_RULES[stageOf(c)].refusal !== 'claim_closed';

/** An unsigned (or outdated) assignment waits on the owner; one mailed to a co-passenger waits on them. */
const signer = (p: PassengerFacts): WaitingOn =>
  p.role === 'co_passenger' && p.signature === 'requested' ? 'co_passenger' : 'customer';

/**
 * What must still be done before the claim can go on, in this order: missing documents, missing
 * (or outdated) signatures, missing payout accounts once the claim is accepted, an open court
 * case. None once the claim is closed or transferred away.
 */
export function openTasks(c: ClaimLifecycleContext): OpenTask[] {
  if (!isOpen(c)) return [];
  const tasks: OpenTask[] = c.missingDocuments.map((name) => ({
    kind: 'document_missing',
    waiting_on: 'customer',
    name,
  }));
  for (const p of c.passengers)
    if (p.signature !== 'signed')
      tasks.push({ kind: 'signature_missing', waiting_on: signer(p), name: p.name });
  if (PAYS_OUT.includes(c.status))
    for (const p of c.passengers)
      if (!p.payoutAccount)
        tasks.push({ kind: 'payout_details_missing', waiting_on: 'customer', name: p.name });
  if (c.courtCase !== null) tasks.push({ kind: 'court_case', waiting_on: 'court', name: c.courtCase });
  return tasks;
}

/** The customer's own steps first, then a co-passenger's, then a court's. */
const TASK_ORDER: WaitingOn[] = ['customer', 'co_passenger', 'court'];

const STEP_OF: Record<OpenTask['kind'], NextStep> = {
  document_missing: 'provide_documents',
  signature_missing: 'sign_assignment',
  payout_details_missing: 'add_payout_details',
  court_case: 'court_decision',
};

function firstTask(tasks: OpenTask[]): OpenTask | undefined {
  return TASK_ORDER.map((who) => tasks.find((t) => t.waiting_on === who)).find(Boolean);
}

/**
 * The stage at the top of the timeline: whom the claim waits on, the next step and how long it
 * usually takes. A reported direct payment is checked by the service before anything else; else
 * the first open task decides (an active claim with a missing boarding pass waits on the
 * customer, not on the airline); else the stage's own row.
 */
export function claimStage(c: ClaimLifecycleContext): ClaimStage {
  const name = lifecycleOf(c).value as ClaimStageName;
  const row = STAGE_RULES[name].row;
  const tasks = openTasks(c);
  const base = { status: c.status, active: isOpen(c), open_tasks: tasks };
  const first = name === 'direct_payment_reported' ? undefined : firstTask(tasks);
  if (!first) return { ...base, ...row };
  const step = first.waiting_on === 'co_passenger' ? 'co_passenger_signature' : STEP_OF[first.kind];
  return {
    ...base,
    waiting_on: first.waiting_on,
    next_step: step,
    // The customer's and a co-passenger's steps take as long as they take; a court's has a usual time.
    usual_duration: first.kind === 'court_case' ? STAGE_RULES.in_court.row.usual_duration : null,
  };
}

/** Whom the claim waits on now. */
export const waitingOn = (c: ClaimLifecycleContext): WaitingOn => claimStage(c).waiting_on;

/** What the customer must do now, in order (empty: nothing; the claim waits on someone else). */
export const nextSteps = (c: ClaimLifecycleContext): OpenTask[] =>
  openTasks(c).filter((t) => t.waiting_on === 'customer');
