import { z } from 'zod';
import { Claim, Scope } from './claim';
import { ClaimStep } from './claim-view';
import { WaitingOn } from './timeline';
import { KeysetCursor } from './keyset';

/** Claims per page of a claim list unless the request asks for another size. */
export const CLAIM_PAGE_SIZE = 20;

/**
 * claim-list: a page of the session user's claims (settings `status` active|closed|all),
 * optionally of one scope; `cursor` is the previous page's `next_cursor`
 * (a keyset cursor, contract/keyset.ts).
 */
export const ClaimListPayload = z.object({
  scope: Scope.optional(),
  cursor: KeysetCursor.optional(),
  per_page: z.number().int().min(1).max(100).optional(),
});

/** How many of the user's claims of a scope are active and closed (the overview's summary). */
export const ClaimCount = z.object({
  scope: Scope,
  active: z.number().int().min(0),
  closed: z.number().int().min(0),
});
export type ClaimCount = z.infer<typeof ClaimCount>;

/**
 * A claim in a list, with what its card and the overview's to-do list show: whether it needs the
 * customer now (`action_needed`), the first thing to do (`next_action`, null when nothing waits on
 * them) and whom it waits on.
 */
export const ClaimListItem = Claim.extend({
  action_needed: z.boolean(),
  next_action: ClaimStep.nullable(),
  waiting_on: WaitingOn,
});
export type ClaimListItem = z.infer<typeof ClaimListItem>;

/**
 * One page of a claim list: its claims in order, `next_cursor` (null on the last page), `total`
 * (claims in the whole list) and the counts per scope of all the user's claims.
 */
export const ClaimListData = z.object({
  type: z.literal('claim-list'),
  claims: z.array(ClaimListItem),
  next_cursor: KeysetCursor.nullable(),
  total: z.number().int().min(0),
  counts: z.array(ClaimCount),
});
export type ClaimListData = z.infer<typeof ClaimListData>;
