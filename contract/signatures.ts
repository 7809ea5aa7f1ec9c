import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  ClaimParams,
  ClaimPassengerParams,
  EmailInput,
  ErrorBody,
  Id,
  NonBlank,
  Text,
  Timestamp,
  ValidationErrorBody,
  recordResponses,
} from './common';
import { Locale } from './locale';

/**
 * Signatures: every passenger of a claim signs an assignment (power of attorney), a PDF
 * generated from the claim. The owner signs for themselves and for minors they name as their
 * children; every other adult co-passenger signs through a mailed link, without an account.
 */

/** Who signs for a passenger: the owner (themselves), the owner for a minor child, or the co-passenger. */
export const SignerRole = z.enum(['owner', 'minor', 'co_passenger']);
export type SignerRole = z.infer<typeof SignerRole>;
/** unsigned: nobody asked yet; requested: a link was mailed to the co-passenger; signed: done. */
export const SignatureStatus = z.enum(['unsigned', 'requested', 'signed']);
export type SignatureStatus = z.infer<typeof SignatureStatus>;
export const SignatureMethod = z.enum(['drawn', 'typed']);

/** The largest drawn signature (a PNG, base64) the API takes: within the 100 KB body limit. */
export const MAX_SIGNATURE_PNG_CHARS = 90_000;

/** A signature: a drawn one (PNG from the canvas, base64 without a data: prefix) or a typed name. */
export const SignatureInput = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('drawn'),
    png_base64: Text(MAX_SIGNATURE_PNG_CHARS).regex(/^[A-Za-z0-9+/]+=*$/, 'invalid_value'),
  }),
  z.object({ method: z.literal('typed'), name: NonBlank(200) }),
]);
export type SignatureInput = z.infer<typeof SignatureInput>;

/** One passenger's signature state on a claim. */
export const PassengerSignature = z.object({
  passenger_id: Id,
  name: z.string(),
  role: SignerRole,
  status: SignatureStatus,
  /** The co-passenger's address the link went to (null for the owner and minors). */
  email: z.string().nullable(),
  locale: Locale,
  requested_at: Timestamp.nullable(),
  reminded_at: Timestamp.nullable(),
  signed_at: Timestamp.nullable(),
  method: SignatureMethod.nullable(),
  /** SHA-256 (hex) of the unsigned assignment; printed on the signed page. */
  assignment_sha256: z.string().nullable(),
  /** SHA-256 (hex) of the final signed PDF as stored and downloaded (not printed inside it). */
  document_sha256: z.string().nullable(),
});
export type PassengerSignature = z.infer<typeof PassengerSignature>;

/** A PDF for download: the signed assignment, or the unsigned one to read before signing. */
export const SignatureDocument = z.object({
  filename: z.string(),
  signed: z.boolean(),
  sha256: z.string(),
  pdf_base64: z.string(),
});
export type SignatureDocument = z.infer<typeof SignatureDocument>;

/** What the co-passenger's public page shows. */
export const PublicSignature = z.object({
  name: z.string(),
  case_number: z.string(),
  flight: z.string(),
  flight_date: z.string(),
  locale: Locale,
  status: z.enum(['requested', 'signed']),
  signed_at: Timestamp.nullable(),
  assignment_sha256: z.string().nullable(),
  document_sha256: z.string().nullable(),
});
export type PublicSignature = z.infer<typeof PublicSignature>;

const TokenParams = z.object({ token: Text(200) });

const c = initContract();

export const signatureContract = c.router({
  list: {
    method: 'GET',
    path: '/claims/:claim_id/signatures',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    responses: recordResponses({ 200: z.array(PassengerSignature) }),
    summary: "Each passenger's signature state of one of the user's claims",
  },
  sign: {
    method: 'POST',
    path: '/claims/:claim_id/signatures/:passenger_id',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    // minor: the owner signs for this passenger as their child (required for anyone but the owner).
    body: z.object({ signature: SignatureInput, minor: z.boolean() }),
    responses: recordResponses({ 200: PassengerSignature, 409: ErrorBody }),
    summary: 'The owner signs the assignment for themselves or for a minor child',
  },
  request: {
    method: 'POST',
    path: '/claims/:claim_id/signatures/:passenger_id/request',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    body: z.object({ email: EmailInput, locale: Locale }),
    responses: recordResponses({ 200: PassengerSignature, 409: ErrorBody, 429: ErrorBody }),
    summary: 'Mail an adult co-passenger a link to sign on their own',
  },
  remind: {
    method: 'POST',
    path: '/claims/:claim_id/signatures/:passenger_id/remind',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    body: c.noBody(),
    // 429 too_many_requests: one reminder per passenger and hour (beside the mail limits).
    responses: recordResponses({ 200: PassengerSignature, 409: ErrorBody, 429: ErrorBody }),
    summary: 'Mail the co-passenger a fresh link (the previous one stops working)',
  },
  document: {
    method: 'GET',
    path: '/claims/:claim_id/signatures/:passenger_id/document',
    metadata: { access: 'session' } as const,
    pathParams: ClaimPassengerParams,
    responses: recordResponses({ 200: SignatureDocument }),
    summary: 'The signed assignment (or the unsigned one before signing) as a PDF',
  },
  linkGet: {
    method: 'GET',
    path: '/signature/:token',
    metadata: { access: 'public' } as const,
    pathParams: TokenParams,
    responses: { 200: PublicSignature, 404: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody },
    summary: "The co-passenger's assignment from the mailed link",
  },
  linkSign: {
    method: 'POST',
    path: '/signature/:token',
    metadata: { access: 'public' } as const,
    pathParams: TokenParams,
    body: z.object({ signature: SignatureInput }),
    responses: {
      200: PublicSignature,
      404: ErrorBody,
      409: ErrorBody,
      410: ErrorBody,
      422: ValidationErrorBody,
    },
    summary: 'The co-passenger signs from the mailed link, without an account',
  },
  linkDocument: {
    method: 'GET',
    path: '/signature/:token/document',
    metadata: { access: 'public' } as const,
    pathParams: TokenParams,
    responses: { 200: SignatureDocument, 404: ErrorBody, 410: ErrorBody, 422: ValidationErrorBody },
    summary: "The co-passenger's assignment as a PDF (signed once they have signed)",
  },
});
