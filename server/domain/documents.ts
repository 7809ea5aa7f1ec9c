import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  CHECKLISTS,
  type ClaimDocument,
  type ClaimDocuments,
  type DocumentFile,
  type DocumentKind,
} from '../../contract';
import type { Db } from '../db/db';
import { claimDocuments, claimEvents } from '../db/schema';
import { claimFilesPrefix, type FileStorage } from '../storage/file-storage';
import { findClaim } from './claims';
import type { AcceptedFile } from './document-files';

/**
 * What happened to a claim's documents, for whoever records claim events (the timeline, the
 * notifications): returned by addDocuments and deleteDocument, after the change is stored.
 */
export type DocumentEvent = {
  type: 'document_added' | 'document_deleted';
  claimId: number;
  userId: number;
  document: ClaimDocument;
  at: Date;
};

type Row = typeof claimDocuments.$inferSelect;
const toDocument = (r: Row): ClaimDocument => ({
  id: r.id,
  kind: r.kind,
  file_name: r.fileName,
  content_type: r.contentType,
  size: r.size,
  created_at: r.createdAt.toISOString(),
});

/** The user's claim (null for another customer's or a missing one) with its checklist and documents. */
export async function listDocuments(db: Db, userId: number, claimId: number): Promise<ClaimDocuments | null> {
  const claim = await findClaim(db, userId, claimId);
  if (!claim) return null;
  const rows = await db
    .select()
    .from(claimDocuments)
    .where(eq(claimDocuments.claimId, claimId))
    .orderBy(asc(claimDocuments.createdAt), asc(claimDocuments.id));
  const documents = rows.map(toDocument);
  const requested = await requestedItems(db, claimId);
  const checklist = CHECKLISTS[claim.scope].map((rule) => ({
    item: rule.item,
    kinds: [...rule.kinds],
    // An item the claims service asked for is needed even where the checklist leaves it optional.
    required: rule.required || requested.has(rule.item),
    done: documents.some((d) => rule.kinds.includes(d.kind)),
  }));
  return {
    claim_id: claim.id,
    closed: !claim.active,
    checklist,
    missing: checklist.filter((c) => c.required && !c.done).map((c) => c.item),
    documents,
  };
}

/** The checklist items the claims service asked for on this claim (its document_requested events). */
async function requestedItems(db: Db, claimId: number): Promise<Set<string>> {
  const rows = await db
    .select({ detail: claimEvents.detail })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.kind, 'document_requested')));
  return new Set(rows.flatMap((r) => (r.detail.name ? [r.detail.name] : [])));
}

export type DocumentChange =
  | { kind: 'not_found' }
  | { kind: 'closed' }
  | { kind: 'ok'; documents: ClaimDocuments; events: DocumentEvent[] };

/**
 * Stores accepted files on the user's open claim. A storage that takes part in transactions (the
 * database's) writes the bytes and the rows in one: a crash leaves both or neither. Any other
 * writes the bytes, then the rows, and removes the bytes again when the rows fail.
 */
export async function addDocuments(
  db: Db,
  files: FileStorage,
  userId: number,
  claimId: number,
  uploads: { kind: DocumentKind; file: AcceptedFile }[],
  now: Date,
): Promise<DocumentChange> {
  const before = await listDocuments(db, userId, claimId);
  if (!before) return { kind: 'not_found' };
  if (before.closed) return { kind: 'closed' };
  const keyed = uploads.map((u) => ({ ...u, key: `${claimFilesPrefix(claimId)}${randomUUID()}` }));
  const store = async (db: Db, files: FileStorage) => {
    for (const u of keyed) await files.put(u.key, u.file.bytes);
    return db
      .insert(claimDocuments)
      .values(
        keyed.map((u) => ({
          claimId,
          kind: u.kind,
          fileName: u.file.file_name,
          contentType: u.file.content_type,
          size: u.file.bytes.length,
          storageKey: u.key,
          createdAt: now,
        })),
      )
      .returning();
  };
  let rows;
  if (files.within) {
    const within = files.within;
    rows = await db.transaction((tx) => store(tx as unknown as Db, within(tx as unknown as Db)));
  } else {
    try {
      rows = await store(db, files);
    } catch (error) {
      await Promise.allSettled(keyed.map((u) => files.delete(u.key)));
      throw error;
    }
  }
  const documents = (await listDocuments(db, userId, claimId)) ?? before;
  const events = rows.map((r) => ({
    type: 'document_added' as const,
    claimId,
    userId,
    document: toDocument(r),
    at: now,
  }));
  return { kind: 'ok', documents, events };
}

async function findRow(db: Db, userId: number, claimId: number, documentId: number) {
  const claim = await findClaim(db, userId, claimId);
  if (!claim) return null;
  const [row] = await db
    .select()
    .from(claimDocuments)
    .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claimId)));
  return row ? { claim, row } : null;
}

/** Deletes a document of the user's open claim: the row, then its bytes. */
export async function deleteDocument(
  db: Db,
  files: FileStorage,
  userId: number,
  claimId: number,
  documentId: number,
  now: Date,
): Promise<DocumentChange> {
  const found = await findRow(db, userId, claimId, documentId);
  if (!found) return { kind: 'not_found' };
  if (!found.claim.active) return { kind: 'closed' };
  const deleted = await db.delete(claimDocuments).where(eq(claimDocuments.id, documentId)).returning();
  if (deleted.length === 0) return { kind: 'not_found' };
  await files.delete(found.row.storageKey);
  const documents = await listDocuments(db, userId, claimId);
  if (!documents) return { kind: 'not_found' };
  const event: DocumentEvent = {
    type: 'document_deleted',
    claimId,
    userId,
    document: toDocument(found.row),
    at: now,
  };
  return { kind: 'ok', documents, events: [event] };
}

/** A document's bytes for the user who owns its claim (null otherwise). */
export async function documentContent(
  db: Db,
  files: FileStorage,
  userId: number,
  claimId: number,
  documentId: number,
  disposition: DocumentFile['disposition'],
): Promise<DocumentFile | null> {
  const found = await findRow(db, userId, claimId, documentId);
  if (!found) return null;
  const bytes = await files.get(found.row.storageKey);
  if (!bytes) return null;
  return { bytes, content_type: found.row.contentType, file_name: found.row.fileName, disposition };
}
