import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ClaimChanges, EventActor, PassengerDependents } from '../../contract';
import type { Db } from '../db/db';
import { claimPassengers, claimSignatures, claims } from '../db/schema';
import { audit, type AuditContext } from '../db/audit';
import type { CheckedClaim, PassengerRow } from './claim-access';
import { recordClaimEvent, type ClaimEventContext, type NewClaimEvent } from './claim-events';
import { fullName } from '../lib/names';

export type EditOutcome =
  | { kind: 'saved' }
  | { kind: 'invalid'; errors: Record<string, string[]> }
  | { kind: 'has_dependents'; dependents: PassengerDependents[] };

/** 422 field errors: an id not on the claim or given twice; a removal naming a kept or unknown passenger. */
function idErrors(checked: CheckedClaim, changes: ClaimChanges): Record<string, string[]> {
  const onClaim = new Set(checked.passengers.map((p) => p.id));
  const seen = new Set<number>();
  const errors: Record<string, string[]> = {};
  changes.passengers.forEach((p, i) => {
    if (p.id === undefined) return;
    if (!onClaim.has(p.id) || seen.has(p.id)) errors[`passengers.${i}.id`] = ['invalid_value'];
    seen.add(p.id);
  });
  if ((changes.remove_passengers ?? []).some((id) => !onClaim.has(id) || seen.has(id)))
    errors.remove_passengers = ['invalid_value'];
  return errors;
}

/** What removing this passenger would take with it, or null when nothing hangs on them. */
function dependentsOf(checked: CheckedClaim, p: PassengerRow): PassengerDependents | null {
  const signature = checked.signatures.some((s) => s.passengerId === p.id);
  const payout = checked.payoutPassengers.has(p.id);
  return signature || payout
    ? { passenger_id: p.id, name: fullName(p), signature, payout_account: payout }
    : null;
}

/** Who made the edit: the owner, or an admin viewing as them (named in the audit log). */
export type Editor = { userId: number; adminId: number | null };

/**
 * Saves a customer's changes to a claim the guard checked (`edit_details`), keeping every
 * passenger's identity: a passenger with an id is updated in place, one without is added, one left
 * out is removed only when nothing hangs on them or `remove_passengers` names them (their
 * signature, signing link and payout account go with them). A changed name of a signed passenger,
 * or a changed flight that the assignments name, makes those assignments outdated instead of
 * deleting them. The edit is on the timeline and in the audit log, with who made it.
 */
export async function editClaim(
  ctx: ClaimEventContext & AuditContext,
  checked: CheckedClaim,
  changes: ClaimChanges,
  editor: Editor,
): Promise<EditOutcome> {
  const errors = idErrors(checked, changes);
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  const kept = new Set(changes.passengers.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  const confirmed = new Set(changes.remove_passengers ?? []);
  const removed = checked.passengers.filter((p) => !kept.has(p.id));
  const unconfirmed = removed
    .filter((p) => !confirmed.has(p.id))
    .flatMap((p) => dependentsOf(checked, p) ?? []);
  if (unconfirmed.length > 0) return { kind: 'has_dependents', dependents: unconfirmed };

  const { claim } = checked;
  const flight = changes.flight;
  const flightChanged =
    flight.airline !== claim.airline ||
    flight.flight_number !== claim.flightNumber ||
    flight.flight_date !== claim.flightDate;
  const policy = claim.scope === 'luggage_refund' ? changes.policy_number : claim.policyNumber;
  const renamed = changes.passengers.flatMap((p) => {
    const before = checked.passengers.find((b) => b.id === p.id);
    return before && (before.firstName !== p.first_name || before.lastName !== p.last_name)
      ? [before.id]
      : [];
  });
  const changed =
    flightChanged ||
    policy !== claim.policyNumber ||
    removed.length > 0 ||
    changes.passengers.some((p, position) => {
      const before = checked.passengers.find((b) => b.id === p.id);
      return (
        !before ||
        before.position !== position ||
        before.firstName !== p.first_name ||
        before.lastName !== p.last_name ||
        before.email !== p.email
      );
    });
  if (!changed) return { kind: 'saved' };

  const now = ctx.now();
  const actor: EventActor = editor.adminId === null ? 'customer' : 'admin';
  const deliveries = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db
      .update(claims)
      .set({
        airline: flight.airline,
        flightNumber: flight.flight_number,
        airlineCode: flight.flight_number.slice(0, 2),
        flightDate: flight.flight_date,
        policyNumber: policy,
      })
      .where(eq(claims.id, claim.id));
    for (const [position, p] of changes.passengers.entries()) {
      const values = { position, firstName: p.first_name, lastName: p.last_name, email: p.email };
      if (p.id === undefined) await db.insert(claimPassengers).values({ claimId: claim.id, ...values });
      else await db.update(claimPassengers).set(values).where(eq(claimPassengers.id, p.id));
    }
    if (removed.length > 0)
      await db.delete(claimPassengers).where(
        inArray(
          claimPassengers.id,
          removed.map((p) => p.id),
        ),
      );
    // Signed assignments that name an old name or flight are kept, marked outdated.
    const outdatedFor = flightChanged ? checked.passengers.map((p) => p.id) : renamed;
    const outdated =
      outdatedFor.length === 0
        ? []
        : await db
            .update(claimSignatures)
            .set({ outdatedAt: now })
            .where(
              and(
                eq(claimSignatures.claimId, claim.id),
                eq(claimSignatures.status, 'signed'),
                isNull(claimSignatures.outdatedAt),
                inArray(claimSignatures.passengerId, outdatedFor),
              ),
            )
            .returning({ passengerId: claimSignatures.passengerId });
    const nameOf = (id: number) => {
      const p = changes.passengers.find((q) => q.id === id);
      return p ? `${p.first_name} ${p.last_name}`.trim() : '';
    };
    const events: NewClaimEvent[] = [
      { claimId: claim.id, kind: 'claim_edited', actor },
      ...removed.map((p): NewClaimEvent => ({
        claimId: claim.id,
        kind: 'passenger_removed',
        actor,
        detail: { name: fullName(p) },
      })),
      ...outdated.map((s): NewClaimEvent => ({
        claimId: claim.id,
        kind: 'signature_outdated',
        actor: 'system',
        detail: { name: nameOf(s.passengerId) },
      })),
    ];
    const recorded = [];
    for (const e of events) recorded.push((await recordClaimEvent({ ...ctx, db }, e)).deliver);
    await audit(
      { ...ctx, db },
      { event: 'claim_edit', outcome: 'success', userId: editor.userId, actorId: editor.adminId },
    );
    return recorded;
  });
  for (const deliver of deliveries) await deliver();
  return { kind: 'saved' };
}
