import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/db';
import {
  auditLog,
  claimDocuments,
  claimEvents,
  claimPassengers,
  claimPayments,
  claimPayoutDetails,
  claimSignatures,
  claimTransfers,
  claims,
  emailChanges,
  passkeys,
  sessions,
} from '../../db/schema';
import { listNotifications } from '../notifications';
import { listTemplates } from '../templates';

/** What the privacy export reads, by the customer's user id or their claims' ids only. */

/** The rows of the customer's claims (`claimIds`), and the transfers of claims they gave away. */
export async function readClaimRows(db: Db, claimIds: number[], userId: number) {
  const ofClaims = <T>(q: (ids: number[]) => Promise<T[]>) =>
    claimIds.length ? q(claimIds) : Promise.resolve([] as T[]);
  const [payments, events, documents, signatures, passengers, transfers, payoutAccounts] = await Promise.all([
    ofClaims((i) =>
      db.select().from(claimPayments).where(inArray(claimPayments.claimId, i)).orderBy(asc(claimPayments.at)),
    ),
    ofClaims((i) =>
      db.select().from(claimEvents).where(inArray(claimEvents.claimId, i)).orderBy(asc(claimEvents.at)),
    ),
    ofClaims((i) =>
      db
        .select()
        .from(claimDocuments)
        .where(inArray(claimDocuments.claimId, i))
        .orderBy(asc(claimDocuments.id)),
    ),
    ofClaims((i) =>
      db
        .select()
        .from(claimSignatures)
        .where(inArray(claimSignatures.claimId, i))
        .orderBy(asc(claimSignatures.id)),
    ),
    ofClaims((i) => db.select().from(claimPassengers).where(inArray(claimPassengers.claimId, i))),
    db
      .select()
      .from(claimTransfers)
      .where(eq(claimTransfers.fromUserId, userId))
      .orderBy(asc(claimTransfers.id)),
    ofClaims((i) =>
      db
        .select()
        .from(claimPayoutDetails)
        .where(inArray(claimPayoutDetails.claimId, i))
        .orderBy(asc(claimPayoutDetails.id)),
    ),
  ]);
  return { payments, events, documents, signatures, passengers, transfers, payoutAccounts };
}

/** The rows of the customer's account: notifications, sessions, security log, templates, passkeys, e-mail changes. */
export async function readAccountRows(db: Db, userId: number) {
  const [notifications, sessionRows, auditRows, templates, passkeyRows, emailChangeRows] = await Promise.all([
    listNotifications(db, userId),
    // The customer's own sessions (as GET /user/sessions): an admin's view-as session is the admin's.
    db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.viewAsAdminId)))
      .orderBy(desc(sessions.lastSeenAt)),
    db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(asc(auditLog.at), asc(auditLog.id)),
    listTemplates(db, userId),
    db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id)),
    db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).orderBy(asc(emailChanges.id)),
  ]);
  return { notifications, sessionRows, auditRows, templates, passkeyRows, emailChangeRows };
}

export type ClaimRows = Awaited<ReturnType<typeof readClaimRows>>;
export type AccountRows = Awaited<ReturnType<typeof readAccountRows>>;

/** Transfers of claims the customer gave away: the claim is someone else's now, only its case number is named. */
export async function transferCaseNumbers(
  db: Db,
  transfers: ClaimRows['transfers'],
): Promise<Map<number, string>> {
  return new Map(
    transfers.length
      ? (
          await db
            .select({ id: claims.id, caseNumber: claims.caseNumber })
            .from(claims)
            .where(
              inArray(
                claims.id,
                transfers.map((t) => t.claimId),
              ),
            )
        ).map((c) => [c.id, c.caseNumber])
      : [],
  );
}

/** When each of these claims last came to the customer by an accepted transfer (claims never transferred are absent). */
export async function receivedClaims(db: Db, claimIds: number[], email: string): Promise<Map<number, Date>> {
  if (claimIds.length === 0) return new Map();
  const rows = await db
    .select({ claimId: claimTransfers.claimId, decidedAt: claimTransfers.decidedAt })
    .from(claimTransfers)
    .where(
      and(
        inArray(claimTransfers.claimId, claimIds),
        eq(claimTransfers.status, 'accepted'),
        eq(claimTransfers.email, email),
      ),
    );
  const received = new Map<number, Date>();
  for (const r of rows) {
    const before = received.get(r.claimId);
    if (r.decidedAt && (!before || r.decidedAt > before)) received.set(r.claimId, r.decidedAt);
  }
  return received;
}
