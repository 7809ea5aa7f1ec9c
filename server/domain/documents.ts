import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  CHECKLISTS,
  isClaimActive,
  type ClaimDocument,
  type ClaimDocuments,
  type DocumentFile,
  type DocumentKind,
} from '../../contract';
import type { Db } from '../db/db';
import { claimDocuments, claimEvents, type claims } from '../db/schema';
import { claimFilesPrefix, type FileStorage } from '../storage/file-storage';
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

type ClaimRow = typeof claims.$inferSelect;

/**
 * A claim's checklist and documents. Every function here takes a claim the guard let through
 * (guardClaim, server/domain/claim-access.ts): who may read or change it is decided there.
 */
export async function listDocuments(db: Db, claim: ClaimRow): Promise<ClaimDocuments> {
  const claimId = claim.id;
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
    closed: !isClaimActive(claim.status),
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
  { kind: 'not_found' } | { kind: 'ok'; documents: ClaimDocuments; events: DocumentEvent[] };

/**
 * Stores accepted files on the claim. A storage that takes part in transactions (the
 * database's) writes the bytes and the rows in one: a crash leaves both or neither. Any other
 * writes the bytes, then the rows, and removes the bytes again when the rows fail.
 */
export async function addDocuments(
  db: Db,
  files: FileStorage,
  claim: ClaimRow,
  uploads: { kind: DocumentKind; file: AcceptedFile }[],
  now: Date,
): Promise<DocumentChange> {
  const claimId = claim.id;
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
  const documents = await listDocuments(db, claim);
  const events = rows.map((r) => ({
    type: 'document_added' as const,
    claimId,
    userId: claim.userId,
    document: toDocument(r),
    at: now,
  }));
  return { kind: 'ok', documents, events };
}

async function findRow(db: Db, claim: ClaimRow, documentId: number) {
  const [row] = await db
    .select()
    .from(claimDocuments)
    .where(and(eq(claimDocuments.id, documentId), eq(claimDocuments.claimId, claim.id)));
  return row ? { claim, row } : null;
}

/** Deletes a document of the claim: the row, then its bytes. */
export async function deleteDocument(
  db: Db,
  files: FileStorage,
  claim: ClaimRow,
  documentId: number,
  now: Date,
): Promise<DocumentChange> {
  const claimId = claim.id;
  const found = await findRow(db, claim, documentId);
  if (!found) return { kind: 'not_found' };
  const deleted = await db.delete(claimDocuments).where(eq(claimDocuments.id, documentId)).returning();
  if (deleted.length === 0) return { kind: 'not_found' };
  await files.delete(found.row.storageKey);
  const documents = await listDocuments(db, claim);
  const event: DocumentEvent = {
    type: 'document_deleted',
    claimId,
    userId: claim.userId,
    document: toDocument(found.row),
    at: now,
  };
  return { kind: 'ok', documents, events: [event] };
}

/** A document's bytes (null when the claim has no such document or its bytes are gone). */
export async function documentContent(
  db: Db,
  files: FileStorage,
  claim: ClaimRow,
  documentId: number,
  disposition: DocumentFile['disposition'],
): Promise<DocumentFile | null> {
  const found = await findRow(db, claim, documentId);
  if (!found) return null;
  const bytes = await files.get(found.row.storageKey);
  if (!bytes) return null;
  return { bytes, content_type: found.row.contentType, file_name: found.row.fileName, disposition };
}
