import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ClaimStatus, NewClaimInput, Scope } from '../../contract';
import type { Db } from '../db/db';
import { claimPassengers, claimStatusHistory, claims } from '../db/schema';
import { notifyClaimEvent, type ClaimEventContext, type Delivery } from './claim-notifications';
import { findClaim } from './claims';
import { findAirport } from './airports';
import { estimate } from './eu261';

/** Up to 95 % of a ticket is reimbursed (SPEC §9). */
export const TICKET_REFUND_SHARE = 0.95;
const PREFIX: Record<Scope, string> = { fairplane: 'FP', ticket_refund: 'TR', luggage_refund: 'LR' };

/** The booking's flights in order: the claim's flight, then its connecting flights. */
const bookingLegs = (input: NewClaimInput) => [input.flight, ...(input.connecting_flights ?? [])];

/**
 * Field errors of a new claim that the schema cannot see: unknown airports, the same airport
 * twice, a connecting flight not leaving where the one before landed, a disrupted flight the
 * booking does not have.
 */
export function newClaimErrors(input: NewClaimInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const legs = bookingLegs(input);
  legs.forEach(({ departure_airport: from, arrival_airport: to }, i) => {
    const key = i === 0 ? 'flight' : `connecting_flights.${i - 1}`;
    const before = legs[i - 1];
    if (before && from !== before.arrival_airport)
      errors[`${key}.departure_airport`] = ['legs_not_connected'];
    else if (!findAirport(from)) errors[`${key}.departure_airport`] = ['invalid_value'];
    if (!findAirport(to) || from === to) errors[`${key}.arrival_airport`] = ['invalid_value'];
  });
  if (input.scope === 'fairplane' && (input.disrupted_leg ?? 0) >= legs.length)
    errors.disrupted_leg = ['invalid_value'];
  return errors;
}

/**
 * The EU 261 amount per passenger of a new flight-problem claim, by the same rules as POST
 * /estimate (server/domain/eu261.ts) on the booking's flights (the claim's flight and its
 * connecting flights); a cancellation whose notice was not told counts as announced on the day.
 * 0 when the rules cannot answer (e.g. an airline the data set does not know).
 */
export function claimEstimate(input: Extract<NewClaimInput, { scope: 'fairplane' }>): number {
  const answer = estimate({
    legs: bookingLegs(input).map((f) => ({
      departure_airport: f.departure_airport,
      arrival_airport: f.arrival_airport,
      carrier: f.airline_code,
    })),
    ...(input.disrupted_leg !== undefined ? { disrupted_leg: input.disrupted_leg } : {}),
    disruption: input.disruption,
    arrival_delay_minutes: Math.round((input.delay_hours ?? 0) * 60),
    notice_days: input.notice_days ?? 0,
    ...(input.rerouting !== undefined ? { rerouting: input.rerouting } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
  });
  return answer.ok ? answer.result.amount_per_passenger : 0;
}

function amounts(input: NewClaimInput) {
  if (input.scope === 'fairplane') {
    const total = claimEstimate(input) * input.passengers.length;
    return { amountCents: total, claimAmountCents: total };
  }
  if (input.scope === 'ticket_refund')
    return { amountCents: input.amount, claimAmountCents: Math.round(input.amount * TICKET_REFUND_SHARE) };
  return { invoiceAmountCents: input.amount, claimAmountCents: input.amount };
}

/** Stores a new claim of this user (status submitted) and returns it. */
export async function createCustomerClaim(db: Db, userId: number, input: NewClaimInput, now: Date) {
  const year = now.getUTCFullYear();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(claims)
      .values({
        userId,
        caseNumber: `${PREFIX[input.scope]}-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        scope: input.scope,
        status: 'submitted',
        airline: input.flight.airline,
        airlineCode: input.flight.airline_code,
        flightNumber: input.flight.flight_number,
        flightDate: input.flight.flight_date,
        departureAirport: input.flight.departure_airport,
        arrivalAirport: input.flight.arrival_airport,
        connectingFlights: input.connecting_flights ?? [],
        policyNumber: input.scope === 'luggage_refund' ? input.policy_number : null,
        product:
          input.scope === 'luggage_refund'
            ? 'Luggage Protect'
            : input.scope === 'ticket_refund'
              ? 'Ticket refund'
              : null,
        ...amounts(input),
        createdAt: now,
      })
      .returning({ id: claims.id });
    if (!row) throw new Error('createCustomerClaim: insert returned nothing');
    await tx.insert(claimStatusHistory).values({ claimId: row.id, status: 'submitted', at: now });
    await tx.insert(claimPassengers).values(
      input.passengers.map((p, position) => ({
        claimId: row.id,
        position,
        firstName: p.first_name,
        lastName: p.last_name,
        email: p.email,
      })),
    );
    return row.id;
  });
  const claim = await findClaim(db, userId, id);
  if (!claim) throw new Error('createCustomerClaim: the new claim is missing');
  return claim;
}

/**
 * Moves a claim to another status (the back office's decision): the status, its history entry
 * (which the timeline shows) and the owner's notification and mail commit together; the returned
 * delivery pushes the notification once committed. Null when the claim does not exist; nothing
 * changes (and nobody is told) when it already has this status. `may` is asked with the status the
 * locked row holds (a concurrent change cannot slip past it): false answers `refused`.
 */
export async function changeClaimStatus(
  ctx: ClaimEventContext,
  claimId: number,
  status: ClaimStatus,
  may: (from: ClaimStatus) => boolean = () => true,
): Promise<Delivery | 'refused' | null> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [row] = await db.select().from(claims).where(eq(claims.id, claimId)).for('update');
    if (!row) return null;
    if (row.status === status) return async () => {};
    if (!may(row.status)) return 'refused' as const;
    const at = ctx.now();
    await db.update(claims).set({ status }).where(eq(claims.id, claimId));
    const [history] = await db.insert(claimStatusHistory).values({ claimId, status, at }).returning();
    return notifyClaimEvent({ ...ctx, db }, claimId, {
      id: `status:${history?.id ?? 0}`,
      kind: 'status_changed',
      at: at.toISOString(),
      actor: 'service',
      detail: { status },
    });
  });
}
