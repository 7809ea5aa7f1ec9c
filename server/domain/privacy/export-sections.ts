import type { Claim, ExportManifest } from '../../../contract';
import { deviceLabel } from '../../lib/device-label';
import type { UserRow } from '../../db/users';
import type { FileStorage } from '../../storage/file-storage';
import { maskIban } from '../payout/payout-details';
import type { AccountRows, ClaimRows } from './export-rows';

/**
 * The privacy export's sections, made from the rows read: what each record holds, and which files
 * (stored documents, signed PDFs) the archive takes along.
 */

export type ExportFileKind = ExportManifest['files'][number]['kind'];

/** A file of the archive still to be read: a stored document or a signed PDF. */
export type PendingFile = { path: string; kind: ExportFileKind; read: () => Promise<Uint8Array | null> };

/** A section's records and the files they name. */
type WithFiles = { records: Record<string, unknown>[]; files: PendingFile[] };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A name safe as one path segment of the archive (no folders, no control characters). */
const segment = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/[^\x20-\uFFFF]/g, '_')
    .replace(/^\.+/, '_') || 'file';

/**
 * What the records of the customer's claims are told by: each claim's case number, each passenger's
 * name, and whether a record of a claim dated `at` is its former owner's (a claim received by
 * transfer: what its former owner set before the hand-over stays theirs).
 */
export type ClaimNames = {
  caseOf: Map<number, string>;
  passengerName: Map<number, string>;
  formerOwners: (claimId: number, at: Date | null) => boolean;
};

export const profileRecord = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  salutation: user.salutation,
  language: user.language,
  two_factor: user.twoFactor,
  admin: user.isAdmin,
  has_password: user.passwordHash !== null,
  created_at: iso(user.createdAt),
});

/** The claims with their payments, timeline events and payout accounts. */
export const claimRecords = (
  claimList: Claim[],
  { payments, events, payoutAccounts }: ClaimRows,
  { passengerName, formerOwners }: ClaimNames,
) =>
  claimList.map((c) => ({
    ...c,
    payments: payments
      .filter((p) => p.claimId === c.id)
      .map((p) => ({ kind: p.kind, amount: p.amountCents, reference: p.reference, at: iso(p.at) })),
    events: events
      .filter((e) => e.claimId === c.id)
      .map((e) => ({ kind: e.kind, actor: e.actor, detail: e.detail, at: iso(e.at) })),
    // The customer's own payout accounts, in full: this export is theirs. An account the former
    // owner of a transferred claim set is shown as the portal shows it, IBAN masked.
    payout_accounts: payoutAccounts
      .filter((a) => a.claimId === c.id)
      .map((a) => ({
        passenger: passengerName.get(a.passengerId) ?? null,
        holder: a.holder,
        ...(formerOwners(a.claimId, a.updatedAt) ? { iban_masked: maskIban(a.iban) } : { iban: a.iban }),
        bic: a.bic,
        updated_at: iso(a.updatedAt),
      })),
  }));

/** The claims' documents, each with its stored file. */
export function documentRecords(
  documents: ClaimRows['documents'],
  { caseOf }: ClaimNames,
  storage: FileStorage,
): WithFiles {
  const files: PendingFile[] = [];
  const records = documents.map((d) => {
    const path = `documents/${segment(caseOf.get(d.claimId) ?? String(d.claimId))}/${d.id}-${segment(d.fileName)}`;
    files.push({ path, kind: 'document', read: () => storage.get(d.storageKey) });
    return {
      case_number: caseOf.get(d.claimId),
      id: d.id,
      kind: d.kind,
      file_name: d.fileName,
      content_type: d.contentType,
      size: d.size,
      created_at: iso(d.createdAt),
      file: path,
    };
  });
  return { records, files };
}

/** The claims' signatures; the signed PDF of the customer's own and their children's. */
export function signatureRecords(
  signatures: ClaimRows['signatures'],
  { caseOf, passengerName, formerOwners }: ClaimNames,
): WithFiles {
  const files: PendingFile[] = [];
  const records = signatures.map((s) => {
    // A co-passenger's signature is theirs, a former owner's (before a transfer) is the former owner's.
    const own = s.role !== 'co_passenger' && !formerOwners(s.claimId, s.signedAt);
    const pdf = s.pdfBase64;
    const path =
      own && pdf
        ? `signatures/${segment(caseOf.get(s.claimId) ?? String(s.claimId))}/${s.passengerId}-assignment.pdf`
        : null;
    if (path && pdf)
      files.push({ path, kind: 'signed_assignment', read: async () => Buffer.from(pdf, 'base64') });
    return {
      case_number: caseOf.get(s.claimId),
      passenger: passengerName.get(s.passengerId) ?? null,
      role: s.role,
      status: s.status,
      locale: s.locale,
      requested_at: iso(s.requestedAt),
      signed_at: iso(s.signedAt),
      method: own ? s.method : null,
      assignment_sha256: own ? s.assignmentSha256 : null,
      document_sha256: own ? s.documentSha256 : null,
      file: path,
    };
  });
  return { records, files };
}

export const sessionRecords = (rows: AccountRows['sessionRows']) =>
  rows.map((s) => ({
    id: s.id,
    device: deviceLabel(s.userAgent),
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: iso(s.createdAt),
    last_seen_at: iso(s.lastSeenAt),
    expires_at: iso(s.expiresAt),
  }));

export const auditRecords = (rows: AccountRows['auditRows']) =>
  rows.map((a) => ({
    at: iso(a.at),
    event: a.event,
    outcome: a.outcome,
    email: a.email,
    ip: a.ip,
    by_admin: a.actorId !== null,
  }));

export const passkeyRecords = (rows: AccountRows['passkeyRows']) =>
  rows.map((p) => ({
    name: p.name,
    transports: p.transports,
    created_at: iso(p.createdAt),
    last_used_at: iso(p.lastUsedAt),
  }));

/** The transfers of claims the customer gave away, each named by its case number only. */
export const transferRecords = (transfers: ClaimRows['transfers'], caseNumbers: Map<number, string>) =>
  transfers.map((t) => ({
    case_number: caseNumbers.get(t.claimId) ?? null,
    to_email: t.email,
    status: t.status,
    created_at: iso(t.createdAt),
    expires_at: iso(t.expiresAt),
    decided_at: iso(t.decidedAt),
  }));

export const emailChangeRecords = (rows: AccountRows['emailChangeRows']) =>
  rows.map((e) => ({
    new_email: e.newEmail,
    created_at: iso(e.createdAt),
    expires_at: iso(e.expiresAt),
    used_at: iso(e.usedAt),
  }));
