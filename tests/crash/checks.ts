import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Claim, Notification } from '../../contract';
import type { Db } from '../../server/db/db';
import {
  claimDocuments,
  claimPassengers,
  claimStatusHistory,
  claims,
  claimTransfers,
  notifications,
  outbox,
  storedFiles,
  users,
} from '../../server/db/schema';
import {
  PASSENGERS,
  UPLOAD_FILES,
  transferLinks,
  type AcceptWrite,
  type ClaimWrite,
  type Customer,
  type Recorded,
  type TransferWrite,
  type UploadWrite,
  type Widgets,
} from './workload';

/** What a check found for one write: there (complete), absent, or half-written. */
export type Found = 'complete' | 'absent' | 'half';

export type Problem = { write: string; acked: boolean; found: Found; detail: string };

const describe = (r: Recorded) => {
  const w = r.write;
  if (w.kind === 'claim') return `claim ${w.marker} (cycle ${r.cycle})`;
  if (w.kind === 'transfer') return `transfer of ${w.claim.caseNumber} to ${w.to} (cycle ${r.cycle})`;
  if (w.kind === 'upload') return `upload ${w.marker} to claim ${w.claim.id} (cycle ${r.cycle})`;
  return `acceptance of ${w.transfer.claim.caseNumber} by ${w.transfer.to} (cycle ${r.cycle})`;
};

/** Judges one write: acknowledged ones must be complete, the others complete or absent. */
export function judge(r: Recorded, found: Found, detail: string): Problem | null {
  if (found === 'complete' || (!r.acked && found === 'absent')) return null;
  return { write: describe(r), acked: r.acked, found, detail };
}

// ---------------------------------------------------------------- through the API

const claimOf = (res: { status: number; json: unknown }) =>
  res.status === 200 ? (res.json as { data: { claim: Claim } }).data.claim : null;

const wholeClaim = (c: Claim, marker: string) =>
  c.passengers.length === PASSENGERS &&
  c.passengers.every((p) => p.last_name === marker) &&
  c.status_history.length === 1 &&
  c.status === 'submitted';

async function notified(owner: Customer, caseNumber: string): Promise<boolean> {
  const res = await owner.send('GET', '/notifications');
  if (res.status !== 200) throw new Error(`notifications: ${res.status}`);
  return (res.json as unknown as Notification[]).some((n) => n.content.includes(caseNumber));
}

/** Checks one write through the API of the restarted server. */
export async function checkByApi(
  r: Recorded,
  ctx: { widgets: Widgets; origin: string },
): Promise<{ found: Found; detail: string }> {
  const w = r.write;
  if (w.kind === 'claim') return checkClaim(w, ctx.widgets);
  if (w.kind === 'transfer') return checkTransfer(w, ctx.origin);
  if (w.kind === 'upload') return checkUpload(w);
  return checkAccept(w, ctx.widgets);
}

async function checkClaim(w: ClaimWrite, widgets: Widgets) {
  // The owner's claim list (a transferred claim is checked with its acceptance).
  const res = await w.owner.send('POST', `/widgets/data/${widgets.list}`, {});
  if (res.status !== 200) throw new Error(`claim list: ${res.status}`);
  const mine = (res.json as { data: { claims: Claim[] } }).data.claims.filter((c) =>
    c.passengers.some((p) => p.last_name === w.marker),
  );
  // A claim that changed hands is checked with its acceptance.
  if (mine.length === 0 && w.transfer?.accept) return { found: 'complete' as const, detail: 'moved' };
  if (mine.length === 0) return { found: 'absent' as const, detail: 'not in the owner’s list' };
  const whole = mine.length === 1 && wholeClaim(mine[0]!, w.marker);
  return { found: whole ? ('complete' as const) : ('half' as const), detail: JSON.stringify(mine) };
}

async function checkUpload(w: UploadWrite) {
  const res = await w.claim.owner.send('GET', `/claims/${w.claim.id}/documents`);
  if (res.status !== 200) throw new Error(`documents: ${res.status}`);
  const names = (res.json as { documents: { file_name: string }[] }).documents
    .map((d) => d.file_name)
    .filter((n) => n.startsWith(`${w.marker}-`));
  if (names.length === UPLOAD_FILES) return { found: 'complete' as const, detail: '' };
  if (names.length === 0) return { found: 'absent' as const, detail: '' };
  return { found: 'half' as const, detail: `${names.length} of ${UPLOAD_FILES} files` };
}

async function checkTransfer(w: TransferWrite, origin: string) {
  const mailed = (await transferLinks(origin, w.to)).length;
  const res = await w.claim.owner.send('GET', `/claim_transfer/${w.claim.id}`);
  if (res.status !== 200 && res.status !== 404) throw new Error(`transfer state: ${res.status}`);
  const moved = res.status === 404;
  const stored = moved || (res.json as { status?: string; email?: string }).email === w.to;
  if (moved && !w.accept)
    return { found: 'half' as const, detail: 'the claim left its owner without acceptance' };
  if (stored && mailed === 1) return { found: 'complete' as const, detail: '' };
  if (!stored && mailed === 0) return { found: 'absent' as const, detail: '' };
  return { found: 'half' as const, detail: `transfer row ${stored ? 'there' : 'missing'}, ${mailed} mails` };
}

async function checkAccept(w: AcceptWrite, widgets: Widgets) {
  const { claim } = w.transfer;
  const res = await claim.owner.send('GET', `/claim_transfer/${claim.id}`);
  if (res.status !== 200 && res.status !== 404) throw new Error(`transfer state: ${res.status}`);
  const moved = res.status === 404;
  const notice = await notified(claim.owner, claim.caseNumber);
  if (moved && notice) {
    // Acknowledged: the new owner (signed in by the link) reads the whole claim.
    if (w.acceptor.cookie('sid')) {
      const read = claimOf(await w.acceptor.post(`/widgets/data/${widgets.card}`, { claim_id: claim.id }));
      if (!read || !wholeClaim(read, claim.marker))
        return { found: 'half' as const, detail: 'new owner cannot read it whole' };
    }
    return { found: 'complete' as const, detail: '' };
  }
  if (!moved && !notice) return { found: 'absent' as const, detail: '' };
  return {
    found: 'half' as const,
    detail: `claim ${moved ? 'moved' : 'not moved'}, notification ${notice ? 'there' : 'missing'}`,
  };
}

// ---------------------------------------------------------------- in the database

const count = sql<number>`count(*)::int`;

/**
 * Invariants over every stored row (whatever the suite knows about): every claim has its status
 * history and passengers, every transfer its mail, every accepted transfer its moved claim and
 * the former owner's notification, no notification without its accepted transfer, and every
 * stored document file with its row (and the other way round).
 */
export async function checkDatabase(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const bare = await db
    .select({ id: claims.id })
    .from(claims)
    .where(
      sql`not exists (select 1 from ${claimPassengers} where ${claimPassengers.claimId} = ${claims.id})
        or not exists (select 1 from ${claimStatusHistory} where ${claimStatusHistory.claimId} = ${claims.id})`,
    );
  for (const c of bare) problems.push(`claim ${c.id} lacks its passengers or status history`);
  const transfers = await db.select().from(claimTransfers);
  for (const t of transfers) {
    const [mails] = await db.select({ n: count }).from(outbox).where(eq(outbox.recipient, t.email));
    if (mails?.n !== 1) problems.push(`transfer ${t.id} to ${t.email} has ${mails?.n} mails`);
    if (t.status !== 'accepted') continue;
    const [claim] = await db.select().from(claims).where(eq(claims.id, t.claimId));
    const [owner] = await db.select().from(users).where(eq(users.email, t.email));
    if (!claim || claim.userId !== owner?.id)
      problems.push(`accepted transfer ${t.id}: the claim did not move`);
    const [notes] = await db
      .select({ n: count })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, t.fromUserId),
          sql`${notifications.content} like ${`%${claim?.caseNumber}%`}`,
        ),
      );
    if (notes?.n !== 1)
      problems.push(`accepted transfer ${t.id}: ${notes?.n} notifications to the former owner`);
  }
  // Files and document rows together: no stored file without its row, no row without its file.
  const orphans = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      sql`${storedFiles.key} like 'claim-documents/%' and not exists (select 1 from ${claimDocuments} where ${claimDocuments.storageKey} = ${storedFiles.key})`,
    );
  for (const o of orphans) problems.push(`stored file ${o.key} without its document`);
  const fileless = await db
    .select({ id: claimDocuments.id })
    .from(claimDocuments)
    .where(
      sql`not exists (select 1 from ${storedFiles} where ${storedFiles.key} = ${claimDocuments.storageKey})`,
    );
  for (const d of fileless) problems.push(`document ${d.id} without its stored file`);
  const accepted = transfers.filter((t) => t.status === 'accepted').length;
  const [notes] = await db
    .select({ n: count })
    .from(notifications)
    .where(inArray(notifications.userId, transfers.map((t) => t.fromUserId).concat([-1])));
  if (notes?.n !== accepted)
    problems.push(`${notes?.n} transfer notifications for ${accepted} accepted transfers`);
  return problems;
}

/** An acknowledged write, looked up in the database: true when all of it is there. */
export async function storedInDatabase(db: Db, r: Recorded): Promise<boolean> {
  const w = r.write;
  if (w.kind === 'claim') {
    if (w.id === undefined) return false;
    const [c] = await db.select({ n: count }).from(claimPassengers).where(eq(claimPassengers.claimId, w.id));
    const [h] = await db
      .select({ n: count })
      .from(claimStatusHistory)
      .where(eq(claimStatusHistory.claimId, w.id));
    return c?.n === PASSENGERS && h?.n === 1;
  }
  if (w.kind === 'upload') {
    const [d] = await db
      .select({ n: count })
      .from(claimDocuments)
      .where(
        and(eq(claimDocuments.claimId, w.claim.id), sql`${claimDocuments.fileName} like ${`${w.marker}-%`}`),
      );
    return d?.n === UPLOAD_FILES;
  }
  const to = w.kind === 'transfer' ? w.to : w.transfer.to;
  const [t] = await db.select().from(claimTransfers).where(eq(claimTransfers.email, to));
  const [m] = await db.select({ n: count }).from(outbox).where(eq(outbox.recipient, to));
  if (w.kind === 'transfer') return t !== undefined && m?.n === 1;
  return t?.status === 'accepted';
}
