import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENT,
  type AirlineReport,
  type ClaimStatus,
  type DocumentRequest,
  type Timeline,
  type TimelineEvent,
} from '../../contract';
import { onSocketEvent } from '../lib/socket';
import { body200, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { pushedNotification } from './notifications';
import { widgetKeys } from './widgets';

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

/**
 * Keeps a claim's cached timeline current while it is shown: a notification pushed about the
 * claim (its action opens the claim: a status change, a request, a message, a court case) means
 * the timeline and the claim (its view, its widgets' data) changed, so they load again. Answers the unsubscribe.
 */
export const followTimeline = (queryClient: QueryClient, claimId: number): (() => void) =>
  onSocketEvent(NOTIFICATION_EVENT, (payload) => {
    const notification = pushedNotification(payload);
    if (notification?.properties.actions?.some((a) => a.url.endsWith(`/${claimId}`))) {
      void queryClient.invalidateQueries({ queryKey: timelineKeys.claim(claimId) });
      // The claim itself (its widgets' data and its view: status, next steps) changed too.
      void queryClient.invalidateQueries({ queryKey: widgetKeys.claims(claimId) });
    }
  });

/** POST /claims/{id}/airline_report: the airline contacted the customer or paid them directly; the timeline loads again. */
export async function reportAirline(
  queryClient: QueryClient,
  claimId: number,
  report: AirlineReport,
): Promise<Result<TimelineEvent>> {
  const res = await api().timeline.report({ params: { claim_id: claimId }, body: report });
  if (res.status === 200) {
    void queryClient.invalidateQueries({ queryKey: timelineKeys.claim(claimId) });
    // A reported direct payment changes the stage: the claim's view follows.
    void queryClient.invalidateQueries({ queryKey: widgetKeys.claims(claimId) });
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  if (res.status === 429) return refuse(res, 'too_many_requests');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /claims/{id}/airline_report', res);
}

/**
 * POST /admin/claims/{id}/status (back office): moves a claim to another status; refused with
 * not_found, or with the lifecycle's 409 code (status_not_allowed, claim_closed, action_not_allowed).
 */
export async function setClaimStatus(claimId: number, status: ClaimStatus): Promise<Result<true>> {
  const res = await api().timeline.setStatus({ params: { claim_id: claimId }, body: { status } });
  if (res.status === 200) return { ok: true, value: true };
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /admin/claims/{id}/status', res);
}

/** POST /admin/claims/{id}/document_request (back office): asks the claim's owner for a document of its checklist. */
export async function requestDocument(
  claimId: number,
  request: DocumentRequest,
): Promise<Result<TimelineEvent>> {
  const res = await api().timeline.requestDocument({ params: { claim_id: claimId }, body: request });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /admin/claims/{id}/document_request', res);
}

/** POST /admin/claims/{id}/signature_request (back office): tells the owner a passenger's signature is missing. */
export async function requestMissingSignature(
  claimId: number,
  passengerId: number,
): Promise<Result<TimelineEvent>> {
  const res = await api().timeline.requestSignature({
    params: { claim_id: claimId },
    body: { passenger_id: passengerId },
  });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /admin/claims/{id}/signature_request', res);
}

/** POST /admin/claims/{id}/messages (back office): a message to the claim's owner. */
export async function sendServiceMessage(claimId: number, text: string): Promise<Result<TimelineEvent>> {
  const res = await api().timeline.sendMessage({ params: { claim_id: claimId }, body: { text } });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /admin/claims/{id}/messages', res);
}

/** POST /admin/claims/{id}/court_case (back office): legal proceedings started; the claim waits on the court. */
export async function openCourtCase(claimId: number, reference: string): Promise<Result<TimelineEvent>> {
  const res = await api().timeline.openCourtCase({ params: { claim_id: claimId }, body: { reference } });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  if (res.status === 404) return refuse(res, 'not_found');
  if (res.status === 409) return refuse(res);
  return unexpected('POST /admin/claims/{id}/court_case', res);
}
