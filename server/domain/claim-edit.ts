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

/**
 * The claim's passengers the changes leave out, or, when some of them have something hanging on
 * them and `remove_passengers` does not name them, what goes with those.
 */
function removals(
  checked: CheckedClaim,
  changes: ClaimChanges,
): { removed: PassengerRow[] } | { unconfirmed: PassengerDependents[] } {
  const kept = new Set(changes.passengers.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  const confirmed = new Set(changes.remove_passengers ?? []);
  const removed = checked.passengers.filter((p) => !kept.has(p.id));
  const unconfirmed = removed
    .filter((p) => !confirmed.has(p.id))
    .flatMap((p) => dependentsOf(checked, p) ?? []);
  return unconfirmed.length > 0 ? { unconfirmed } : { removed };
}

/** What an edit changes: the flight, the policy number as saved, the renamed passengers. */
type EditDiff = {
  flightChanged: boolean;
  policy: string | null;
  /** The ids of kept passengers with a new first or last name. */
  renamed: number[];
  /** Anything at all, removed passengers included. */
  changed: boolean;
};

function diffOf(checked: CheckedClaim, changes: ClaimChanges, removed: PassengerRow[]): EditDiff {
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
  return { flightChanged, policy, renamed, changed };
}

/** Writes the claim's flight and its policy number. */
async function writeFlight(
  db: Db,
  claimId: number,
  flight: ClaimChanges['flight'],
  policy: string | null,
): Promise<void> {
  await db
    .update(claims)
    .set({
      airline: flight.airline,
      flightNumber: flight.flight_number,
      airlineCode: flight.flight_number.slice(0, 2),
      flightDate: flight.flight_date,
      policyNumber: policy,
    })
    .where(eq(claims.id, claimId));
}

/** Writes the claim's passengers in order: one with an id updated in place, one without added; removes `removed`. */
async function writePassengers(
  db: Db,
  claimId: number,
  passengers: ClaimChanges['passengers'],
  removed: PassengerRow[],
): Promise<void> {
  for (const [position, p] of passengers.entries()) {
    const values = { position, firstName: p.first_name, lastName: p.last_name, email: p.email };
    if (p.id === undefined) await db.insert(claimPassengers).values({ claimId, ...values });
    else await db.update(claimPassengers).set(values).where(eq(claimPassengers.id, p.id));
  }
  if (removed.length > 0)
    await db.delete(claimPassengers).where(
      inArray(
        claimPassengers.id,
        removed.map((p) => p.id),
      ),
    );
}

/** Marks these passengers' signed assignments outdated (kept, not deleted); whose they were. */
async function outdateSignatures(
  db: Db,
  claimId: number,
  passengerIds: number[],
  now: Date,
): Promise<{ passengerId: number }[]> {
  if (passengerIds.length === 0) return [];
  return db
    .update(claimSignatures)
    .set({ outdatedAt: now })
    .where(
      and(
        eq(claimSignatures.claimId, claimId),
        eq(claimSignatures.status, 'signed'),
        isNull(claimSignatures.outdatedAt),
        inArray(claimSignatures.passengerId, passengerIds),
      ),
    )
    .returning({ passengerId: claimSignatures.passengerId });
}

/** The edit on the timeline: the edit itself, each removed passenger, each outdated signature. */
function editEvents(
  claimId: number,
  actor: EventActor,
  changes: ClaimChanges,
  removed: PassengerRow[],
  outdated: { passengerId: number }[],
): NewClaimEvent[] {
  const nameOf = (id: number) => {
    const p = changes.passengers.find((q) => q.id === id);
    return p ? `${p.first_name} ${p.last_name}`.trim() : '';
  };
  return [
    { claimId, kind: 'claim_edited', actor },
    ...removed.map((p): NewClaimEvent => ({
      claimId,
      kind: 'passenger_removed',
      actor,
      detail: { name: fullName(p) },
    })),
    ...outdated.map((s): NewClaimEvent => ({
      claimId,
      kind: 'signature_outdated',
      actor: 'system',
      detail: { name: nameOf(s.passengerId) },
    })),
  ];
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
  const leaving = removals(checked, changes);
  if ('unconfirmed' in leaving) return { kind: 'has_dependents', dependents: leaving.unconfirmed };
  const { removed } = leaving;
  const { flightChanged, policy, renamed, changed } = diffOf(checked, changes, removed);
  if (!changed) return { kind: 'saved' };

  const claimId = checked.claim.id;
  const now = ctx.now();
  const actor: EventActor = editor.adminId === null ? 'customer' : 'admin';
  const deliveries = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await writeFlight(db, claimId, changes.flight, policy);
    await writePassengers(db, claimId, changes.passengers, removed);
    // Signed assignments that name an old name or flight are kept, marked outdated.
    const outdatedFor = flightChanged ? checked.passengers.map((p) => p.id) : renamed;
    const outdated = await outdateSignatures(db, claimId, outdatedFor, now);
    const recorded = [];
    for (const e of editEvents(claimId, actor, changes, removed, outdated))
      recorded.push((await recordClaimEvent({ ...ctx, db }, e)).deliver);
    await audit(
      { ...ctx, db },
      { event: 'claim_edit', outcome: 'success', userId: editor.userId, actorId: editor.adminId },
    );
    return recorded;
  });
  for (const deliver of deliveries) await deliver();
  return { kind: 'saved' };
}
