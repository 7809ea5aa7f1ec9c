import { z } from 'zod';
import { Claim, Scope } from './claim';

/** Claims per page of a claim list unless the request asks for another size. */
export const CLAIM_PAGE_SIZE = 20;

/**
 * Where a claim list goes on: just after one claim in the list's order (newest first: created_at,
 * then id, both descending). Opaque to clients: base64url of `<created_at with microseconds>~<id>`.
 */
export type ClaimPlace = { created_at: string; id: number };

const PLACE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([1-9]\d{0,9})$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,96}$/;

export function encodeClaimCursor(place: ClaimPlace): string {
  return btoa(`${place.created_at}~${place.id}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The place a cursor names, or null when it is not one this server made. */
export function decodeClaimCursor(cursor: string): ClaimPlace | null {
  if (!BASE64URL.test(cursor)) return null;
  let text: string;
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const m = PLACE.exec(text);
  if (!m || Number.isNaN(Date.parse(m[1]!))) return null;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { created_at: m[1]!, id } : null;
}

export const ClaimCursor = z
  .string()
  .max(96)
  .refine((s) => decodeClaimCursor(s) !== null, { message: 'invalid_value' });

/**
 * claim-list: a page of the session user's claims (settings `status` active|closed|all),
 * optionally of one scope; `cursor` is the previous page's `next_cursor`.
 */
export const ClaimListPayload = z.object({
  scope: Scope.optional(),
  cursor: ClaimCursor.optional(),
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
 * One page of a claim list: its claims in order, `next_cursor` (null on the last page), `total`
 * (claims in the whole list) and the counts per scope of all the user's claims.
 */
export const ClaimListData = z.object({
  type: z.literal('claim-list'),
  claims: z.array(Claim),
  next_cursor: ClaimCursor.nullable(),
  total: z.number().int().min(0),
  counts: z.array(ClaimCount),
});
export type ClaimListData = z.infer<typeof ClaimListData>;
