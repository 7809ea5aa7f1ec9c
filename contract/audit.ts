import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { authErrors, IdParam, PageParam, Timestamp, ValidationErrorBody } from './common';

const c = initContract();

export const AUDIT_EVENTS = [
  'sign_in',
  'two_factor',
  'lock_out',
  'password_reset',
  'password_change',
  'email_change',
  'view_as_start',
  'view_as_end',
  'session_end',
  'passkey_added',
  'passkey_removed',
  'payout_details_change',
  'account_delete',
  'claim_edit',
  // An admin's write on a claim (viewing as the owner or from the back office), or its refused attempt.
  'claim_add_document',
  'claim_delete_document',
  'claim_sign',
  'claim_request_signature',
  'claim_remind_signature',
  'claim_transfer',
  'claim_cancel_transfer',
  'claim_report_airline',
  'claim_ask_for_document',
  'claim_ask_for_signature',
  'claim_change_status',
  'claim_message',
  'claim_open_court_case',
] as const;
export const AuditEvent = z.enum(AUDIT_EVENTS);
/**
 * `expired`: a session ended by its idle or absolute limit; `revoked`: a session ended from
 * another one (the account page's session list, or a password change ending the other sessions).
 */
export const AUDIT_OUTCOMES = [
  'success',
  'failure',
  'locked',
  'challenge',
  'expired',
  'revoked',
  // a mailed sign-in link held back until the visitor confirms (another account's session, another browser)
  'confirm',
] as const;
export const AuditOutcome = z.enum(AUDIT_OUTCOMES);

/** One security event: who, when, from where, what and how it ended. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: Timestamp,
  event: AuditEvent,
  outcome: AuditOutcome,
  user_id: z.number().int().nullable(),
  email: z.string().nullable(),
  actor_id: z.number().int().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PER_PAGE = 50;

export const auditContract = c.router({
  list: {
    method: 'GET',
    path: '/admin/audit_log',
    metadata: { access: 'admin' } as const,
    query: z.object({ page: PageParam.default(1), user_id: IdParam.optional() }),
    responses: {
      200: z.object({
        entries: z.array(AuditEntry),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
      }),
      ...authErrors,
      422: ValidationErrorBody,
    },
    summary: 'Admin: the audit log, newest first, 50 a page, optionally for one user',
  },
});
