import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Claim, ClaimStatus, Scope } from '../../contract';
import type { Db } from '../db/db';
import { claimPassengers, claimStatusHistory, claims } from '../db/schema';

/** A claim is active until it reaches one of these statuses. */
export const CLOSED_STATUSES: readonly ClaimStatus[] = ['paid_out', 'rejected', 'withdrawn'];
export const ACTIVE_STATUSES: readonly ClaimStatus[] = [
  'submitted',
  'in_review',
  'accepted',
  'airline_contacted',
];

export type ClaimFilter = { userId: number; active?: boolean; scope?: Scope; id?: number };

/** The claims of one user (never anyone else's), newest first, fully assembled. */
export async function listClaims(db: Db, filter: ClaimFilter): Promise<Claim[]> {
  const conditions = [eq(claims.userId, filter.userId)];
  if (filter.active !== undefined) {
    conditions.push(inArray(claims.status, [...(filter.active ? ACTIVE_STATUSES : CLOSED_STATUSES)]));
  }
  if (filter.scope) conditions.push(eq(claims.scope, filter.scope));
  if (filter.id !== undefined) conditions.push(eq(claims.id, filter.id));
  const rows = await db
    .select()
    .from(claims)
    .where(and(...conditions))
    .orderBy(desc(claims.createdAt), desc(claims.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [history, passengers] = await Promise.all([
    db
      .select()
      .from(claimStatusHistory)
      .where(inArray(claimStatusHistory.claimId, ids))
      .orderBy(asc(claimStatusHistory.at)),
    db
      .select()
      .from(claimPassengers)
      .where(inArray(claimPassengers.claimId, ids))
      .orderBy(asc(claimPassengers.position)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    case_number: r.caseNumber,
    scope: r.scope,
    status: r.status,
    status_history: history
      .filter((h) => h.claimId === r.id)
      .map((h) => ({ status: h.status, at: h.at.toISOString() })),
    active: !CLOSED_STATUSES.includes(r.status),
    passengers: passengers
      .filter((p) => p.claimId === r.id)
      .map((p) => ({ first_name: p.firstName, last_name: p.lastName, email: p.email })),
    flight: {
      airline: r.airline,
      airline_code: r.airlineCode,
      flight_number: r.flightNumber,
      flight_date: r.flightDate,
      departure_airport: r.departureAirport,
      arrival_airport: r.arrivalAirport,
    },
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

/** One claim of this user, or null (another customer's claim is indistinguishable from a missing one). */
export async function findClaim(db: Db, userId: number, id: number): Promise<Claim | null> {
  const [claim] = await listClaims(db, { userId, id });
  return claim ?? null;
}
