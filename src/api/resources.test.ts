import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
import { auditKeys, auditLogQuery, fetchAuditLog } from './audit';
import { estimateKeys, estimateQuery, requestEstimate } from './estimate';
import { gridColumnsQuery, gridKeys, gridRowsQuery } from './grid';
import { menuKeys, menuQuery } from './menu';
import {
  fetchNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  pushedNotification,
} from './notifications';
import { createQueryClient, queryClient } from './query-client';
import { endSession, sessionKeys, sessionsQuery } from './sessions';
import { checkEmbedToken, saveSettings, settingsKeys, settingsQuery } from './settings';
import { createTemplate, removeTemplate, templateKeys, templatesQuery } from './templates';
import { reportAirline, requestDocument, setClaimStatus, timelineKeys, timelineQuery } from './timeline';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe("the portal's query client", () => {
  it('does not retry, does not refetch on focus, keeps answers 30 s fresh', () => {
    for (const client of [createQueryClient(), queryClient]) {
      const { queries, mutations } = client.getDefaultOptions();
      expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, staleTime: 30_000 });
      expect(mutations).toMatchObject({ retry: false });
    }
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe('GET /admin/audit_log', () => {
  it('asks one page, of one user when given', async () => {
    const page = { entries: [], page: 2, per_page: 50, total: 60 };
    api.answer(200, page);
    expect(await fetchAuditLog({ page: 2 })).toEqual(page);
    expect(api.sent(0)).toMatchObject({ url: '/admin/audit_log?page=2', method: 'GET' });
    await createQueryClient().fetchQuery(auditLogQuery({ page: 1, user_id: 7 }));
    expect(api.sent(1).url).toBe('/admin/audit_log?page=1&user_id=7');
    expect(auditKeys.all).toEqual(['audit_log']);
    expect(auditLogQuery({ page: 1 }).queryKey).toEqual(['audit_log', { page: 1 }]);
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(fetchAuditLog({ page: 1 }), 'GET', 403);
  });
});

describe('POST /estimate', () => {
  const facts = { legs: [], disruption: 'delay', arrival_delay_minutes: 200 } as never;

  it('gives the estimate or the field errors; the same facts share a key kept an hour', async () => {
    const result = { amount_per_passenger: 30000, distance_km: 6188, steps: [] };
    api.answer(200, result);
    expect(await createQueryClient().fetchQuery(estimateQuery(facts))).toEqual({ ok: true, value: result });
    expect(api.sent()).toMatchObject({ url: '/estimate', method: 'POST', body: facts });
    expect(estimateKeys.of(facts)).toEqual(['estimate', facts]);
    expect(estimateQuery(facts).queryKey).toEqual(['estimate', facts]);
    expect(estimateQuery(facts).staleTime).toBe(3_600_000);
    api.answer(422, invalid({ legs: ['required'] }));
    expect(await requestEstimate(facts)).toEqual({ ok: false, errors: { legs: ['required'] } });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(requestEstimate(facts), 'POST', 403);
  });
});

describe('the grid (GET and POST /grid/{resource})', () => {
  it('reads the columns once per visit and a page of rows', async () => {
    const columns = [{ key: 'email', label: 'grid.email', sortable: true, filterable: true }];
    api.answer(200, { columns });
    expect(await createQueryClient().fetchQuery(gridColumnsQuery('users'))).toEqual(columns);
    expect(api.sent(0)).toMatchObject({ url: '/grid/users', method: 'GET' });
    expect(gridColumnsQuery('users').queryKey).toEqual(['grid', 'users', 'columns']);
    expect(gridColumnsQuery('users').staleTime).toBe(Infinity);
    const request = { page: 1, per_page: 20, filters: {}, params: {} };
    const page = { rows: [], total: 0 };
    api.answer(200, page);
    expect(await createQueryClient().fetchQuery(gridRowsQuery('users', request))).toEqual(page);
    expect(api.sent(1)).toMatchObject({ url: '/grid/users', method: 'POST', body: request });
    expect(gridKeys.rows('users', request)).toEqual(['grid', 'users', 'rows', request]);
    expect(gridRowsQuery('users', request).queryKey).toEqual(['grid', 'users', 'rows', request]);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(createQueryClient().fetchQuery(gridColumnsQuery('users')), 'GET', 404);
    await expectUnexpected(createQueryClient().fetchQuery(gridRowsQuery('users', request)), 'POST', 404);
  });
});

describe('GET /menu and /settings', () => {
  it('are read once per visit', async () => {
    expect(menuKeys.all).toEqual(['menu']);
    expect(menuQuery().queryKey).toEqual(['menu']);
    expect(menuQuery().staleTime).toBe(Infinity);
    api.answer(200, [{ label: 'menu.overview', path: '/overview' }]);
    expect(await createQueryClient().fetchQuery(menuQuery())).toEqual([
      { label: 'menu.overview', path: '/overview' },
    ]);
    expect(api.sent(0)).toMatchObject({ url: '/menu', method: 'GET' });
    expect(settingsKeys.all).toEqual(['settings']);
    expect(settingsQuery().queryKey).toEqual(['settings']);
    expect(settingsQuery().staleTime).toBe(Infinity);
    const settings = { Tracking: { settings: '{}' }, theme: null };
    api.answer(200, settings);
    expect(await createQueryClient().fetchQuery(settingsQuery())).toEqual(settings);
    expect(api.sent(1)).toMatchObject({ url: '/settings', method: 'GET' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(createQueryClient().fetchQuery(menuQuery()), 'GET', 403);
    await expectUnexpected(createQueryClient().fetchQuery(settingsQuery()), 'GET', 403);
  });
});

describe('POST /settings (admin)', () => {
  it('replaces the cached settings with the saved ones', async () => {
    const client = createQueryClient();
    client.setQueryData(settingsKeys.all, { Tracking: { settings: '{}' } });
    const saved = { Tracking: { settings: '{"gtm":"GTM-1"}' } };
    api.answer(200, saved);
    expect(await saveSettings(client, { Tracking: { settings: '{"gtm":"GTM-1"}' } })).toEqual({
      ok: true,
      value: saved,
    });
    expect(api.sent()).toMatchObject({
      url: '/settings',
      method: 'POST',
      body: { Tracking: { settings: '{"gtm":"GTM-1"}' } },
    });
    expect(client.getQueryData(settingsKeys.all)).toEqual(saved);
  });

  it('keeps them on field errors; anything else is unexpected', async () => {
    const client = createQueryClient();
    client.setQueryData(settingsKeys.all, { Tracking: { settings: '{}' } });
    api.answer(422, invalid({ 'Tracking.settings': ['invalid_json'] }));
    expect(await saveSettings(client, {})).toEqual({
      ok: false,
      errors: { 'Tracking.settings': ['invalid_json'] },
    });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(saveSettings(client, {}), 'POST', 403);
    expect(client.getQueryData(settingsKeys.all)).toEqual({ Tracking: { settings: '{}' } });
  });
});

describe('POST /iframe_token_check (SPEC §6)', () => {
  it('is true only for a 200 answering true', async () => {
    api.answer(200, true);
    expect(await checkEmbedToken('tok')).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/iframe_token_check', method: 'POST', body: { token: 'tok' } });
    api.answer(200, false);
    expect(await checkEmbedToken('tok')).toBe(false);
    api.answer(422, true);
    expect(await checkEmbedToken('tok')).toBe(false);
  });
});

describe('notifications (SPEC §4)', () => {
  const NOTE = {
    id: 9,
    priority: 'high',
    subject: 'Payout',
    content: 'Your payout is on its way',
    read_at: null,
    created_at: '2026-11-20T10:00:00+01:00',
    properties: { actions: [] },
  };

  it('lists them, marks one or all read', async () => {
    api.answer(200, [NOTE]);
    expect(await fetchNotifications()).toEqual([NOTE]);
    expect(api.sent(0)).toMatchObject({ url: '/notifications', method: 'GET' });
    api.answer(200, { ...NOTE, read_at: '2026-11-21T10:00:00+01:00' });
    expect(await markNotificationRead(9)).toMatchObject({ id: 9, read_at: '2026-11-21T10:00:00+01:00' });
    expect(api.sent(1)).toMatchObject({ url: '/notifications/9/mark_read', method: 'POST' });
    api.answer(200, { success: true });
    await expect(markAllNotificationsRead()).resolves.toBeUndefined();
    expect(api.sent(2)).toMatchObject({ url: '/notifications/mark_all_read', method: 'POST' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(fetchNotifications(), 'GET', 403);
    await expectUnexpected(markNotificationRead(9), 'POST', 403);
    await expectUnexpected(markAllNotificationsRead(), 'POST', 403);
  });

  it('takes a pushed payload only when it is a notification', () => {
    expect(pushedNotification({ id: 'x' })).toBeNull();
    expect(pushedNotification(null)).toBeNull();
  });
});

describe('sessions', () => {
  it('GET /user/sessions lists them', async () => {
    expect(sessionKeys.all).toEqual(['sessions']);
    expect(sessionsQuery().queryKey).toEqual(['sessions']);
    api.answer(200, [{ id: 1, current: true }]);
    expect(await createQueryClient().fetchQuery(sessionsQuery())).toEqual([{ id: 1, current: true }]);
    expect(api.sent()).toMatchObject({ url: '/user/sessions', method: 'GET' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(createQueryClient().fetchQuery(sessionsQuery()), 'GET', 403);
  });

  it("DELETE /user/sessions/{id}: ended, signed_out (this browser's), gone (404)", async () => {
    api.answer(200, { signed_out: false });
    expect(await endSession(4)).toBe('ended');
    expect(api.sent()).toMatchObject({ url: '/user/sessions/4', method: 'DELETE' });
    api.answer(200, { signed_out: true });
    expect(await endSession(4)).toBe('signed_out');
    api.answer(404, { message: 'not_found' });
    expect(await endSession(4)).toBe('gone');
    api.answer(422, invalid({}));
    await expectUnexpected(endSession(4), 'DELETE', 422);
  });
});

describe('templates', () => {
  it('GET /templates lists them; POST creates (201); DELETE removes', async () => {
    expect(templateKeys.all).toEqual(['templates']);
    expect(templatesQuery().queryKey).toEqual(['templates']);
    const template = { id: 3, type: 'passenger', data: { first_name: 'Ben' } };
    api.answer(200, [template]);
    expect(await createQueryClient().fetchQuery(templatesQuery())).toEqual([template]);
    expect(api.sent(0)).toMatchObject({ url: '/templates', method: 'GET' });
    api.answer(201, template);
    const input = { type: 'passenger', data: { first_name: 'Ben' } } as never;
    expect(await createTemplate(input)).toEqual({ ok: true, value: template });
    expect(api.sent(1)).toMatchObject({ url: '/templates', method: 'POST', body: input });
    api.answer(200, { success: true });
    await expect(removeTemplate(3)).resolves.toBeUndefined();
    expect(api.sent(2)).toMatchObject({ url: '/templates/3', method: 'DELETE' });
  });

  it('gives field errors of a 422; anything else is unexpected', async () => {
    const input = { type: 'passenger', data: {} } as never;
    api.answer(422, invalid({ 'data.first_name': ['required'] }));
    expect(await createTemplate(input)).toEqual({ ok: false, errors: { 'data.first_name': ['required'] } });
    api.answer(200, { id: 3 });
    await expectUnexpected(createTemplate(input), 'POST', 200);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(removeTemplate(3), 'DELETE', 404);
    await expectUnexpected(createQueryClient().fetchQuery(templatesQuery()), 'GET', 404);
  });
});

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
    expect(await reportAirline(5, report)).toEqual({ ok: true, event: EVENT });
    expect(api.sent()).toMatchObject({ url: '/claims/5/airline_report', method: 'POST', body: report });
    api.answer(422, invalid({ kind: ['invalid_value'] }));
    expect(await reportAirline(5, report)).toEqual({ ok: false, errors: { kind: ['invalid_value'] } });
    api.answer(429, { message: 'too_many_requests' });
    expect(await reportAirline(5, report)).toEqual({ ok: false, error: 'too_many_requests' });
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(reportAirline(5, report), 'POST', 404);
  });

  it('POST /admin/claims/{id}/status: true when moved, false for no such claim', async () => {
    api.answer(200, { success: true });
    expect(await setClaimStatus(5, 'paid_out' as never)).toBe(true);
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/status',
      method: 'POST',
      body: { status: 'paid_out' },
    });
    api.answer(404, { message: 'not_found' });
    expect(await setClaimStatus(5, 'paid_out' as never)).toBe(false);
    api.answer(422, invalid({ status: ['invalid_value'] }));
    await expectUnexpected(setClaimStatus(5, 'x' as never), 'POST', 422);
  });

  it('POST /admin/claims/{id}/document_request: the event, field errors, not_found', async () => {
    const request = { item: 'receipts' } as never;
    api.answer(200, EVENT);
    expect(await requestDocument(5, request)).toEqual({ ok: true, event: EVENT });
    expect(api.sent()).toMatchObject({
      url: '/admin/claims/5/document_request',
      method: 'POST',
      body: request,
    });
    api.answer(422, invalid({ item: ['invalid_value'] }));
    expect(await requestDocument(5, request)).toEqual({ ok: false, errors: { item: ['invalid_value'] } });
    api.answer(404, { message: 'not_found' });
    expect(await requestDocument(5, request)).toEqual({ ok: false, error: 'not_found' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(requestDocument(5, request), 'POST', 403);
  });
});
