import { eq, inArray, max, or } from 'drizzle-orm';
import { containsText } from '../../db/like';
import type { Db } from '../../db/db';
import {
  auditLog,
  claimDocuments,
  claimPayments,
  claims,
  emailChanges,
  loginLockouts,
  outbox,
  sessions,
  users,
} from '../../db/schema';
import { claimFilesPrefix, type FileStorage } from '../../storage/file-storage';
import { deletionCheck, type ClaimForDeletion } from './retention';
import { fullName } from '../../lib/names';

/** The customer's claims with their latest payment, for the deletion check. */
export async function claimsForDeletion(db: Db, userId: number): Promise<ClaimForDeletion[]> {
  const rows = await db
    .select({ caseNumber: claims.caseNumber, status: claims.status, lastPaymentAt: max(claimPayments.at) })
    .from(claims)
    .leftJoin(claimPayments, eq(claimPayments.claimId, claims.id))
    .where(eq(claims.userId, userId))
    .groupBy(claims.id)
    .orderBy(claims.createdAt, claims.id);
  return rows;
}

/** Whether the customer's account can be deleted now (see retention.ts). */
export const checkAccountDeletion = async (db: Db, userId: number, now: Date) =>
  deletionCheck(await claimsForDeletion(db, userId), now);

export type DeletedAccount = {
  /** The id hashes of every session that ended with the account (its own and any view-as). */
  sessionIdHashes: string[];
  /** How many stored files went with the claims' documents. */
  filesDeleted: number;
};

/**
 * Deletes a customer's account once the check allows it (the caller checks, inside this
 * transaction it is checked again: null when refused meanwhile). In one transaction: the stored
 * files of the claims' documents (a claim's cascade would leave them behind), the claims with
 * everything that hangs on them, the saved templates, notifications, sessions, links, passkeys
 * (all by the users row's cascade), the mails that name the person (forgetMails) and the address's
 * failed sign-ins; the audit
 * log (the security log) keeps its entries anonymised: no user, address or client address.
 */
export async function deleteAccount(
  db: Db,
  files: (tx: Db) => FileStorage,
  userId: number,
  now: Date,
): Promise<DeletedAccount | null> {
  return db.transaction(async (tx) => {
    // Lock the account row: a concurrent claim creation for it waits, then finds it gone.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    if (!deletionCheck(await claimsForDeletion(tx, userId), now).deletable) return null;
    const storage = files(tx);
    const keys = await tx
      .select({ key: claimDocuments.storageKey })
      .from(claimDocuments)
      .innerJoin(claims, eq(claims.id, claimDocuments.claimId))
      .where(eq(claims.userId, userId));
    for (const { key } of keys) await storage.delete(key);
    // And any file of its claims no document names (left by a crash before its row).
    const owned = await tx.select({ id: claims.id }).from(claims).where(eq(claims.userId, userId));
    for (const { id } of owned) await storage.deleteUnder(claimFilesPrefix(id));
    const ended = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(or(eq(sessions.userId, userId), eq(sessions.viewAsAdminId, userId)));
    await tx.delete(claims).where(eq(claims.userId, userId));
    await tx
      .update(auditLog)
      .set({ userId: null, email: null, ip: null })
      .where(or(eq(auditLog.userId, userId), eq(auditLog.email, user.email)));
    await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, userId));
    await forgetMails(tx, user);
    await tx.delete(loginLockouts).where(eq(loginLockouts.email, user.email));
    await tx.delete(users).where(eq(users.id, userId));
    // The deletion itself, with nothing that names the person.
    await tx.insert(auditLog).values({ at: now, event: 'account_delete', outcome: 'success' });
    return { sessionIdHashes: ended.map((s) => s.idHash), filesDeleted: keys.length };
  });
}

/**
 * Every outbox mail that names the person goes: to the address or one it was to change to, and
 * any to others that names the address or the full name (a former address told of the change, a
 * co-passenger asked to sign). Their links died with the account.
 */
async function forgetMails(db: Db, user: { id: number; email: string; firstName: string; lastName: string }) {
  const asked = await db
    .select({ email: emailChanges.newEmail })
    .from(emailChanges)
    .where(eq(emailChanges.userId, user.id));
  const name = fullName(user);
  const named = (term: string) => [containsText(outbox.text, term), containsText(outbox.html, term)];
  await db
    .delete(outbox)
    .where(
      or(
        inArray(outbox.recipient, [user.email, ...asked.map((a) => a.email)]),
        ...named(user.email),
        ...(name ? named(name) : []),
      ),
    );
}
