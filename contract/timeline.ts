import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ClaimStatus } from './claim';
import { ChecklistItemName } from './documents';
import { Cents, ClaimParams, ErrorBody, Id, NonBlank, Ok, Text, Timestamp, recordResponses } from './common';

/**
 * Every kind of event a claim's timeline shows. `created`, `status_changed`,
 * `transfer_*` and `payout` are read from the claim's own tables; the others are stored as claim
 * events (server/domain/claim-events.ts).
 */
export const TIMELINE_EVENT_KINDS = [
  'created',
  'status_changed',
  'document_added',
  'document_deleted',
  'document_requested',
  'signature_requested',
  'signature_signed',
  'signature_reminded',
  'transfer_requested',
  'transfer_accepted',
  'message',
  'court_case_opened',
  'airline_contacted',
  'airline_paid_directly',
  'payout',
  'payout_details_set',
  'payout_details_changed',
  'claim_edited',
  'passenger_removed',
  'signature_outdated',
] as const;
export const TimelineEventKind = z.enum(TIMELINE_EVENT_KINDS);
export type TimelineEventKind = z.infer<typeof TimelineEventKind>;

/** Who did it: the customer, a co-passenger, the claims service, the airline, or the portal itself. */
/** `admin`: an admin viewing the portal as the customer (the audit log names which one). */
export const EventActor = z.enum(['customer', 'co_passenger', 'service', 'airline', 'system', 'admin']);
export type EventActor = z.infer<typeof EventActor>;

/** What an event names beside its kind (each field only where the kind has it). */
export const EventDetail = z
  .object({
    /** status_changed: the new status. */
    status: ClaimStatus,
    /** A passenger's name (signatures), a document's file name (documents) or a court case's reference. */
    name: z.string(),
    /** A customer's note (airline reports) or a message's text. */
    note: z.string(),
    /** airline_paid_directly, payout: the amount in cents. */
    amount: Cents,
    /** payout_details_*: the account, IBAN masked. */
    account: z.string(),
  })
  .partial();
export type EventDetail = z.infer<typeof EventDetail>;

export const TimelineEvent = z.object({
  /** Stable per event: its source and row (`status:12`, `event:5`). */
  id: z.string(),
  kind: TimelineEventKind,
  at: Timestamp,
  actor: EventActor,
  detail: EventDetail,
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** Whom a claim waits on (`nobody` once it is closed). */
export const WAITING_ON = ['customer', 'co_passenger', 'airline', 'service', 'court', 'nobody'] as const;
export const WaitingOn = z.enum(WAITING_ON);
export type WaitingOn = z.infer<typeof WaitingOn>;

/** The next step of a claim; the SPA words each. */
export const NEXT_STEPS = [
  'review',
  'decision',
  'contact_airline',
  'airline_answer',
  'check_direct_payment',
  'court_decision',
  'provide_documents',
  'sign_assignment',
  'co_passenger_signature',
  'add_payout_details',
  'none',
] as const;
export const NextStep = z.enum(NEXT_STEPS);
export type NextStep = z.infer<typeof NextStep>;

/** A range of days a step usually takes. */
export const DayRange = z.object({ min_days: z.number().int().min(0), max_days: z.number().int().min(0) });
export type DayRange = z.infer<typeof DayRange>;

/**
 * Something still to be done before the claim can go on (a missing document, an unsigned or outdated
 * assignment, a passenger's missing payout account once the claim is accepted, an open court case).
 */
export const OpenTask = z.object({
  kind: z.enum(['document_missing', 'signature_missing', 'payout_details_missing', 'court_case']),
  waiting_on: WaitingOn,
  /** The document type, the passenger's name or the court case's reference. */
  name: z.string(),
});
export type OpenTask = z.infer<typeof OpenTask>;

export const ClaimStage = z.object({
  status: ClaimStatus,
  active: z.boolean(),
  waiting_on: WaitingOn,
  next_step: NextStep,
  /** null: no usual time (the step is the customer's, or nothing follows). */
  usual_duration: DayRange.nullable(),
  open_tasks: z.array(OpenTask),
});
export type ClaimStage = z.infer<typeof ClaimStage>;

export const Timeline = z.object({
  stage: ClaimStage,
  /** Oldest first. */
  events: z.array(TimelineEvent),
});
export type Timeline = z.infer<typeof Timeline>;

/** What a customer may report about the airline. */
export const AIRLINE_REPORTS = ['airline_contacted', 'airline_paid_directly'] as const;
export const AirlineReportKind = z.enum(AIRLINE_REPORTS);
export type AirlineReportKind = z.infer<typeof AirlineReportKind>;
export const AIRLINE_REPORT_NOTE_MAX = 500;
/** At most €100,000. */
export const AIRLINE_REPORT_AMOUNT_MAX = 10_000_000;

/** `amount` (cents) only with airline_paid_directly. */
export const AirlineReport = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('airline_contacted'), note: Text(AIRLINE_REPORT_NOTE_MAX).trim().optional() })
    .strict(),
  z
    .object({
      kind: z.literal('airline_paid_directly'),
      note: Text(AIRLINE_REPORT_NOTE_MAX).trim().optional(),
      amount: Cents.min(1).max(AIRLINE_REPORT_AMOUNT_MAX).optional(),
    })
    .strict(),
]);
export type AirlineReport = z.infer<typeof AirlineReport>;

/** The back office asks the customer for a document of the claim's checklist, with a note. */
export const DocumentRequest = z
  .object({ item: ChecklistItemName, note: Text(AIRLINE_REPORT_NOTE_MAX).trim().optional() })
  .strict();
export type DocumentRequest = z.infer<typeof DocumentRequest>;

/** The back office asks the owner for a passenger's missing signature (a passenger of that claim). */
export const SignatureRequest = z.object({ passenger_id: Id }).strict();
export type SignatureRequest = z.infer<typeof SignatureRequest>;

/** A message from the claims service to the claim's owner (shown on the timeline, mailed). */
export const SERVICE_MESSAGE_MAX = 2000;
export const ServiceMessage = z.object({ text: NonBlank(SERVICE_MESSAGE_MAX) }).strict();
export type ServiceMessage = z.infer<typeof ServiceMessage>;

/**
 * Legal proceedings started: the court's case reference as the court writes it (`12 C 345/26`,
 * `RG 26/01234`): letters, digits, spaces and . / - : ( ), starting with a letter or digit.
 */
export const COURT_REFERENCE_MAX = 60;
export const CourtCase = z
  .object({
    reference: NonBlank(COURT_REFERENCE_MAX).regex(/^[\p{L}\p{N}][\p{L}\p{N} ./:()-]*$/u),
  })
  .strict();
export type CourtCase = z.infer<typeof CourtCase>;

const c = initContract();

export const timelineContract = c.router({
  get: {
    method: 'GET',
    path: '/claims/:claim_id/timeline',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    responses: recordResponses({ 200: Timeline }),
    summary: "A claim's stage (whom it waits on, the next step) and its events, oldest first",
  },
  report: {
    method: 'POST',
    path: '/claims/:claim_id/airline_report',
    metadata: { access: 'session' } as const,
    pathParams: ClaimParams,
    body: AirlineReport,
    // 409 claim_closed / action_not_allowed: the claim's lifecycle refuses a report now (a closed
    // claim; an admin viewing as the customer). 429 too_many_requests: too many reports on this
    // claim (each mails the back office).
    responses: recordResponses({ 200: TimelineEvent, 409: ErrorBody, 429: ErrorBody }),
    summary: 'The customer reports that the airline contacted them or paid them directly',
  },
  setStatus: {
    method: 'POST',
    path: '/admin/claims/:claim_id/status',
    metadata: { access: 'admin' } as const,
    pathParams: ClaimParams,
    body: z.object({ status: ClaimStatus }).strict(),
    // 409 status_not_allowed: the lifecycle does not move the claim's status there
    // (machines/claim STATUS_MOVES); the same status again is accepted and changes nothing.
    responses: recordResponses({ 200: Ok, 409: ErrorBody }),
    summary:
      'Admin: move a claim to another status (its timeline shows it; the owner is notified and mailed)',
  },
  requestDocument: {
    method: 'POST',
    path: '/admin/claims/:claim_id/document_request',
    metadata: { access: 'admin' } as const,
    pathParams: ClaimParams,
    body: DocumentRequest,
    // 422 errors.item invalid_value: the item is not on the checklist of the claim's scope.
    // 409 claim_closed: the claim is closed.
    responses: recordResponses({ 200: TimelineEvent, 409: ErrorBody }),
    summary:
      "Admin: ask the owner for a document of the claim's checklist (timeline, open task, notification and mail)",
  },
  requestSignature: {
    method: 'POST',
    path: '/admin/claims/:claim_id/signature_request',
    metadata: { access: 'admin' } as const,
    pathParams: ClaimParams,
    body: SignatureRequest,
    // 422 errors.passenger_id invalid_value: no passenger of this claim; 409 already_signed;
    // 409 claim_closed: the claim is closed.
    responses: recordResponses({ 200: TimelineEvent, 409: ErrorBody }),
    summary:
      "Admin: tell the owner a passenger's signature is missing (timeline, high-priority notification and mail)",
  },
  sendMessage: {
    method: 'POST',
    path: '/admin/claims/:claim_id/messages',
    metadata: { access: 'admin' } as const,
    pathParams: ClaimParams,
    body: ServiceMessage,
    // 422 errors.text required (blank) or too_long. 409 action_not_allowed: the lifecycle allows
    // no message (a closed claim still takes one).
    responses: recordResponses({ 200: TimelineEvent, 409: ErrorBody }),
    summary: "Admin: send the claim's owner a message (timeline, medium-priority notification and mail)",
  },
  openCourtCase: {
    method: 'POST',
    path: '/admin/claims/:claim_id/court_case',
    metadata: { access: 'admin' } as const,
    pathParams: ClaimParams,
    body: CourtCase,
    // 409 court_case_open: one is open already; 409 claim_closed: the claim is closed.
    // 422 errors.reference required, too_long or invalid_value.
    responses: recordResponses({ 200: TimelineEvent, 409: ErrorBody }),
    summary:
      'Admin: legal proceedings started (timeline, the claim waits on a court until it is closed; notification and mail)',
  },
});
