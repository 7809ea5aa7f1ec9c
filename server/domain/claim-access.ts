import { and, asc, eq, inArray } from 'drizzle-orm';
import { CHECKLISTS, type DocumentKind, type Scope } from '../../contract';
import {
  allows,
  type ClaimAction,
  type ClaimLifecycleContext,
  type ClaimPrincipal,
  type PassengerFacts,
  type Refusal,
} from '../../machines/claim/claim.machine';
import type { Db } from '../db/db';
import {
  claimDocuments,
  claimEvents,
  claimPassengers,
  claimPayoutDetails,
  claimSignatures,
  claimTransfers,
  claims,
} from '../db/schema';
import { openCourtCase } from './claim-tasks';

export type ClaimRow = typeof claims.$inferSelect;
export type PassengerRow = typeof claimPassengers.$inferSelect;
export type SignatureRow = typeof claimSignatures.$inferSelect;

/** A claim with what hangs on it, read once, and its lifecycle's facts. */
export type ClaimFacts = {
  claim: ClaimRow;
  passengers: PassengerRow[];
  signatures: SignatureRow[];
  /** The passengers with a payout account. */
  payoutPassengers: Set<number>;
  lifecycle: ClaimLifecycleContext;
};

/**
 * Who is asking. The owner (or an admin viewing as them) is told apart by the session: a claim
 * that is not theirs is not found. The back office reaches any claim; a co-passenger only the
 * claim of the passenger whose signing link they hold.
 */
export type ClaimActor =
  | { principal: 'customer' | 'admin_as_customer'; userId: number; adminId: number | null }
  | { principal: 'back_office'; adminId: number }
  | { principal: 'co_passenger'; passengerId: number };

/** The session's actor: the owner, or an admin viewing the portal as them. */
export function sessionActor(session: { user: { id: number }; viewAsAdminId: number | null }): ClaimActor {
  return session.viewAsAdminId === null
    ? { principal: 'customer', userId: session.user.id, adminId: null }
    : { principal: 'admin_as_customer', userId: session.user.id, adminId: session.viewAsAdminId };
}

/**
 * The checklist items of a claim still missing: required by its scope's checklist, or asked for by
 * the back office, and not yet satisfied by a document of one of their kinds.
 */
export function missingItems(scope: Scope, kinds: Iterable<DocumentKind>, requested: Set<string>): string[] {
  const have = new Set(kinds);
  return CHECKLISTS[scope]
    .filter((rule) => (rule.required || requested.has(rule.item)) && !rule.kinds.some((k) => have.has(k)))
    .map((rule) => rule.item);
}

const fullName = (p: PassengerRow) => `${p.firstName} ${p.lastName}`.trim();

function passengerFacts(p: PassengerRow, rows: SignatureRow[], payouts: Set<number>): PassengerFacts {
  const row = rows.find((r) => r.passengerId === p.id);
  const signature = !row
    ? 'unsigned'
    : row.status === 'signed'
      ? row.outdatedAt
        ? 'outdated'
        : 'signed'
      : 'requested';
  return {
    id: p.id,
    name: fullName(p),
    signature,
    role: row?.role ?? 'owner',
    payoutAccount: payouts.has(p.id),
  };
}

/** Everything the lifecycle needs about one claim, in one round of parallel queries. */
export async function loadClaimFacts(db: Db, claim: ClaimRow): Promise<ClaimFacts> {
  const id = claim.id;
  const [passengers, signatures, payouts, documents, events, courtCase, pending] = await Promise.all([
    db
      .select()
      .from(claimPassengers)
      .where(eq(claimPassengers.claimId, id))
      .orderBy(asc(claimPassengers.position), asc(claimPassengers.id)),
    db.select().from(claimSignatures).where(eq(claimSignatures.claimId, id)),
    db
      .select({ passengerId: claimPayoutDetails.passengerId })
      .from(claimPayoutDetails)
      .where(eq(claimPayoutDetails.claimId, id)),
    db.select({ kind: claimDocuments.kind }).from(claimDocuments).where(eq(claimDocuments.claimId, id)),
    db
      .select({ kind: claimEvents.kind, detail: claimEvents.detail })
      .from(claimEvents)
      .where(
        and(
          eq(claimEvents.claimId, id),
          inArray(claimEvents.kind, ['document_requested', 'airline_contacted', 'airline_paid_directly']),
        ),
      )
      .orderBy(asc(claimEvents.id)),
    openCourtCase(db, id),
    db
      .select({ id: claimTransfers.id })
      .from(claimTransfers)
      .where(and(eq(claimTransfers.claimId, id), eq(claimTransfers.status, 'requested')))
      .limit(1),
  ]);
  const payoutPassengers = new Set(payouts.map((p) => p.passengerId));
  const requested = new Set(
    events.flatMap((e) => (e.kind === 'document_requested' && e.detail.name ? [e.detail.name] : [])),
  );
  const lastReport = events.filter((e) => e.kind !== 'document_requested').at(-1);
  return {
    claim,
    passengers,
    signatures,
    payoutPassengers,
    lifecycle: {
      status: claim.status,
      passengers: passengers.map((p) => passengerFacts(p, signatures, payoutPassengers)),
      missingDocuments: missingItems(
        claim.scope,
        documents.map((d) => d.kind),
        requested,
      ),
      courtCase,
      directPaymentReported: lastReport?.kind === 'airline_paid_directly',
      transfer: pending.length > 0 ? 'pending' : 'none',
    },
  };
}

/** A claim the guard let through: its facts, who acts and as which principal. */
export type CheckedClaim = ClaimFacts & { actor: ClaimActor };

export type GuardAnswer =
  { status: 404; body: { message: 'not_found' } } | { status: 409; body: { message: Refusal } };

function claimRowFor(db: Db, claimId: number, actor: ClaimActor) {
  const where =
    actor.principal === 'customer' || actor.principal === 'admin_as_customer'
      ? and(eq(claims.id, claimId), eq(claims.userId, actor.userId))
      : eq(claims.id, claimId);
  return db.select().from(claims).where(where);
}

/**
 * THE guard of every claim-scoped call: loads the claim once for the actor (another customer's
 * claim answers 404, like a missing one), asks the claim's lifecycle whether the actor may take
 * the action now (409 claim_closed, action_not_allowed or court_case_open) and hands back the
 * checked claim with its facts.
 *
 *   const checked = await guardClaim(ctx.db, params.claim_id, sessionActor(ctx.session), 'add_document');
 *   if (!checked.ok) return checked.answer;
 *   … checked.claim.claim, checked.claim.passengers …
 */
export async function guardClaim(
  db: Db,
  claimId: number,
  actor: ClaimActor,
  action: ClaimAction,
): Promise<{ ok: true; claim: CheckedClaim } | { ok: false; answer: GuardAnswer }> {
  const [row] = await claimRowFor(db, claimId, actor);
  if (!row) return { ok: false, answer: { status: 404, body: { message: 'not_found' } } };
  const facts = await loadClaimFacts(db, row);
  if (actor.principal === 'co_passenger' && !facts.passengers.some((p) => p.id === actor.passengerId))
    return { ok: false, answer: { status: 404, body: { message: 'not_found' } } };
  const decision = allows(facts.lifecycle, actor.principal as ClaimPrincipal, action);
  if (!decision.ok) return { ok: false, answer: { status: 409, body: { message: decision.reason } } };
  return { ok: true, claim: { ...facts, actor } };
}
