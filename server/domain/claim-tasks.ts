import { eq } from 'drizzle-orm';
import type { ClaimStatus, OpenTask } from '../../contract';
import { users } from '../db/schema';
import { registerOpenTasks } from './claim-stage';
import { listDocuments } from './documents';
import { listSignatures } from './signatures/signatures';

/**
 * What a claim not yet pursued still needs from people, for the stage at the top of its timeline
 * (issue 15): each missing document waits on the customer; each unsigned assignment waits on the
 * customer (their own and their children's) or on the co-passenger who signs through a link.
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
