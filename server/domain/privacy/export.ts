import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { ExportManifest } from '../../../contract';
import { deviceLabel } from '../../lib/device-label';
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
  users,
} from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { listClaims } from '../claims';
import { listNotifications } from '../notifications';
import { maskIban } from '../payout/payout-details';
import { listTemplates } from '../templates';

type Section = keyof ExportManifest['sections'];
type ExportFileKind = ExportManifest['files'][number]['kind'];

/** A file of the archive still to be read: a stored document or a signed PDF. */
type PendingFile = { path: string; kind: ExportFileKind; read: () => Promise<Uint8Array | null> };

export type ExportContent = {
  account: { id: number; email: string };
  sections: Record<Section, unknown[] | Record<string, unknown>>;
  files: PendingFile[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A name safe as one path segment of the archive (no folders, no control characters). */
const segment = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]/g, '_')
    .replace(/[^\x20-\uFFFF]/g, '_')
    .replace(/^\.+/, '_') || 'file';

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
  const caseOf = new Map(claimList.map((c) => [c.id, c.case_number]));
  const ofClaims = <T>(q: (ids: number[]) => Promise<T[]>) =>
    ids.length ? q(ids) : Promise.resolve([] as T[]);
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
  // Transfers of claims the customer gave away: the claim is someone else's now, only its case number is named.
  const transferCases = new Map(
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
  const passengerName = new Map(passengers.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
  // A claim received by transfer: what its former owner set before the hand-over stays theirs.
  const receivedAt = await receivedClaims(db, ids, user.email);
  const formerOwners = (claimId: number, at: Date | null) => {
    const received = receivedAt.get(claimId);
    return received !== undefined && at !== null && at <= received;
  };

  const files: PendingFile[] = [];
  const documentList = documents.map((d) => {
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
  const signatureList = signatures.map((s) => {
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

  return {
    account: { id: user.id, email: user.email },
    files,
    sections: {
      profile: {
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
      },
      claims: claimList.map((c) => ({
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
      })),
      documents: documentList,
      signatures: signatureList,
      notifications,
      sessions: sessionRows.map((s) => ({
        id: s.id,
        device: deviceLabel(s.userAgent),
        user_agent: s.userAgent,
        ip: s.ip,
        created_at: iso(s.createdAt),
        last_seen_at: iso(s.lastSeenAt),
        expires_at: iso(s.expiresAt),
      })),
      audit_log: auditRows.map((a) => ({
        at: iso(a.at),
        event: a.event,
        outcome: a.outcome,
        email: a.email,
        ip: a.ip,
        by_admin: a.actorId !== null,
      })),
      saved_templates: templates,
      passkeys: passkeyRows.map((p) => ({
        name: p.name,
        transports: p.transports,
        created_at: iso(p.createdAt),
        last_used_at: iso(p.lastUsedAt),
      })),
      claim_transfers: transfers.map((t) => ({
        case_number: transferCases.get(t.claimId) ?? null,
        to_email: t.email,
        status: t.status,
        created_at: iso(t.createdAt),
        expires_at: iso(t.expiresAt),
        decided_at: iso(t.decidedAt),
      })),
      email_changes: emailChangeRows.map((e) => ({
        new_email: e.newEmail,
        created_at: iso(e.createdAt),
        expires_at: iso(e.expiresAt),
        used_at: iso(e.usedAt),
      })),
    },
  };
}

/** When each of these claims last came to the customer by an accepted transfer (claims never transferred are absent). */
async function receivedClaims(db: Db, claimIds: number[], email: string): Promise<Map<number, Date>> {
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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const records = (v: unknown[] | Record<string, unknown>) => (Array.isArray(v) ? v.length : 1);

/**
 * Streams the content as a zip: `<section>.json` per section, the stored files one at a time (so
 * memory holds one file, not the archive), then `manifest.json` listing every file with its size
 * and SHA-256. A file missing from the storage is listed in no section's file and left out.
 */
export function zipExport(content: ExportContent, now: Date): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const listed: ExportManifest['files'] = [];
  const add = (path: string, kind: ExportFileKind, bytes: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(path, { level: 6 }) : new ZipPassThrough(path);
    entry.mtime = now;
    zip.add(entry);
    entry.push(bytes, true);
    if (path !== 'manifest.json') listed.push({ path, kind, size: bytes.length, sha256: sha256(bytes) });
  };
  const sections = {} as ExportManifest['sections'];
  void (async () => {
    for (const [name, value] of Object.entries(content.sections) as [Section, unknown[]][]) {
      const file = `${name}.json`;
      add(file, 'section', json(value), true);
      sections[name] = { file, records: records(value) };
    }
    for (const f of content.files) {
      const bytes = await f.read();
      if (bytes) add(f.path, f.kind, bytes, false);
    }
    const manifest: ExportManifest = {
      format: 'claims-portal-export',
      version: 1,
      generated_at: now.toISOString(),
      account: content.account,
      sections,
      files: listed,
    };
    add('manifest.json', 'section', json(manifest), true);
    zip.end();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}

/** The archive's file name: the portal, the account id and the day. */
export const exportFileName = (userId: number, now: Date) =>
  `claims-portal-data-${userId}-${now.toISOString().slice(0, 10)}.zip`;
