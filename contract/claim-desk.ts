import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ClaimStatus, Scope } from './claim';
import { authErrors, Id, PageParam, Text, Timestamp, ValidationErrorBody } from './common';
import { SignerRole } from './signatures';
import { NextStep, OpenTask, WaitingOn } from './timeline';

/**
 * The stages of a claim's lifecycle (machines/claim/claim-rules.ts STAGE_RULES): its status,
 * unless a reported direct payment, an open court case or a transfer says more.
 */
export const CLAIM_STAGES = [
  'submitted',
  'in_review',
  'accepted',
  'airline_contacted',
  'direct_payment_reported',
  'in_court',
  'paid_out',
  'rejected',
  'withdrawn',
  'transferred_away',
] as const;
export const ClaimStageName = z.enum(CLAIM_STAGES);
export type ClaimStageName = z.infer<typeof ClaimStageName>;

/** Claims per page of the back-office desk. */
export const DESK_PER_PAGE = 20;

/**
 * What the lifecycle machine needs to know of a claim beside its status (the server's facts, so
 * the SPA asks the same machine what the back office may do): each passenger's assignment and
 * payout account, the checklist items missing, the open court case, a reported direct payment.
 */
export const LifecycleFacts = z.object({
  passengers: z.array(
    z.object({
      id: Id,
      name: z.string(),
      signature: z.enum(['unsigned', 'requested', 'signed', 'outdated']),
      role: SignerRole,
      payout_account: z.boolean(),
    }),
  ),
  missing_documents: z.array(z.string()),
  court_case: z.string().nullable(),
  direct_payment_reported: z.boolean(),
  transfer: z.enum(['none', 'pending', 'transferred_away']),
});
export type LifecycleFacts = z.infer<typeof LifecycleFacts>;

/** One claim on the desk: what it is, whose it is, its stage and whom it waits on. */
export const DeskClaim = z.object({
  id: Id,
  case_number: z.string(),
  scope: Scope,
  status: ClaimStatus,
  created_at: Timestamp,
  owner: z.object({ id: Id, email: z.string(), name: z.string() }),
  stage: ClaimStageName,
  waiting_on: WaitingOn,
  next_step: NextStep,
  open_tasks: z.array(OpenTask),
  facts: LifecycleFacts,
});
export type DeskClaim = z.infer<typeof DeskClaim>;

/** A part of a case number (`087331`, `fp-2025`), matched case-insensitively. */
export const DESK_SEARCH_MAX = 40;

export const DeskQuery = z.object({
  page: PageParam.default(1),
  stage: ClaimStageName.optional(),
  waiting_on: WaitingOn.optional(),
  q: Text(DESK_SEARCH_MAX).trim().optional(),
});
export type DeskQuery = z.input<typeof DeskQuery>;

export const DeskPage = z.object({
  claims: z.array(DeskClaim),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Claims matching the filters on every page. */
  total: z.number().int().min(0),
});
export type DeskPage = z.infer<typeof DeskPage>;

const c = initContract();

export const claimDeskContract = c.router({
  list: {
    method: 'GET',
    path: '/admin/claims',
    metadata: { access: 'admin' } as const,
    query: DeskQuery,
    responses: { 200: DeskPage, ...authErrors, 422: ValidationErrorBody },
    summary:
      "Admin: every customer's claims, newest first, 20 a page, with the stage and whom each waits on (the claim lifecycle's); filtered by stage, by whom they wait on and by a part of the case number",
  },
});
