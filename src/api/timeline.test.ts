import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import {
  openCourtCase,
  reportAirline,
  requestDocument,
  requestMissingSignature,
  sendServiceMessage,
  setClaimStatus,
  timelineKeys,
  timelineQuery,
} from './timeline';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
const client = createQueryClient();
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('the timeline', () => {
  const EVENT = { id: 1, kind: 'airline_report', at: '2026-11-20T10:00:00+01:00' };

  it("GET /claims/{id}/timeline: the claim's stage and events", async () => {
    expect(timelineKeys.claim(5)).toEqual(['claim-timeline', 5]);
    expect(timelineQuery(5).queryKey).toEqual(['claim-timeline', 5]);
    const timeline = { stage: 'airline', events: [EVENT] };
    api.answer(200, timeline);
    expect(await createQueryClient().fetchQuery(timelineQuery(5))).toEqual(timeline);
    expect(api.sent()).toMatchObject({ url: '/claims/5/timeline', method: 'GET' });
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(createQueryClient().fetchQuery(timelineQuery(5)), 'GET', 404);
  });

  it('POST /claims/{id}/airline_report: the event, field errors, too_many_requests', async () => {
    const report = { kind: 'contacted', note: 'They called' } as never;
    api.answer(200, EVENT);
    const cache = await cacheWith(timelineKeys.claim(5));
    expect(await reportAirline(cache.client, 5, report)).toEqual({ ok: true, value: EVENT });
    expect(cache.stale(timelineKeys.claim(5))).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/claims/5/airline_report', method: 'POST', body: report });
    api.answer(422, invalid({ kind: ['invalid_value'] }));
    expect(await reportAirline(client, 5, report)).toEqual(
      refused('validation_failed', { kind: ['invalid_value'] }),
    );
    api.answer(429, { message: 'too_many_requests' });
    expect(await reportAirline(client, 5, report)).toEqual(refused('too_many_requests'));
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(reportAirline(client, 5, report), 'POST', 404);
  });

  it("POST /admin/claims/{id}/status: done, not_found, or the lifecycle's refusal", async () => {
    api.answer(200, { success: true });
    expect(await setClaimStatus(5, 'paid_out' as never)).toEqual({ ok: true, value: true });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/status',
      method: 'POST',
      body: { status: 'paid_out' },
    });
    api.answer(404, { message: 'not_found' });
    expect(await setClaimStatus(5, 'paid_out' as never)).toEqual(refused('not_found'));
    api.answer(409, { message: 'status_not_allowed' });
    expect(await setClaimStatus(5, 'paid_out' as never)).toEqual(refused('status_not_allowed'));
    api.answer(422, invalid({ status: ['invalid_value'] }));
    await expectUnexpected(setClaimStatus(5, 'x' as never), 'POST', 422);
  });

  it('POST /admin/claims/{id}/document_request: the event, field errors, not_found', async () => {
    const request = { item: 'receipts' } as never;
    api.answer(200, EVENT);
    expect(await requestDocument(5, request)).toEqual({ ok: true, value: EVENT });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/document_request',
      method: 'POST',
      body: request,
    });
    api.answer(422, invalid({ item: ['invalid_value'] }));
    expect(await requestDocument(5, request)).toEqual(
      refused('validation_failed', { item: ['invalid_value'] }),
    );
    api.answer(404, { message: 'not_found' });
    expect(await requestDocument(5, request)).toEqual(refused('not_found'));
    api.answer(409, { message: 'claim_closed' });
    expect(await requestDocument(5, request)).toEqual(refused('claim_closed'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(requestDocument(5, request), 'POST', 403);
  });

  it('POST /admin/claims/{id}/signature_request: the event, field errors, not_found, already_signed', async () => {
    api.answer(200, EVENT);
    expect(await requestMissingSignature(5, 12)).toEqual({ ok: true, value: EVENT });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/signature_request',
      method: 'POST',
      body: { passenger_id: 12 },
    });
    api.answer(422, invalid({ passenger_id: ['invalid_value'] }));
    expect(await requestMissingSignature(5, 12)).toEqual(
      refused('validation_failed', { passenger_id: ['invalid_value'] }),
    );
    api.answer(404, { message: 'not_found' });
    expect(await requestMissingSignature(5, 12)).toEqual(refused('not_found'));
    api.answer(409, { message: 'already_signed' });
    expect(await requestMissingSignature(5, 12)).toEqual(refused('already_signed'));
    api.answer(409, { message: 'claim_closed' });
    expect(await requestMissingSignature(5, 12)).toEqual(refused('claim_closed'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(requestMissingSignature(5, 12), 'POST', 403);
  });

  it('POST /admin/claims/{id}/messages: the event, field errors, not_found', async () => {
    api.answer(200, EVENT);
    expect(await sendServiceMessage(5, 'Hello')).toEqual({ ok: true, value: EVENT });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/messages',
      method: 'POST',
      body: { text: 'Hello' },
    });
    api.answer(422, invalid({ text: ['too_long'] }));
    expect(await sendServiceMessage(5, 'Hello')).toEqual(
      refused('validation_failed', { text: ['too_long'] }),
    );
    api.answer(404, { message: 'not_found' });
    expect(await sendServiceMessage(5, 'Hello')).toEqual(refused('not_found'));
    api.answer(409, { message: 'action_not_allowed' });
    expect(await sendServiceMessage(5, 'Hello')).toEqual(refused('action_not_allowed'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(sendServiceMessage(5, 'Hello'), 'POST', 403);
  });

  it('POST /admin/claims/{id}/court_case: the event, field errors, not_found, court_case_open, claim_closed', async () => {
    api.answer(200, EVENT);
    expect(await openCourtCase(5, '12 C 345/26')).toEqual({ ok: true, value: EVENT });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/court_case',
      method: 'POST',
      body: { reference: '12 C 345/26' },
    });
    api.answer(422, invalid({ reference: ['invalid_value'] }));
    expect(await openCourtCase(5, '<b>')).toEqual(
      refused('validation_failed', { reference: ['invalid_value'] }),
    );
    api.answer(404, { message: 'not_found' });
    expect(await openCourtCase(5, '1')).toEqual(refused('not_found'));
    api.answer(409, { message: 'court_case_open' });
    expect(await openCourtCase(5, '1')).toEqual(refused('court_case_open'));
    api.answer(409, { message: 'claim_closed' });
    expect(await openCourtCase(5, '1')).toEqual(refused('claim_closed'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(openCourtCase(5, '1'), 'POST', 403);
  });
});
