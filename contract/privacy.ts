import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { DateOnly, ErrorBody, Ok, Text, Timestamp, ValidationErrorBody, authErrors } from './common';

/**
 * Records the law makes the portal keep (privacy centre): a claim with payment records
 * (payouts, fees, the airline's payment) keeps its settlement records (the claim's case number,
 * flight, amounts, payments) for 10 years from the end of the calendar year of its last payment:
 * they are accounting vouchers (§147(1) no. 4, (3), (4) AO; §257(1) no. 4, (4), (5) HGB). `kept_until`
 * is the last day (31 December), in German time.
 */
export const RetainedRecords = z.object({
  case_number: z.string(),
  last_payment: DateOnly,
  kept_until: DateOnly,
});
export type RetainedRecords = z.infer<typeof RetainedRecords>;

/**
 * Whether the signed-in customer's account can be deleted now, and if not why: its active claims
 * (case numbers; deletion waits until each is closed) and the records the law keeps (until when).
 * `deletable_from`: the first day the retention no longer stands in the way (null when none does).
 */
export const AccountDeletionCheck = z.object({
  deletable: z.boolean(),
  active_claims: z.array(z.string()),
  retained: z.array(RetainedRecords),
  deletable_from: DateOnly.nullable(),
});
export type AccountDeletionCheck = z.infer<typeof AccountDeletionCheck>;

/** Deleting needs the password again and the explicit confirmation (`confirm: true`). */
export const AccountDeletionInput = z.object({
  password: Text(256),
  confirm: z.literal(true),
});
export type AccountDeletionInput = z.infer<typeof AccountDeletionInput>;

/** The archive answer: a zip built and streamed by the server. */
export type PrivacyArchive = {
  stream: AsyncIterable<Uint8Array>;
  content_type: 'application/zip';
  file_name: string;
  disposition: 'attachment';
};

/** The sections of the export: one JSON file each in the archive (`<section>.json`). */
export const EXPORT_SECTIONS = [
  'profile',
  'claims',
  'documents',
  'signatures',
  'notifications',
  'sessions',
  'audit_log',
  'saved_templates',
  'passkeys',
  'claim_transfers',
  'email_changes',
] as const;
export const ExportSection = z.enum(EXPORT_SECTIONS);

/** One file of the archive, as the manifest lists it (the manifest itself excepted). */
export const ExportFile = z.object({
  path: z.string(),
  /** A section's JSON, a stored document of a claim, or a signed assignment (PDF). */
  kind: z.enum(['section', 'document', 'signed_assignment']),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * `manifest.json`, the archive's last entry (written once every file's hash is known): who, when,
 * what each section holds (its record count) and every other file with its size and SHA-256. Never in the archive: password hashes, session ids or
 * their hashes, CSRF tokens, token and code hashes of links, passkeys' keys.
 */
export const ExportManifest = z.object({
  format: z.literal('claims-portal-export'),
  version: z.literal(1),
  generated_at: Timestamp,
  account: z.object({ id: z.number().int(), email: z.string() }),
  sections: z.record(ExportSection, z.object({ file: z.string(), records: z.number().int().min(0) })),
  files: z.array(ExportFile),
});
export type ExportManifest = z.infer<typeof ExportManifest>;

const c = initContract();

export const privacyContract = c.router({
  deletionCheck: {
    method: 'GET',
    path: '/user/privacy/deletion',
    metadata: { access: 'session' } as const,
    // 403 forbidden while an admin views the portal as the customer.
    responses: { 200: AccountDeletionCheck, ...authErrors },
    summary: 'Whether the signed-in customer’s account can be deleted now, and if not why (and until when)',
  },
  export: {
    method: 'GET',
    path: '/user/privacy/export',
    metadata: { access: 'session' } as const,
    responses: {
      200: c.otherResponse({ contentType: 'application/zip', body: c.type<PrivacyArchive>() }),
      ...authErrors,
    },
    summary:
      'Everything the portal holds about the signed-in customer, as one zip with manifest.json (streamed)',
  },
  deleteAccount: {
    method: 'POST',
    path: '/user/privacy/delete_account',
    metadata: { access: 'session' } as const,
    body: AccountDeletionInput,
    // 409 account_deletion_refused: an active claim, or records the law keeps (the reasons: deletionCheck).
    // 422 wrong_password (password) or confirm missing; 429 too_many_attempts (lock-out).
    responses: {
      200: Ok,
      ...authErrors,
      409: ErrorBody,
      422: ValidationErrorBody,
      429: ErrorBody,
    },
    summary:
      'Delete the signed-in customer’s account (password and confirmation): personal data and files go, every session ends',
  },
});
