import { and, asc, eq, inArray } from 'drizzle-orm';
import { CHECKLISTS, type AuditEntry, type DocumentKind, type Scope } from '../../contract';
import {
  allows,
  type ClaimAction,
  type ClaimLifecycleContext,
  type ClaimPrincipal,
  type PassengerFacts,
  type Refusal,
} from '../../machines/claim/claim.machine';
import { audit, type AuditContext } from '../db/audit';
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
import { fullName } from '../lib/names';

type AuditEvent = AuditEntry['event'];
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

/** The back office's actor: an admin signed in as themselves, on an admin route. */
export const backOfficeActor = (session: { user: { id: number } }): ClaimActor => ({
  principal: 'back_office',
  adminId: session.user.id,
});

/** The admin behind an actor (viewing as the owner, or the back office), or null. */
export function adminOf(actor: ClaimActor): number | null {
  if (actor.principal === 'back_office') return actor.adminId;
  return actor.principal === 'admin_as_customer' ? actor.adminId : null;
}

/** The audit event of each claim write (the claim editor's `claim_edit` and the payout account's change keep theirs). */
const AUDIT_EVENT_OF: Record<Exclude<ClaimAction, 'read'>, AuditEvent> = {
  edit_details: 'claim_edit',
  set_payout_details: 'payout_details_change',
  add_document: 'claim_add_document',
  delete_document: 'claim_delete_document',
  sign: 'claim_sign',
  request_signature: 'claim_request_signature',
  remind_signature: 'claim_remind_signature',
  transfer: 'claim_transfer',
  cancel_transfer: 'claim_cancel_transfer',
  report_airline: 'claim_report_airline',
  ask_for_document: 'claim_ask_for_document',
  ask_for_signature: 'claim_ask_for_signature',
  change_status: 'claim_change_status',
  message: 'claim_message',
  open_court_case: 'claim_open_court_case',
};

/**
 * Every write an admin takes on a claim (viewing as the owner or from the back office) goes to the
 * audit log: the claim's owner as the user, the admin as the actor; a refused attempt as `failure`.
 * A customer's own writes and every read are not logged here.
 */
export async function auditClaimWrite(
  ctx: AuditContext,
  claim: { userId: number },
  actor: ClaimActor,
  action: ClaimAction,
  outcome: 'success' | 'failure' = 'success',
): Promise<void> {
  const adminId = adminOf(actor);
  if (adminId === null || action === 'read') return;
  await audit(ctx, { event: AUDIT_EVENT_OF[action], outcome, userId: claim.userId, actorId: adminId });
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

type NotFound = { status: 404; body: { message: 'not_found' } };
export type GuardAnswer = NotFound | { status: 409; body: { message: Refusal } };
/** A read the lifecycle refuses is not found (nothing to see); every other refusal is a 409. */
export type GuardAnswerOf<A extends ClaimAction> = A extends 'read' ? NotFound : GuardAnswer;
export type GuardResult<A extends ClaimAction = ClaimAction> =
  { ok: true; claim: CheckedClaim } | { ok: false; answer: GuardAnswerOf<A> };
const notFound: NotFound = { status: 404, body: { message: 'not_found' } };

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
 * checked claim with its facts. A refused admin write goes to the audit log (`ctx` gives the
 * clock and the client address; a bare database logs with the wall clock).
 *
 *   const checked = await guardClaim(ctx.db, params.claim_id, sessionActor(ctx.session), 'add_document');
 *   if (!checked.ok) return checked.answer;
 *   … checked.claim.claim, checked.claim.passengers …
 */
export async function guardClaim<A extends ClaimAction>(
  db: Db,
  claimId: number,
  actor: ClaimActor,
  action: A,
  ctx: AuditContext = { db, now: () => new Date() },
): Promise<GuardResult<A>> {
  const refuse = (answer: GuardAnswer) => ({ ok: false as const, answer: answer as GuardAnswerOf<A> });
  const [row] = await claimRowFor(db, claimId, actor);
  if (!row) return refuse(notFound);
  const facts = await loadClaimFacts(db, row);
  if (actor.principal === 'co_passenger' && !facts.passengers.some((p) => p.id === actor.passengerId))
    return refuse(notFound);
  const decision = allows(facts.lifecycle, actor.principal as ClaimPrincipal, action);
  if (!decision.ok) {
    if (action === 'read') return refuse(notFound);
    await auditClaimWrite(ctx, row, actor, action, 'failure');
    return refuse({ status: 409, body: { message: decision.reason } });
  }
  return { ok: true, claim: { ...facts, actor } };
}

/**
 * guardClaim for a request: the owner or an admin viewing as them (the session), or the back office
 * on an admin route (`as: 'back_office'`).
 *
 *   const checked = await guardRequest(ctx, params.claim_id, 'report_airline');
 *   if (!checked.ok) return checked.answer;
 */
export const guardRequest = <A extends ClaimAction>(
  ctx: AuditContext & { session: { user: { id: number }; viewAsAdminId: number | null } },
  claimId: number,
  action: A,
  as: 'session' | 'back_office' = 'session',
): Promise<GuardResult<A>> =>
  guardClaim(
    ctx.db,
    claimId,
    as === 'back_office' ? backOfficeActor(ctx.session) : sessionActor(ctx.session),
    action,
    ctx,
  );

/** After a guarded write: the admin behind it (if any) goes to the audit log. */
export const auditWrite = (ctx: AuditContext, checked: CheckedClaim, action: ClaimAction) =>
  auditClaimWrite(ctx, checked.claim, checked.actor, action);
