import { and, asc, eq } from 'drizzle-orm';
import type { EventActor, EventDetail, Timeline, TimelineEvent, TimelineEventKind } from '../../contract';
import type { Db } from '../db/db';
import { claimEvents, claimPayments, claimStatusHistory, claimTransfers, claims } from '../db/schema';
import { claimStage } from '../../machines/claim/claim-steps';
import type { ClaimFacts } from './claim-access';
import { notifyClaimEvent, type ClaimEventContext, type Delivery } from './claim-notifications';

export type { ClaimEventContext } from './claim-notifications';

/** The kinds read from the claim's own tables (never stored as claim events). */
export type DerivedKind = 'created' | 'transfer_requested' | 'transfer_accepted' | 'payout';
export type StoredKind = Exclude<TimelineEventKind, DerivedKind>;

export type NewClaimEvent = {
  claimId: number;
  kind: StoredKind;
  /** Default: 'customer' for the customer's own reports and uploads, else 'service'. */
  actor?: EventActor;
  detail?: EventDetail;
};

const CUSTOMER_KINDS: readonly TimelineEventKind[] = [
  'document_added',
  'document_deleted',
  'airline_contacted',
  'airline_paid_directly',
  'signature_signed',
  'signature_reminded',
];

const toEvent = (r: typeof claimEvents.$inferSelect): TimelineEvent => ({
  id: `event:${r.id}`,
  kind: r.kind,
  at: r.at.toISOString(),
  actor: r.actor,
  detail: r.detail,
});

/**
 * THE way to put something on a claim's timeline (documents, signatures, messages, reports).
 * `ctx.db` may be a transaction: the event and its notification (notifyClaimEvent: a stored
 * notification and an outbox mail to the owner, for the kinds that notify) commit with it. Call
 * the returned `deliver()` after the commit (at once when not in a transaction): it pushes the
 * notification to the owner's open sockets.
 *
 *   const { deliver } = await ctx.db.transaction((tx) =>
 *     recordClaimEvent({ ...ctx, db: tx as unknown as Db }, {
 *       claimId, kind: 'signature_signed', actor: 'co_passenger', detail: { name: 'Jan Jansen' },
 *     }));
 *   await deliver();
 *
 * A status change is not recorded here: changeClaimStatus (claim-writes.ts) writes the status
 * history, which the timeline reads, and notifies the same way.
 */
/** recordClaimEvent for events already committed: stores, notifies, pushes and wakes the mail worker. */
export async function recordClaimEvents(
  ctx: ClaimEventContext & { mailQueued?: (() => void) | undefined },
  events: NewClaimEvent[],
): Promise<void> {
  for (const e of events) await (await recordClaimEvent(ctx, e)).deliver();
  if (events.length > 0) ctx.mailQueued?.();
}

export async function recordClaimEvent(
  ctx: ClaimEventContext,
  e: NewClaimEvent,
): Promise<{ event: TimelineEvent; deliver: Delivery }> {
  const actor = e.actor ?? (CUSTOMER_KINDS.includes(e.kind) ? 'customer' : 'service');
  const [row] = await ctx.db
    .insert(claimEvents)
    .values({ claimId: e.claimId, kind: e.kind, actor, detail: e.detail ?? {}, at: ctx.now() })
    .returning();
  if (!row) throw new Error('recordClaimEvent: insert returned nothing');
  const event = toEvent(row);
  const deliver = await notifyClaimEvent(ctx, e.claimId, event);
  return { event, deliver };
}

/** Events of one claim from its own tables and its stored events, oldest first. */
async function claimEventsOf(db: Db, claim: typeof claims.$inferSelect): Promise<TimelineEvent[]> {
  const id = claim.id;
  const [history, transfers, payouts, stored] = await Promise.all([
    db
      .select()
      .from(claimStatusHistory)
      .where(eq(claimStatusHistory.claimId, id))
      .orderBy(asc(claimStatusHistory.at), asc(claimStatusHistory.id)),
    db.select().from(claimTransfers).where(eq(claimTransfers.claimId, id)),
    db
      .select()
      .from(claimPayments)
      .where(and(eq(claimPayments.claimId, id), eq(claimPayments.kind, 'payout'))),
    db.select().from(claimEvents).where(eq(claimEvents.claimId, id)).orderBy(asc(claimEvents.id)),
  ]);
  const events: TimelineEvent[] = [
    { id: `claim:${id}`, kind: 'created', at: claim.createdAt.toISOString(), actor: 'customer', detail: {} },
  ];
  // The first 'submitted' is the creation itself.
  history.forEach((h, i) => {
    if (i === 0 && h.status === 'submitted') return;
    events.push({
      id: `status:${h.id}`,
      kind: 'status_changed',
      at: h.at.toISOString(),
      actor: 'service',
      detail: { status: h.status },
    });
  });
  events.push(...transfers.flatMap(transferEvents));
  for (const p of payouts)
    events.push({
      id: `payment:${p.id}`,
      kind: 'payout',
      at: p.at.toISOString(),
      actor: 'service',
      detail: { amount: p.amountCents },
    });
  events.push(...stored.map(toEvent));
  return chronological(events);
}

/** A transfer's request, and its acceptance once decided. */
function transferEvents(t: typeof claimTransfers.$inferSelect): TimelineEvent[] {
  const requested: TimelineEvent = {
    id: `transfer:${t.id}`,
    kind: 'transfer_requested',
    at: t.createdAt.toISOString(),
    actor: 'customer',
    detail: {},
  };
  if (t.status !== 'accepted' || !t.decidedAt) return [requested];
  const accepted: TimelineEvent = {
    id: `transfer-accepted:${t.id}`,
    kind: 'transfer_accepted',
    at: t.decidedAt.toISOString(),
    actor: 'customer',
    detail: {},
  };
  return [requested, accepted];
}

/** Oldest first; stable: equal times keep the order given (creation, statuses, transfers, payouts, stored events). */
function chronological(events: TimelineEvent[]): TimelineEvent[] {
  return events
    .map((e, i) => ({ e, i, t: Date.parse(e.at) }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ e }) => e);
}

/** The timeline of a claim the guard let through (guardClaim, server/domain/claim-access.ts). */
export async function loadTimeline(db: Db, facts: ClaimFacts): Promise<Timeline> {
  return { stage: claimStage(facts.lifecycle), events: await claimEventsOf(db, facts.claim) };
}
