import { queryOptions } from '@tanstack/react-query';
import type {
  AirlineReport,
  ClaimStatus,
  DocumentRequest,
  MessageCode,
  Timeline,
  TimelineEvent,
} from '../../contract';
import { body200, fieldErrors, unexpected, type FieldErrors } from './answer';
import { api } from './client';

export const timelineKeys = {
  /** One claim's stage and events. */
  claim: (claimId: number) => ['claim-timeline', claimId] as const,
};

/** GET /claims/{id}/timeline: the claim's stage (whom it waits on, the next step) and its events, oldest first. */
export const timelineQuery = (claimId: number) =>
  queryOptions({
    queryKey: timelineKeys.claim(claimId),
    queryFn: async (): Promise<Timeline> =>
      body200('GET /claims/{id}/timeline', await api().timeline.get({ params: { claim_id: claimId } })),
  });

export type ReportOutcome =
  { ok: true; event: TimelineEvent } | { ok: false; errors: FieldErrors } | { ok: false; error: MessageCode };

/** POST /claims/{id}/airline_report: the airline contacted the customer or paid them directly. */
export async function reportAirline(claimId: number, report: AirlineReport): Promise<ReportOutcome> {
  const res = await api().timeline.report({ params: { claim_id: claimId }, body: report });
  if (res.status === 200) return { ok: true, event: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 429) return { ok: false, error: 'too_many_requests' };
  return unexpected('POST /claims/{id}/airline_report', res);
}

/** POST /admin/claims/{id}/status (back office): moves a claim to another status; false when there is no such claim. */
export async function setClaimStatus(claimId: number, status: ClaimStatus): Promise<boolean> {
  const res = await api().timeline.setStatus({ params: { claim_id: claimId }, body: { status } });
  if (res.status === 200) return true;
  if (res.status === 404) return false;
  return unexpected('POST /admin/claims/{id}/status', res);
}

export type DocumentRequestOutcome =
  { ok: true; event: TimelineEvent } | { ok: false; errors: FieldErrors } | { ok: false; error: 'not_found' };

/** POST /admin/claims/{id}/document_request (back office): asks the claim's owner for a document of its checklist. */
export async function requestDocument(
  claimId: number,
  request: DocumentRequest,
): Promise<DocumentRequestOutcome> {
  const res = await api().timeline.requestDocument({ params: { claim_id: claimId }, body: request });
  if (res.status === 200) return { ok: true, event: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 404) return { ok: false, error: 'not_found' };
  return unexpected('POST /admin/claims/{id}/document_request', res);
}

export type SignatureRequestOutcome =
  | { ok: true; event: TimelineEvent }
  | { ok: false; errors: FieldErrors }
  | { ok: false; error: 'not_found' | 'already_signed' };

/** POST /admin/claims/{id}/signature_request (back office): tells the owner a passenger's signature is missing. */
export async function requestMissingSignature(
  claimId: number,
  passengerId: number,
): Promise<SignatureRequestOutcome> {
  const res = await api().timeline.requestSignature({
    params: { claim_id: claimId },
    body: { passenger_id: passengerId },
  });
  if (res.status === 200) return { ok: true, event: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 404) return { ok: false, error: 'not_found' };
  if (res.status === 409) return { ok: false, error: 'already_signed' };
  return unexpected('POST /admin/claims/{id}/signature_request', res);
}

export type MessageOutcome =
  { ok: true; event: TimelineEvent } | { ok: false; errors: FieldErrors } | { ok: false; error: 'not_found' };

/** POST /admin/claims/{id}/messages (back office): a message to the claim's owner. */
export async function sendServiceMessage(claimId: number, text: string): Promise<MessageOutcome> {
  const res = await api().timeline.sendMessage({ params: { claim_id: claimId }, body: { text } });
  if (res.status === 200) return { ok: true, event: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 404) return { ok: false, error: 'not_found' };
  return unexpected('POST /admin/claims/{id}/messages', res);
}

export type CourtCaseOutcome =
  | { ok: true; event: TimelineEvent }
  | { ok: false; errors: FieldErrors }
  | { ok: false; error: 'not_found' | 'court_case_open' | 'claim_closed' };

/** POST /admin/claims/{id}/court_case (back office): legal proceedings started; the claim waits on the court. */
export async function openCourtCase(claimId: number, reference: string): Promise<CourtCaseOutcome> {
  const res = await api().timeline.openCourtCase({ params: { claim_id: claimId }, body: { reference } });
  if (res.status === 200) return { ok: true, event: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 404) return { ok: false, error: 'not_found' };
  if (res.status === 409)
    return { ok: false, error: res.body.message === 'claim_closed' ? 'claim_closed' : 'court_case_open' };
  return unexpected('POST /admin/claims/{id}/court_case', res);
}
