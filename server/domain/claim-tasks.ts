import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { CLOSED_STATUSES, type ClaimStatus, type OpenTask } from '../../contract';
import type { Db } from '../db/db';
import { claimEvents, claimStatusHistory, users } from '../db/schema';
import { registerOpenTasks } from './claim-stage';
import { listDocuments } from './documents';
import { listSignatures } from './signatures/signatures';

/**
 * What a claim not yet pursued still needs from people, for the stage at the top of its timeline:
 * each missing document waits on the customer; each unsigned assignment waits on the
 * customer (their own and their children's) or on the co-passenger who signs through a link;
 * an open court case waits on the court.
 * Imported once by server/routes/index.ts.
 */
/** The service pursues a claim with the airline only once it has its papers: until then they are asked for. */
const needsPapers = (status: ClaimStatus) => ['submitted', 'in_review', 'accepted'].includes(status);

registerOpenTasks(async (db, claim): Promise<OpenTask[]> => {
  if (!needsPapers(claim.status)) return [];
  const docs = await listDocuments(db, claim.userId, claim.id);
  return (docs?.missing ?? []).map((item) => ({
    kind: 'document_missing',
    waiting_on: 'customer',
    name: item,
  }));
});

registerOpenTasks(async (db, claim): Promise<OpenTask[]> => {
  if (!needsPapers(claim.status)) return [];
  const [owner] = await db.select().from(users).where(eq(users.id, claim.userId));
  if (!owner) return [];
  const list = (await listSignatures(db, owner, claim.id)) ?? [];
  return list
    .filter((s) => s.status !== 'signed')
    .map((s) => ({
      kind: 'signature_missing',
      waiting_on: s.role === 'co_passenger' && s.status === 'requested' ? 'co_passenger' : 'customer',
      name: s.name,
    }));
});

/**
 * The reference of the claim's open court case, or null. The back office opens one with
 * POST /admin/claims/{id}/court_case (a `court_case_opened` event); it ends when the claim is
 * closed (paid out, rejected or withdrawn, e.g. through POST /admin/claims/{id}/status): a
 * closing status recorded at or after the opening ends it, so a claim reopened later has none.
 */
export async function openCourtCase(db: Db, claimId: number): Promise<string | null> {
  const [opened] = await db
    .select({ at: claimEvents.at, detail: claimEvents.detail })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.kind, 'court_case_opened')))
    .orderBy(desc(claimEvents.id))
    .limit(1);
  if (!opened) return null;
  const [closed] = await db
    .select({ id: claimStatusHistory.id })
    .from(claimStatusHistory)
    .where(
      and(
        eq(claimStatusHistory.claimId, claimId),
        inArray(claimStatusHistory.status, [...CLOSED_STATUSES]),
        gte(claimStatusHistory.at, opened.at),
      ),
    )
    .limit(1);
  return closed ? null : (opened.detail.name ?? '');
}

registerOpenTasks(async (db, claim): Promise<OpenTask[]> => {
  const reference = await openCourtCase(db, claim.id);
  return reference === null ? [] : [{ kind: 'court_case', waiting_on: 'court', name: reference }];
});
