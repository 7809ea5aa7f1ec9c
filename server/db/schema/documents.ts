import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, DOCUMENT_TYPES } from '../../../contract';
import { claimRef } from './claims';
import { ts } from './columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** A document of a claim; its bytes are in the file storage under `storage_key`. */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: DOCUMENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('claim_documents_claim_id').on(t.claimId),
    check('claim_documents_kind', sql.raw(`kind in (${inList(DOCUMENT_KINDS)})`)),
    check('claim_documents_content_type', sql.raw(`content_type in (${inList(DOCUMENT_TYPES)})`)),
  ],
);

/** The database implementation of the file storage (server/storage): bytes by key, shared by every instance. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
