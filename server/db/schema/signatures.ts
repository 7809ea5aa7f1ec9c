import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../contract';
import { claimRef, passengerRef } from './claims';
import { ts } from './columns';

/**
 * One passenger's assignment (power of attorney) on a claim. A co-passenger's mailed
 * link is stored only as a SHA-256 hash (a reminder replaces it). Once signed, the signed PDF is
 * kept (base64) with its SHA-256 and the SHA-256 of the unsigned assignment printed on it.
 */
export const claimSignatures = pgTable(
  'claim_signatures',
  {
    id: serial('id').primaryKey(),
    claimId: claimRef(),
    passengerId: passengerRef(),
    role: text('role', { enum: ['owner', 'minor', 'co_passenger'] }).notNull(),
    status: text('status', { enum: ['requested', 'signed'] }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    email: text('email'),
    tokenHash: text('token_hash').unique(),
    expiresAt: ts('expires_at'),
    requestedAt: ts('requested_at'),
    remindedAt: ts('reminded_at'),
    signedAt: ts('signed_at'),
    method: text('method', { enum: ['drawn', 'typed'] }),
    assignmentSha256: text('assignment_sha256'),
    documentSha256: text('document_sha256'),
    pdfBase64: text('pdf_base64'),
    /**
     * Set when the passenger's name or the flight the signed assignment names changed after
     * signing: the signed PDF stays (it is what was signed), but the claim asks for a new signature.
     */
    outdatedAt: ts('outdated_at'),
  },
  (t) => [
    index('claim_signatures_claim_id').on(t.claimId),
    check('claim_signatures_status', sql`${t.status} in ('requested', 'signed')`),
    check('claim_signatures_role', sql`${t.role} in ('owner', 'minor', 'co_passenger')`),
  ],
);
