import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  authErrors,
  ClaimParams,
  EmailInput,
  ErrorBody,
  Id,
  Ok,
  recordResponses,
  Text,
  ValidationErrorBody,
} from './common';
import { LoginResponse, TwoFactorRequired } from './auth';
import { Scope } from './claim';

export const TransferStatus = z.enum(['none', 'requested', 'accepted', 'cancelled']);

/** SPEC §3 claim transfer data. */
export const ClaimTransfer = z.object({
  claim_id: Id,
  /** The claim's scope (for its detail page link /contract/{scope}/{claim_id}). */
  scope: Scope,
  widget_id: Id.nullable(),
  passenger: z.string(),
  case_number: z.string(),
  email: z.string().email().nullable(),
  status: TransferStatus,
});
export type ClaimTransfer = z.infer<typeof ClaimTransfer>;

/** The claim an accepted transfer moved. */
export const TransferredClaim = z.object({ id: Id, scope: Scope, case_number: z.string() });

const c = initContract();

export const claimTransferContract = c.router({
  list: {
    method: 'GET',
    path: '/claim_transfer',
    metadata: { access: 'session' } as const,
    responses: { 200: z.array(ClaimTransfer), ...authErrors },
    summary: "The signed-in user's active claims with their transfer state",
  },
  request: {
    method: 'POST',
    path: '/claim_transfer',
    metadata: { access: 'session' } as const,
    body: z.object({
      email: EmailInput,
      claim_id: Id,
      widget_id: Id.nullable(),
    }),
    // 409 claim_closed / action_not_allowed: the claim's lifecycle refuses a transfer now (a closed
    // claim, one already pending, an admin viewing as the owner). 429 too_many_requests: too many
    // transfer mails to this address, from this account or client.
    responses: recordResponses({ 200: ClaimTransfer, 409: ErrorBody, 429: ErrorBody }),
    summary: 'Ask to move a claim to another e-mail address',
  },
  get: {
    method: 'GET',
    path: '/claim_transfer/:claim_id',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    responses: recordResponses({ 200: ClaimTransfer }),
    summary: "A claim's transfer state",
  },
  cancel: {
    method: 'DELETE',
    path: '/claim_transfer/:claim_id',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    body: c.noBody(),
    // 409 claim_closed / action_not_allowed: nothing pending, a closed claim, an admin viewing as the owner.
    responses: recordResponses({ 200: Ok, 409: ErrorBody }),
    summary: 'Owner cancels a pending transfer',
  },
  accept: {
    method: 'GET',
    path: '/transfer_claim/:code/:two_factor_code',
    metadata: { access: 'public' } as const,
    pathParams: z.object({ code: Text(200), two_factor_code: Text(20) }),
    // confirm=1 after a 409: the visitor agreed to leave the account signed in here.
    query: z.object({ confirm: z.enum(['0', '1']).optional() }),
    responses: {
      // needs_password: the new owner has no account yet and must set a password. session null:
      // the new owner signs in as usual (two-factor codes for the account are limited just now).
      200: z.object({
        needs_password: z.boolean(),
        session: LoginResponse.nullable(),
        claim: TransferredClaim,
      }),
      // The claim moved, but the new owner has two-factor sign-in: a code was mailed; the session
      // starts on /two_factor_auth/:token (the browser's session of another account has ended).
      202: TwoFactorRequired.extend({ claim: TransferredClaim }),
      404: ErrorBody,
      // confirm_switch (login CSRF): another account is signed in here; nothing changed, the link stays.
      409: ErrorBody,
      410: ErrorBody,
      422: ValidationErrorBody,
    },
    summary: 'Accept a transfer from the mailed link',
  },
});
