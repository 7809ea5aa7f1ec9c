import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Claim, ClaimStatus } from './claim';
import { ClaimTransfer } from './claim-transfer';
import { ClaimParams, Id, recordResponses } from './common';
import { ChecklistItemName, ClaimDocuments } from './documents';
import { PayoutDetailsList, Settlement } from './payout';
import { PassengerSignature } from './signatures';
import { DayRange, NextStep, Timeline, WaitingOn } from './timeline';

/**
 * Every action on a claim the lifecycle (machines/claim) decides; `read` covers every download.
 * The machine's CLAIM_ACTIONS are these (a unit test holds them equal).
 */
export const CLAIM_ACTION_NAMES = [
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
export const ClaimActionName = z.enum(CLAIM_ACTION_NAMES);
export type ClaimActionName = z.infer<typeof ClaimActionName>;

/** How a closed claim ended: paid out, rejected or withdrawn (null while it is active). */
export const ClaimOutcome = z.enum(['paid_out', 'rejected', 'withdrawn']);
export type ClaimOutcome = z.infer<typeof ClaimOutcome>;

/**
 * One thing the asking customer can do now, in order: upload a document for a checklist item,
 * sign the assignment of a passenger, or give a passenger's payout account. Each names what the
 * page's control for it needs (the checklist item, the passenger).
 */
export const ClaimStep = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upload_document'), item: ChecklistItemName }),
  z.object({ kind: z.literal('sign'), passenger_id: Id, passenger: z.string() }),
  z.object({ kind: z.literal('add_payout_details'), passenger_id: Id, passenger: z.string() }),
]);
export type ClaimStep = z.infer<typeof ClaimStep>;
export type ClaimStepKind = ClaimStep['kind'];

/**
 * A claim as its page opens with it: where it stands (status, whom it waits on, the next step and
 * how long it usually takes), how it ended once closed, what the asking customer (or an admin
 * viewing as them) should do now, and which actions the lifecycle allows them. Computed on the
 * server from the claim's facts and the lifecycle machine.
 */
export const ClaimView = z.object({
  claim_id: Id,
  status: ClaimStatus,
  active: z.boolean(),
  outcome: ClaimOutcome.nullable(),
  waiting_on: WaitingOn,
  next_step: NextStep,
  /** null: no usual time (the step is the customer's, or nothing follows). */
  usual_duration: DayRange.nullable(),
  /** What the asker can do now, first thing first; empty when nothing waits on them. */
  next_steps: z.array(ClaimStep),
  /** The actions the lifecycle allows the asker now (a closed claim: `read` only). */
  allowed_actions: z.array(ClaimActionName),
});
export type ClaimView = z.infer<typeof ClaimView>;

/**
 * Everything a claim's page shows when it opens, in one answer: its view, the claim itself, its
 * timeline, each passenger's signature and payout account, its documents, its transfer state and,
 * once paid out, its settlement. Each part is exactly what that part's own call answers (GET
 * /claims/{id}/view, POST /widgets/data/{id} with the claim's id, GET /claims/{id}/timeline,
 * /signatures, /payout_details, /documents, /settlement, GET /claim_transfer/{id}): the page opens
 * with this one call, and each part is refreshed through its own.
 */
export const ClaimPage = z.object({
  view: ClaimView,
  claim: Claim,
  timeline: Timeline,
  signatures: z.array(PassengerSignature),
  payout_details: PayoutDetailsList,
  documents: ClaimDocuments,
  transfer: ClaimTransfer,
  /** null until the claim is paid out (where GET /claims/{id}/settlement answers 409). */
  settlement: Settlement.nullable(),
});
export type ClaimPage = z.infer<typeof ClaimPage>;

const c = initContract();

export const claimViewContract = c.router({
  get: {
    method: 'GET',
    path: '/claims/:claim_id/view',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    // 404 not_found: no such claim, or another customer's.
    responses: recordResponses({ 200: ClaimView }),
    summary:
      "A claim's page at a glance: its stage and outcome, whom it waits on, the asker's next steps and allowed actions",
  },
  page: {
    method: 'GET',
    path: '/claims/:claim_id/page',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    // 404 not_found: no such claim, or another customer's.
    responses: recordResponses({ 200: ClaimPage }),
    summary:
      "Everything a claim's page opens with, in one answer: its view, the claim, timeline, signatures, payout accounts, documents, transfer and settlement",
  },
});
