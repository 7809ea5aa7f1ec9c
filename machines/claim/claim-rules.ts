import type {
  ClaimStageName as ContractStageName,
  ClaimStatus,
  DayRange,
  NextStep,
  WaitingOn,
} from '../../contract';

/**
 * Who acts on a claim: its owner, a co-passenger through a mailed signing link, an admin viewing
 * the portal as the owner, and the back office (the admin routes).
 */
export const CLAIM_PRINCIPALS = ['customer', 'co_passenger', 'admin_as_customer', 'back_office'] as const;
export type ClaimPrincipal = (typeof CLAIM_PRINCIPALS)[number];

/**
 * What can be done to a claim. `read` covers every download (documents, signed assignments, the
 * settlement statement): a closed claim stays readable. `request_signature` and
 * `remind_signature` mail a co-passenger a signing link; `ask_for_document` and
 * `ask_for_signature` are the back office asking the owner.
 */
export const CLAIM_ACTIONS = [
  'read',
  'edit_details',
  'add_document',
  'delete_document',
  'sign',
  'request_signature',
  'remind_signature',
  'set_payout_details',
  'transfer',
  'cancel_transfer',
  'report_airline',
  'ask_for_document',
  'ask_for_signature',
  'change_status',
  'message',
  'open_court_case',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** Why an action is refused; each is a message code the SPA translates. */
export type Refusal = 'claim_closed' | 'action_not_allowed' | 'court_case_open' | 'status_not_allowed';

/** Whom a stage waits on when no open task says otherwise, what comes next and how long it usually takes. */
export type StageRow = { waiting_on: WaitingOn; next_step: NextStep; usual_duration: DayRange | null };

/** What a stage allows each principal, and the reason for anything it does not. */
export type StageRules = {
  row: StageRow;
  allows: Record<ClaimPrincipal, readonly ClaimAction[]>;
  refusal: Exclude<Refusal, 'court_case_open' | 'status_not_allowed'>;
};

const days = (min_days: number, max_days: number): DayRange => ({ min_days, max_days });

/** The owner's actions on an active claim. */
const CUSTOMER: readonly ClaimAction[] = [
  'read',
  'edit_details',
  'add_document',
  'delete_document',
  'sign',
  'request_signature',
  'remind_signature',
  'set_payout_details',
  'transfer',
  'cancel_transfer',
  'report_airline',
];
/**
 * An admin viewing as the owner reads everything and helps with the claim's papers, but does
 * nothing that mails a third party, moves the claim or money, or speaks for the passenger:
 * no transfer, no signing link, no airline report, no signature, no payout account.
 */
const ADMIN_AS_CUSTOMER: readonly ClaimAction[] = ['read', 'edit_details', 'add_document', 'delete_document'];
/** A co-passenger signs their own assignment through the link, and reads it. */
const CO_PASSENGER: readonly ClaimAction[] = ['read', 'sign'];
const BACK_OFFICE: readonly ClaimAction[] = [
  'read',
  'change_status',
  'message',
  'ask_for_document',
  'ask_for_signature',
  'open_court_case',
];

const active = (row: StageRow): StageRules => ({
  row,
  allows: {
    customer: CUSTOMER,
    co_passenger: CO_PASSENGER,
    admin_as_customer: ADMIN_AS_CUSTOMER,
    back_office: BACK_OFFICE,
  },
  refusal: 'action_not_allowed',
});

/** Closed: everyone may still read; only the back office changes the status (reopens) or writes. */
const closed: StageRules = {
  row: { waiting_on: 'nobody', next_step: 'none', usual_duration: null },
  allows: {
    customer: ['read'],
    co_passenger: ['read'],
    admin_as_customer: ['read'],
    back_office: ['read', 'change_status', 'message'],
  },
  refusal: 'claim_closed',
};

/**
 * Every stage of a claim. An airline has to answer within its own deadlines, usually two to eight
 * weeks; the claims service reviews within days; after the customer reports a direct payment
 * the service checks it first; a first-instance judgment usually comes three months to a year
 * after filing. `transferred_away` is the claim as its former owner (and anyone acting for them)
 * sees it after the transfer.
 */
export const STAGE_RULES = {
  submitted: active({ waiting_on: 'service', next_step: 'review', usual_duration: days(1, 5) }),
  in_review: active({ waiting_on: 'service', next_step: 'decision', usual_duration: days(3, 14) }),
  accepted: active({ waiting_on: 'service', next_step: 'contact_airline', usual_duration: days(2, 7) }),
  airline_contacted: active({
    waiting_on: 'airline',
    next_step: 'airline_answer',
    usual_duration: days(14, 56),
  }),
  direct_payment_reported: active({
    waiting_on: 'service',
    next_step: 'check_direct_payment',
    usual_duration: days(2, 7),
  }),
  in_court: active({ waiting_on: 'court', next_step: 'court_decision', usual_duration: days(90, 365) }),
  paid_out: closed,
  rejected: closed,
  withdrawn: closed,
  transferred_away: closed,
} satisfies Record<ContractStageName, StageRules>;
export type ClaimStageName = keyof typeof STAGE_RULES;
export const CLAIM_STAGE_NAMES = Object.keys(STAGE_RULES) as ClaimStageName[];

const ACTIVE: readonly ClaimStatus[] = ['submitted', 'in_review', 'accepted', 'airline_contacted'];
/** Ends an active claim: rejected (no case) or withdrawn (the customer stepped back). */
const ENDS: readonly ClaimStatus[] = ['rejected', 'withdrawn'];

/**
 * The statuses the back office may move a claim to from each status: forward through review,
 * acceptance and the airline to the payout (an accepted claim the service pays itself skips the
 * airline), or ended as rejected or withdrawn at any active step. A closed claim may be reopened
 * at any active status. Setting the status it has changes nothing and is always accepted.
 */
export const STATUS_MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['in_review', ...ENDS],
  in_review: ['accepted', ...ENDS],
  accepted: ['airline_contacted', 'paid_out', ...ENDS],
  airline_contacted: ['paid_out', ...ENDS],
  paid_out: ACTIVE,
  rejected: ACTIVE,
  withdrawn: ACTIVE,
};
