import { assign, getInitialSnapshot, setup, type SnapshotFrom } from 'xstate';
import type { AirlineReportKind, ClaimStatus, SignerRole } from '../../contract';
import {
  CLAIM_STAGE_NAMES,
  STAGE_RULES,
  STATUS_MOVES,
  type ClaimAction,
  type ClaimPrincipal,
  type ClaimStageName,
  type Refusal,
  type StageRules,
} from './claim-rules';

export * from './claim-rules';

/** A passenger as the database holds them: their assignment's state and whether a payout account is set. */
export type PassengerFacts = {
  id: number;
  name: string;
  /** `outdated`: signed, but the name or the flight it names changed since; it must be signed again. */
  signature: 'unsigned' | 'requested' | 'signed' | 'outdated';
  /** Who signs: the owner for themselves (`owner`) or their child (`minor`), or the co-passenger by link. */
  role: SignerRole;
  payoutAccount: boolean;
};

/** What the database holds about a claim, as far as its lifecycle cares. */
export type ClaimLifecycleContext = {
  status: ClaimStatus;
  passengers: PassengerFacts[];
  /** The checklist items still missing (its own and those the back office asked for). */
  missingDocuments: string[];
  /** The open court case's reference, or null. */
  courtCase: string | null;
  /** The customer's last airline report says the airline paid them directly. */
  directPaymentReported: boolean;
  /** `transferred_away`: the claim moved to another owner; this is how its former owner's side sees it. */
  transfer: 'none' | 'pending' | 'transferred_away';
};

export type ClaimLifecycleEvent =
  /** The database changed (documents, signatures, payout accounts): the new facts. */
  | { type: 'FACTS'; facts: Partial<Omit<ClaimLifecycleContext, 'status' | 'transfer'>> }
  | { type: 'STATUS_CHANGED'; status: ClaimStatus }
  | { type: 'AIRLINE_REPORTED'; kind: AirlineReportKind }
  | { type: 'COURT_CASE_OPENED'; reference: string }
  | { type: 'TRANSFER_REQUESTED' }
  | { type: 'TRANSFER_CANCELLED' }
  | { type: 'TRANSFER_ACCEPTED' };

const CLOSED: readonly ClaimStatus[] = ['paid_out', 'rejected', 'withdrawn'];

/** The stage a claim is in: its status, unless a transfer, a direct payment or a court case says more. */
export function stageOf(c: ClaimLifecycleContext): ClaimStageName {
  if (c.transfer === 'transferred_away') return 'transferred_away';
  if (CLOSED.includes(c.status)) return c.status as ClaimStageName;
  if (c.directPaymentReported) return 'direct_payment_reported';
  if (c.courtCase !== null) return 'in_court';
  return c.status as ClaimStageName;
}

export type Decision = { ok: true } | { ok: false; reason: Refusal };

/** The stage's rules, then what the facts add: one pending transfer at a time, one court case. */
export function decide(c: ClaimLifecycleContext, principal: ClaimPrincipal, action: ClaimAction): Decision {
  const rules: StageRules = STAGE_RULES[stageOf(c)];
  if (!rules.allows[principal].includes(action)) return { ok: false, reason: rules.refusal };
  if (action === 'transfer' && c.transfer === 'pending') return { ok: false, reason: 'action_not_allowed' };
  if (action === 'cancel_transfer' && c.transfer !== 'pending')
    return { ok: false, reason: 'action_not_allowed' };
  if (action === 'open_court_case' && c.courtCase !== null) return { ok: false, reason: 'court_case_open' };
  return { ok: true };
}

/**
 * May this principal move the claim to this status now? The stage must allow `change_status`
 * (the back office's), and the status must be one STATUS_MOVES allows from the claim's status;
 * its own status again is allowed (it changes nothing).
 */
export function decideStatus(
  c: ClaimLifecycleContext,
  principal: ClaimPrincipal,
  status: ClaimStatus,
): Decision {
  const may = decide(c, principal, 'change_status');
  if (!may.ok || status === c.status || STATUS_MOVES[c.status].includes(status)) return may;
  return { ok: false, reason: 'status_not_allowed' };
}

/** The statuses this principal may move the claim to now, in STATUS_MOVES order (none: no status change). */
export const nextStatuses = (c: ClaimLifecycleContext, principal: ClaimPrincipal): ClaimStatus[] =>
  decide(c, principal, 'change_status').ok ? [...STATUS_MOVES[c.status]] : [];

const stageStates = Object.fromEntries(
  CLAIM_STAGE_NAMES.map((name) => [name, { meta: STAGE_RULES[name], tags: [name] }]),
) as Record<ClaimStageName, { meta: StageRules; tags: ClaimStageName[] }>;

/**
 * The lifecycle of one claim (DESIGN §5): each stage says which actions the owner, a co-passenger,
 * an admin viewing as the owner and the back office may take (its `meta`, see claim-rules.ts).
 * The machine starts from what the database holds (`input`) and follows the events that change
 * it; every event is taken only when the stage allows the action behind it. `routing` is
 * transient: it settles in the stage the facts say.
 */
export const claimLifecycleMachine = setup({
  types: {} as {
    context: ClaimLifecycleContext;
    events: ClaimLifecycleEvent;
    input: ClaimLifecycleContext;
  },
  guards: {
    stageIs: ({ context }, p: { stage: ClaimStageName }) => stageOf(context) === p.stage,
    may: ({ context }, p: { principal: ClaimPrincipal; action: ClaimAction }) =>
      decide(context, p.principal, p.action).ok,
    mayMove: ({ context, event }) =>
      event.type === 'STATUS_CHANGED' && decideStatus(context, 'back_office', event.status).ok,
  },
  actions: {
    facts: assign(({ context, event }) => (event.type === 'FACTS' ? { ...context, ...event.facts } : {})),
    status: assign(({ event }) => (event.type === 'STATUS_CHANGED' ? { status: event.status } : {})),
    report: assign(({ event }) =>
      event.type === 'AIRLINE_REPORTED'
        ? { directPaymentReported: event.kind === 'airline_paid_directly' }
        : {},
    ),
    court: assign(({ event }) => (event.type === 'COURT_CASE_OPENED' ? { courtCase: event.reference } : {})),
    transfer: assign((_, p: { transfer: ClaimLifecycleContext['transfer'] }) => ({ transfer: p.transfer })),
    // A closing status ends an open court case (a claim reopened later has none).
    endCourtCase: assign(({ context }) => (CLOSED.includes(context.status) ? { courtCase: null } : {})),
  },
}).createMachine({
  id: 'claim',
  context: ({ input }) => input,
  initial: 'routing',
  states: {
    routing: {
      always: CLAIM_STAGE_NAMES.map((stage) => ({
        guard: { type: 'stageIs' as const, params: { stage } },
        target: stage,
      })),
    },
    ...stageStates,
  },
  on: {
    FACTS: { target: '.routing', actions: 'facts' },
    STATUS_CHANGED: {
      guard: 'mayMove',
      target: '.routing',
      actions: ['status', 'endCourtCase'],
    },
    AIRLINE_REPORTED: {
      guard: { type: 'may', params: { principal: 'customer', action: 'report_airline' } },
      target: '.routing',
      actions: 'report',
    },
    COURT_CASE_OPENED: {
      guard: { type: 'may', params: { principal: 'back_office', action: 'open_court_case' } },
      target: '.routing',
      actions: 'court',
    },
    TRANSFER_REQUESTED: {
      guard: { type: 'may', params: { principal: 'customer', action: 'transfer' } },
      target: '.routing',
      actions: { type: 'transfer', params: { transfer: 'pending' } },
    },
    TRANSFER_CANCELLED: {
      guard: { type: 'may', params: { principal: 'customer', action: 'cancel_transfer' } },
      target: '.routing',
      actions: { type: 'transfer', params: { transfer: 'none' } },
    },
    TRANSFER_ACCEPTED: {
      guard: ({ context }) => context.transfer === 'pending',
      target: '.routing',
      actions: { type: 'transfer', params: { transfer: 'transferred_away' } },
    },
  },
});

export type ClaimLifecycleSnapshot = SnapshotFrom<typeof claimLifecycleMachine>;

/** The snapshot the machine settles in for these facts. */
export const lifecycleOf = (context: ClaimLifecycleContext): ClaimLifecycleSnapshot =>
  getInitialSnapshot(claimLifecycleMachine, context);

const contextOf = (s: ClaimLifecycleSnapshot | ClaimLifecycleContext): ClaimLifecycleContext =>
  'context' in s && 'value' in s ? s.context : (s as ClaimLifecycleContext);

/**
 * THE question every claim-scoped call asks (the server before it writes, the SPA before it
 * offers): may this principal take this action on the claim now?
 */
export function allows(
  claim: ClaimLifecycleSnapshot | ClaimLifecycleContext,
  principal: ClaimPrincipal,
  action: ClaimAction,
): Decision {
  return decide(contextOf(claim), principal, action);
}
