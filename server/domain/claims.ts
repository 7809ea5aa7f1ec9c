import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  CLOSED_STATUSES,
  isClaimActive,
  encodeKeysetCursor,
  SCOPES,
  type Claim,
  type ClaimListData,
  type KeysetPlace,
  type Scope,
} from '../../contract';
import type { Db } from '../db/db';
import { afterPlace, placeText } from '../db/keyset';
import { claimPassengers, claimStatusHistory, claims } from '../db/schema';
import type { ClaimPrincipal } from '../../machines/claim/claim.machine';
import { claimStage } from '../../machines/claim/claim-steps';
import { loadClaimFacts } from './claim-access';
import { stepsFor } from './claim-view';

export { ACTIVE_STATUSES, CLOSED_STATUSES } from '../../contract';

export type ClaimFilter = { userId: number; active?: boolean; scope?: Scope; id?: number };

type ClaimRow = typeof claims.$inferSelect;

function claimConditions(filter: ClaimFilter): SQL[] {
  const conditions = [eq(claims.userId, filter.userId)];
  if (filter.active !== undefined) {
    conditions.push(inArray(claims.status, [...(filter.active ? ACTIVE_STATUSES : CLOSED_STATUSES)]));
  }
  if (filter.scope) conditions.push(eq(claims.scope, filter.scope));
  if (filter.id !== undefined) conditions.push(eq(claims.id, filter.id));
  return conditions;
}

/** Rows grouped by claim in one pass, keeping their order. */
function byClaim<T extends { claimId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.claimId);
    if (group) group.push(row);
    else groups.set(row.claimId, [row]);
  }
  return groups;
}

/** Claims with their status history and passengers: two queries for just these claims, linear assembly. */
async function assemble(db: Db, rows: ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [history, passengers] = await Promise.all([
    db
      .select()
      .from(claimStatusHistory)
      .where(inArray(claimStatusHistory.claimId, ids))
      .orderBy(asc(claimStatusHistory.claimId), asc(claimStatusHistory.at)),
    db
      .select()
      .from(claimPassengers)
      .where(inArray(claimPassengers.claimId, ids))
      .orderBy(asc(claimPassengers.claimId), asc(claimPassengers.position)),
  ]);
  const historyOf = byClaim(history);
  const passengersOf = byClaim(passengers);
  return rows.map((r) => ({
    id: r.id,
    case_number: r.caseNumber,
    scope: r.scope,
    status: r.status,
    status_history: (historyOf.get(r.id) ?? []).map((h) => ({ status: h.status, at: h.at.toISOString() })),
    active: isClaimActive(r.status),
    passengers: (passengersOf.get(r.id) ?? []).map((p) => ({
      id: p.id,
      first_name: p.firstName,
      last_name: p.lastName,
      email: p.email,
    })),
    flight: {
      airline: r.airline,
      airline_code: r.airlineCode,
      flight_number: r.flightNumber,
      flight_date: r.flightDate,
      departure_airport: r.departureAirport,
      arrival_airport: r.arrivalAirport,
    },
    connecting_flights: r.connectingFlights,
    policy_number: r.policyNumber,
    product: r.product,
    amount: r.amountCents,
    claim_amount: r.claimAmountCents,
    invoice_amount: r.invoiceAmountCents,
    payout: r.payoutCents,
    valid_from: r.validFrom,
    valid_to: r.validTo,
    created_at: r.createdAt.toISOString(),
  }));
}

/** The claims of one user (never anyone else's), newest first, fully assembled. */
export async function listClaims(db: Db, filter: ClaimFilter): Promise<Claim[]> {
  const rows = await db
    .select()
    .from(claims)
    .where(and(...claimConditions(filter)))
    .orderBy(desc(claims.createdAt), desc(claims.id));
  return assemble(db, rows);
}

const createdAtText = placeText(claims.createdAt);

export type ClaimPage = Omit<ClaimListData, 'type'>;

/**
 * One page of a user's claims, newest first (created_at, id descending), after `after` (keyset:
 * claims added meanwhile never shift later pages), with the list's total and the user's counts.
 */
export async function listClaimPage(
  db: Db,
  filter: Omit<ClaimFilter, 'id'> & { after?: KeysetPlace; perPage: number; principal?: ClaimPrincipal },
): Promise<ClaimPage> {
  const conditions = claimConditions(filter);
  if (filter.after) conditions.push(afterPlace(claims.createdAt, claims.id, filter.after));
  const [rows, counted] = await Promise.all([
    db
      .select({ claim: claims, place: createdAtText })
      .from(claims)
      .where(and(...conditions))
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(filter.perPage + 1),
    db
      .select({ scope: claims.scope, status: claims.status, n: count() })
      .from(claims)
      .where(eq(claims.userId, filter.userId))
      .groupBy(claims.scope, claims.status),
  ]);
  const page = rows.slice(0, filter.perPage);
  const last = page.at(-1);
  const counts = SCOPES.map((scope) => ({ scope, active: 0, closed: 0 }));
  let total = 0;
  for (const { scope, status, n } of counted) {
    const active = isClaimActive(status);
    const entry = counts.find((c) => c.scope === scope);
    if (entry) entry[active ? 'active' : 'closed'] += n;
    if (
      (filter.active === undefined || filter.active === active) &&
      (!filter.scope || filter.scope === scope)
    )
      total += n;
  }
  const rowsOfPage = page.map((r) => r.claim);
  const [assembled, facts] = await Promise.all([
    assemble(db, rowsOfPage),
    Promise.all(rowsOfPage.map((row) => loadClaimFacts(db, row))),
  ]);
  return {
    // Each claim with what it needs from the asker now (the lifecycle's next steps) and whom it waits on.
    claims: assembled.map((claim, i) => {
      const f = facts[i]!;
      const steps = stepsFor(f, filter.principal ?? 'customer');
      return {
        ...claim,
        action_needed: steps.length > 0,
        next_action: steps[0] ?? null,
        waiting_on: claimStage(f.lifecycle).waiting_on,
      };
    }),
    next_cursor:
      rows.length > filter.perPage && last
        ? encodeKeysetCursor({ created_at: last.place, id: last.claim.id })
        : null,
    total,
    counts,
  };
}

/** One claim of this user, or null (another customer's claim is indistinguishable from a missing one). */
export async function findClaim(db: Db, userId: number, id: number): Promise<Claim | null> {
  const [claim] = await listClaims(db, { userId, id });
  return claim ?? null;
}
