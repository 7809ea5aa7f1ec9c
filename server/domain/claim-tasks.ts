import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import { CLOSED_STATUSES } from '../../contract';
import type { Db } from '../db/db';
import { claimEvents, claimStatusHistory } from '../db/schema';

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
