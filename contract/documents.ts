import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  authErrors,
  ClaimParams,
  ErrorBody,
  Id,
  IdParam,
  recordResponses,
  Timestamp,
  ValidationErrorBody,
} from './common';
import type { Scope } from './claim';

/** What a customer can upload to a claim; each file names one. */
export const DOCUMENT_KINDS = [
  'booking_confirmation',
  'boarding_pass',
  'rerouting_confirmation',
  'ticket_invoice',
  'cancellation_notice',
  'property_irregularity_report',
  'receipt',
  'photo',
] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof DocumentKind>;

/** A checklist line: satisfied by a document of any of its kinds; `required: false` only when it applies. */
export type ChecklistRule = {
  item: ChecklistItemName;
  kinds: readonly DocumentKind[];
  required: boolean;
};
export const CHECKLIST_ITEMS = [
  'booking_or_boarding_pass',
  'rerouting_confirmation',
  'ticket_invoice',
  'cancellation_notice',
  'property_irregularity_report',
  'receipts',
  'photos',
] as const;
export const ChecklistItemName = z.enum(CHECKLIST_ITEMS);
export type ChecklistItemName = z.infer<typeof ChecklistItemName>;

/**
 * Each scope's checklist: a flight problem needs the booking confirmation or the
 * boarding pass, and the rerouting confirmation when the passenger was rerouted (the claim does not
 * record a rerouting, so that line is never missing); a ticket refund the ticket invoice and the
 * cancellation notice; a luggage claim the property irregularity report, receipts and photos.
 */
export const CHECKLISTS: Record<Scope, readonly ChecklistRule[]> = {
  fairplane: [
    { item: 'booking_or_boarding_pass', kinds: ['booking_confirmation', 'boarding_pass'], required: true },
    { item: 'rerouting_confirmation', kinds: ['rerouting_confirmation'], required: false },
  ],
  ticket_refund: [
    { item: 'ticket_invoice', kinds: ['ticket_invoice'], required: true },
    { item: 'cancellation_notice', kinds: ['cancellation_notice'], required: true },
  ],
  luggage_refund: [
    { item: 'property_irregularity_report', kinds: ['property_irregularity_report'], required: true },
    { item: 'receipts', kinds: ['receipt'], required: true },
    { item: 'photos', kinds: ['photo'], required: true },
  ],
};

/** The types a stored document has (HEIC photos are stored as JPEG). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof DocumentType>;

/** The largest file an upload takes (10 MB), after which it answers 422 `file_too_large`. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The most files one upload carries. */
export const MAX_FILES_PER_UPLOAD = 10;

export const ClaimDocument = z.object({
  id: Id,
  kind: DocumentKind,
  file_name: z.string(),
  content_type: DocumentType,
  size: z.number().int().min(1),
  created_at: Timestamp,
});
export type ClaimDocument = z.infer<typeof ClaimDocument>;

export const ChecklistItem = z.object({
  item: ChecklistItemName,
  kinds: z.array(DocumentKind),
  required: z.boolean(),
  /** A document of one of its kinds is there. */
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof ChecklistItem>;

/** A claim's documents: its checklist, what is still missing, the files; `closed` claims take no changes. */
export const ClaimDocuments = z.object({
  claim_id: Id,
  closed: z.boolean(),
  checklist: z.array(ChecklistItem),
  missing: z.array(ChecklistItemName),
  documents: z.array(ClaimDocument),
});
export type ClaimDocuments = z.infer<typeof ClaimDocuments>;

/**
 * The upload's multipart form: one file part per file, named by its DocumentKind
 * (`boarding_pass=@pass.jpg`); several per request. A refused file answers 422 with `files.<n>`
 * (0-based, in the order sent) holding `file_empty`, `file_too_large` or `file_type`; a part named
 * by no kind `kinds.<n>` `invalid_value`. Nothing is stored unless every file is accepted.
 */
export type DocumentUploadForm = { kind: DocumentKind; file: Blob }[];

/** The content answer: the stored bytes with their Content-Type and Content-Disposition. */
export type DocumentFile = {
  bytes: Uint8Array;
  content_type: DocumentType;
  file_name: string;
  disposition: 'inline' | 'attachment';
};

const DocumentParams = z.object({ claim_id: IdParam, document_id: IdParam });

const c = initContract();

export const documentContract = c.router({
  list: {
    method: 'GET',
    path: '/claims/:claim_id/documents',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    responses: recordResponses({ 200: ClaimDocuments }),
    summary: "A claim's checklist, what is missing and its documents",
  },
  upload: {
    method: 'POST',
    path: '/claims/:claim_id/documents',
    metadata: { access: 'session' } as const,
    contentType: 'multipart/form-data',
    pathParams: ClaimParams,
    body: c.type<DocumentUploadForm>(),
    responses: recordResponses({ 200: ClaimDocuments, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody }),
    summary: 'Upload documents (PDF, JPEG, PNG up to 10 MB each; HEIC becomes JPEG)',
  },
  content: {
    method: 'GET',
    path: '/claims/:claim_id/documents/:document_id/content',
    metadata: { access: 'session' } as const,
    pathParams: DocumentParams,
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    responses: {
      200: c.otherResponse({ contentType: 'application/octet-stream', body: c.type<DocumentFile>() }),
      ...authErrors,
      404: ErrorBody,
      422: ValidationErrorBody,
    },
    summary: 'A document itself: inline for a preview, as an attachment with download=1',
  },
  remove: {
    method: 'DELETE',
    path: '/claims/:claim_id/documents/:document_id',
    metadata: { access: 'session' } as const,
    pathParams: DocumentParams,
    body: c.noBody(),
    responses: recordResponses({ 200: ClaimDocuments, 409: ErrorBody }),
    summary: 'Delete a document while the claim is not closed',
  },
});
