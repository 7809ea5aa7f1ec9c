import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  ACTIVE_STATUSES,
  CLOSED_STATUSES,
  DESK_PER_PAGE,
  type ClaimStageName,
  type ClaimStatus,
  type DeskClaim,
  type DeskPage,
  type WaitingOn,
} from '../../contract';
import { stageOf } from '../../machines/claim/claim.machine';
import { claimStage } from '../../machines/claim/claim-steps';
import type { Db } from '../db/db';
import { containsText } from '../db/like';
import { claims, users } from '../db/schema';
import { loadClaimFacts, type ClaimFacts } from './claim-access';

export type DeskFilter = { page: number; stage?: ClaimStageName; waiting_on?: WaitingOn; q?: string };

const ACTIVE: ClaimStatus[] = [...ACTIVE_STATUSES];
const CLOSED: ClaimStatus[] = [...CLOSED_STATUSES];

/**
 * The statuses a claim in this stage (or waiting on this party) can have: the SQL narrows the
 * claims before the lifecycle machine decides each one's stage. A claim the back office sees is
 * never `transferred_away` (a transferred claim belongs to its new owner).
 */
function statusesFor(stage?: ClaimStageName, waiting?: WaitingOn): ClaimStatus[] | null {
  const byStage: ClaimStatus[] | null =
    stage === undefined
      ? null
      : stage === 'direct_payment_reported' || stage === 'in_court'
        ? ACTIVE
        : stage === 'transferred_away'
          ? []
          : [stage];
  const byWaiting: ClaimStatus[] | null =
    waiting === undefined
      ? null
      : waiting === 'nobody'
        ? CLOSED
        : waiting === 'airline'
          ? ['airline_contacted']
          : ACTIVE;
  if (byStage && byWaiting) return byStage.filter((s) => byWaiting.includes(s));
  return byStage ?? byWaiting;
}

/** A claim as the desk shows it: the lifecycle machine's stage, whom it waits on and its facts. */
function deskClaim(facts: ClaimFacts, owner: { email: string; name: string }): DeskClaim {
  const { claim, lifecycle } = facts;
  const stage = claimStage(lifecycle);
  return {
    id: claim.id,
    case_number: claim.caseNumber,
    scope: claim.scope,
    status: claim.status,
    created_at: claim.createdAt.toISOString(),
    owner: { id: claim.userId, ...owner },
    stage: stageOf(lifecycle),
    waiting_on: stage.waiting_on,
    next_step: stage.next_step,
    open_tasks: stage.open_tasks,
    facts: {
      passengers: lifecycle.passengers.map((p) => ({
        id: p.id,
        name: p.name,
        signature: p.signature,
        role: p.role,
        payout_account: p.payoutAccount,
      })),
      missing_documents: lifecycle.missingDocuments,
      court_case: lifecycle.courtCase,
      direct_payment_reported: lifecycle.directPaymentReported,
      transfer: lifecycle.transfer,
    },
  };
}

/**
 * A page of every customer's claims for the back office, newest first: filtered by a part of the
 * case number in SQL, and by stage and whom it waits on as the claim lifecycle decides them.
 * Without a stage or waiting-on filter only the page's claims are read in full; with one, every
 * candidate claim is (the reference server's way; a large back office keeps the stage in a column).
 */
export async function deskPage(db: Db, filter: DeskFilter): Promise<DeskPage> {
  const statuses = statusesFor(filter.stage, filter.waiting_on);
  if (statuses?.length === 0) return { claims: [], page: filter.page, per_page: DESK_PER_PAGE, total: 0 };
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(containsText(claims.caseNumber, filter.q));
  if (statuses) conditions.push(inArray(claims.status, statuses));
  const where = conditions.length ? and(...conditions) : undefined;
  const select = () =>
    db
      .select({ claim: claims, email: users.email, first: users.firstName, last: users.lastName })
      .from(claims)
      .innerJoin(users, eq(users.id, claims.userId))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id));
  const offset = (filter.page - 1) * DESK_PER_PAGE;
  const load = async (rows: Awaited<ReturnType<typeof select>>) => {
    const out: DeskClaim[] = [];
    // One claim at a time: each reads its facts in one round of parallel queries.
    for (const r of rows)
      out.push(
        deskClaim(await loadClaimFacts(db, r.claim), {
          email: r.email,
          name: `${r.first} ${r.last}`.trim(),
        }),
      );
    return out;
  };
  if (filter.stage === undefined && filter.waiting_on === undefined) {
    const [rows, [total]] = await Promise.all([
      select().limit(DESK_PER_PAGE).offset(offset),
      db.select({ n: count() }).from(claims).where(where),
    ]);
    return { claims: await load(rows), page: filter.page, per_page: DESK_PER_PAGE, total: total?.n ?? 0 };
  }
  const matching = (await load(await select())).filter(
    (c) =>
      (filter.stage === undefined || c.stage === filter.stage) &&
      (filter.waiting_on === undefined || c.waiting_on === filter.waiting_on),
  );
  return {
    claims: matching.slice(offset, offset + DESK_PER_PAGE),
    page: filter.page,
    per_page: DESK_PER_PAGE,
    total: matching.length,
  };
}
