import { eq } from 'drizzle-orm';
import type { Claim, ExportManifest } from '../../../contract';
import type { Db } from '../../db/db';
import { users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { listClaims } from '../claims';
import {
  readAccountRows,
  readClaimRows,
  receivedClaims,
  transferCaseNumbers,
  type ClaimRows,
} from './export-rows';
import {
  auditRecords,
  claimRecords,
  documentRecords,
  emailChangeRecords,
  passkeyRecords,
  profileRecord,
  sessionRecords,
  signatureRecords,
  transferRecords,
  type ClaimNames,
  type PendingFile,
} from './export-sections';
import { fullName } from '../../lib/names';

export type Section = keyof ExportManifest['sections'];

export type ExportContent = {
  account: { id: number; email: string };
  sections: Record<Section, unknown[] | Record<string, unknown>>;
  files: PendingFile[];
};

/**
 * Everything the portal holds about one customer, read by their user id only (never another
 * account's rows): profile, claims (passengers, status history, payments, timeline events,
 * transfers out), documents with the stored files, signatures with the signed PDFs of the customer
 * and their children (a co-passenger's signature is theirs: status and dates only), notifications,
 * sessions, security-log entries, saved passengers and bank accounts, passkeys, e-mail changes.
 * Left out on purpose: password hashes, session ids, their hashes and CSRF tokens, every token or
 * code hash, passkeys' keys and credential ids. Null when the account does not exist.
 */
export async function exportContent(
  db: Db,
  storage: FileStorage,
  userId: number,
): Promise<ExportContent | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const claimList = await listClaims(db, { userId });
  const ids = claimList.map((c) => c.id);
  const claimRows = await readClaimRows(db, ids, userId);
  const account = await readAccountRows(db, userId);
  const transferCases = await transferCaseNumbers(db, claimRows.transfers);
  const names = await claimNames(db, claimList, claimRows.passengers, user.email);
  const documents = documentRecords(claimRows.documents, names, storage);
  const signatures = signatureRecords(claimRows.signatures, names);
  return {
    account: { id: user.id, email: user.email },
    files: [...documents.files, ...signatures.files],
    sections: {
      profile: profileRecord(user),
      claims: claimRecords(claimList, claimRows, names),
      documents: documents.records,
      signatures: signatures.records,
      notifications: account.notifications,
      sessions: sessionRecords(account.sessionRows),
      audit_log: auditRecords(account.auditRows),
      saved_templates: account.templates,
      passkeys: passkeyRecords(account.passkeyRows),
      claim_transfers: transferRecords(claimRows.transfers, transferCases),
      email_changes: emailChangeRecords(account.emailChangeRows),
    },
  };
}

/** The case numbers and passenger names of the customer's claims, and which records are a former owner's. */
async function claimNames(
  db: Db,
  claimList: Claim[],
  passengers: ClaimRows['passengers'],
  email: string,
): Promise<ClaimNames> {
  // A claim received by transfer: what its former owner set before the hand-over stays theirs.
  const receivedAt = await receivedClaims(
    db,
    claimList.map((c) => c.id),
    email,
  );
  return {
    caseOf: new Map(claimList.map((c) => [c.id, c.case_number])),
    passengerName: new Map(passengers.map((p) => [p.id, fullName(p)])),
    formerOwners: (claimId, at) => {
      const received = receivedAt.get(claimId);
      return received !== undefined && at !== null && at <= received;
    },
  };
}
