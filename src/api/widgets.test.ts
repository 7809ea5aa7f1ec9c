import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Widget } from '../../contract';
import type { ClaimListPage } from './widgets';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { refusal } from './answer';
import { createQueryClient } from './query-client';
import {
  ClaimNotFound,
  claimListPage,
  claimListQuery,
  claimQuery,
  createClaim,
  prefetchWidgetData,
  saveClaimChanges,
  saveTreeNotice,
  saveWidgetSettings,
  treeQuery,
  widgetKeys,
} from './widgets';

/** Bodies as contract/widget.ts and contract/claim-list.ts describe them (passed through as given). */
const TREE = { id: 'overview', notice: null, widgets: [] };
const PAGE = { claims: [{ id: 1 }], next_cursor: 'c-2', total: 3, counts: { active: 3 } };
const LAST_PAGE = { claims: [{ id: 3 }], next_cursor: null, total: 3, counts: { active: 3 } };
const asPage = (page: object) => page as ClaimListPage;
const CLAIM = { id: 5, scope: 'fairplane', case_number: 'FP-5' };
const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
const client = createQueryClient();
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

it('keys: claim queries start with [claim, id] so a save refreshes every widget of the claim', () => {
  expect(widgetKeys.all).toEqual(['widgets']);
  expect(widgetKeys.tree('overview')).toEqual(['widgets', 'tree', 'overview']);
  expect(widgetKeys.data).toEqual(['widgets', 'data']);
  expect(widgetKeys.claimList(3)).toEqual(['widgets', 'data', 3]);
  expect(widgetKeys.claims(5)).toEqual(['claim', 5]);
  expect(widgetKeys.claim(5)).toEqual(['claim', 5, 'details']);
});

it('GET /widgets/tree/{treeId}: the tree, kept for the session', async () => {
  const options = treeQuery('overview');
  expect(options.queryKey).toEqual(['widgets', 'tree', 'overview']);
  expect(options.staleTime).toBe(Infinity);
  api.answer(200, TREE);
  expect(await createQueryClient().fetchQuery(options)).toEqual(TREE);
  expect(api.sent()).toMatchObject({ url: '/widgets/tree/overview', method: 'GET' });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(createQueryClient().fetchQuery(treeQuery('overview')), 'GET', 404);
});

describe('a claim list, a page at a time (POST /widgets/data/{id})', () => {
  it('asks the first page without a cursor and the next with the last cursor', async () => {
    api.answer(200, { data: { type: 'claim-list', ...PAGE } });
    expect(await claimListPage(3)).toEqual(PAGE);
    expect(api.sent(0)).toMatchObject({ url: '/widgets/data/3', method: 'POST', body: {} });
    await claimListPage(3, 'c-2');
    expect(api.sent(1).body).toEqual({ cursor: 'c-2' });
  });

  it('is unexpected when the widget is not a claim list, or on another answer', async () => {
    api.answer(200, { data: { type: 'claim', claim: CLAIM } });
    await expectUnexpected(claimListPage(3), 'POST', 200);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(claimListPage(3), 'POST', 404);
  });

  it('pages on through next_cursor and stops at null', async () => {
    const options = claimListQuery(3);
    expect(options.queryKey).toEqual(['widgets', 'data', 3]);
    api.fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { type: 'claim-list', ...PAGE } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: { type: 'claim-list', ...LAST_PAGE } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    const client = createQueryClient();
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages).toEqual([PAGE]);
    expect(first.pageParams).toEqual([undefined]);
    expect(options.getNextPageParam(asPage(PAGE), [asPage(PAGE)], undefined, [undefined])).toBe('c-2');
    expect(
      options.getNextPageParam(asPage(LAST_PAGE), [asPage(PAGE), asPage(LAST_PAGE)], 'c-2', [
        undefined,
        'c-2',
      ]),
    ).toBeUndefined();
  });
});

describe('a claim through a widget (POST /widgets/data/{id} {claim_id})', () => {
  it('gives the claim; a 404 is ClaimNotFound', async () => {
    api.answer(200, { data: { type: 'claim', claim: CLAIM } });
    expect(await createQueryClient().fetchQuery(claimQuery(3, 5))).toEqual(CLAIM);
    // One entry per claim, whichever widget asks.
    expect(claimQuery(3, 5).queryKey).toEqual(claimQuery(4, 5).queryKey);
    expect(api.sent()).toMatchObject({ url: '/widgets/data/3', method: 'POST', body: { claim_id: 5 } });
    api.answer(404, { message: 'not_found' });
    await expect(createQueryClient().fetchQuery(claimQuery(3, 5))).rejects.toBeInstanceOf(ClaimNotFound);
  });

  it('is unexpected for another data type or answer', async () => {
    api.answer(200, { data: { type: 'claim-list', ...PAGE } });
    await expectUnexpected(createQueryClient().fetchQuery(claimQuery(3, 5)), 'POST', 200);
    api.answer(422, invalid({}));
    await expectUnexpected(createQueryClient().fetchQuery(claimQuery(3, 5)), 'POST', 422);
  });
});

describe('createClaim ({action: create})', () => {
  const claim = { scope: 'fairplane' } as never;

  it('sends the new claim and gives its id and scope; the claim lists load again', async () => {
    api.answer(200, { data: { type: 'claim', claim: { ...CLAIM, id: 8 } } });
    const cache = await cacheWith(widgetKeys.claimList(3), widgetKeys.tree('overview'));
    expect(await createClaim(cache.client, 3, claim)).toEqual({
      ok: true,
      value: { id: 8, scope: 'fairplane' },
    });
    expect(cache.stale(widgetKeys.claimList(3))).toBe(true);
    expect(cache.stale(widgetKeys.tree('overview'))).toBe(false);
    expect(api.sent()).toMatchObject({ url: '/widgets/data/3', body: { action: 'create', claim } });
  });

  it('gives the field errors of a 422; anything else is unexpected', async () => {
    api.answer(422, invalid({ 'passengers.*.email': ['invalid_email'] }));
    expect(await createClaim(client, 3, claim)).toEqual(
      refused('validation_failed', { 'passengers.*.email': ['invalid_email'] }),
    );
    api.answer(200, { data: { type: 'claim-list', ...PAGE } });
    await expectUnexpected(createClaim(client, 3, claim), 'POST', 200);
    api.answer(404, { message: 'not_found', data: { type: 'claim', claim: CLAIM } });
    await expectUnexpected(createClaim(client, 3, claim), 'POST', 404);
  });
});

it("saveClaimChanges: done (the claim's widgets and the claim lists load again), field errors, else unexpected", async () => {
  const changes = { flight_number: 'LH400' } as never;
  api.answer(200, { data: { type: 'claim', claim: CLAIM } });
  const cache = await cacheWith(widgetKeys.claim(5), widgetKeys.claimList(4), widgetKeys.claim(6));
  expect(await saveClaimChanges(cache.client, 3, 5, changes)).toEqual({ ok: true, value: null });
  expect(cache.stale(widgetKeys.claim(5))).toBe(true);
  expect(cache.stale(widgetKeys.claimList(4))).toBe(true);
  expect(cache.stale(widgetKeys.claim(6))).toBe(false);
  expect(api.sent()).toMatchObject({ url: '/widgets/data/3', body: { claim_id: 5, changes } });
  api.answer(422, invalid({ flight_number: ['invalid_value'] }));
  expect(await saveClaimChanges(client, 3, 5, changes)).toEqual(
    refused('validation_failed', { flight_number: ['invalid_value'] }),
  );
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(saveClaimChanges(client, 3, 5, changes), 'POST', 404);
});

it('saveClaimChanges: a 409 is a refusal with its message; passenger_has_dependents names who would go with what', async () => {
  const changes = { flight_number: 'LH400' } as never;
  const cache = await cacheWith(widgetKeys.claim(5));
  api.answer(409, { message: 'claim_closed' });
  expect(await saveClaimChanges(cache.client, 3, 5, changes)).toEqual(refused('claim_closed'));
  api.answer(409, { message: 'action_not_allowed' });
  expect(await saveClaimChanges(cache.client, 3, 5, changes)).toEqual(refused('action_not_allowed'));
  const dependents = [{ passenger_id: 12, name: 'Tom Becker', signature: true, payout_account: false }];
  api.answer(409, { message: 'passenger_has_dependents', dependents });
  expect(await saveClaimChanges(cache.client, 3, 5, changes)).toEqual(
    refusal({ errors: {}, message: 'passenger_has_dependents', dependents }),
  );
  expect(cache.stale(widgetKeys.claim(5))).toBe(false);
});

it('POST /widgets/{id}/settings: the saved widget (every page and its data load again), field errors, else unexpected', async () => {
  const widget = { id: 3, type: 'text', settings: '{}', children: [] };
  api.answer(200, widget);
  const cache = await cacheWith(widgetKeys.tree('overview'), widgetKeys.claimList(4));
  expect(await saveWidgetSettings(cache.client, 3, '{}')).toEqual({ ok: true, value: widget });
  expect(cache.stale(widgetKeys.tree('overview'))).toBe(true);
  expect(cache.stale(widgetKeys.claimList(4))).toBe(true);
  expect(api.sent()).toMatchObject({ url: '/widgets/3/settings', method: 'POST', body: { settings: '{}' } });
  api.answer(422, invalid({ settings: ['invalid_json'] }));
  expect(await saveWidgetSettings(client, 3, '{')).toEqual(
    refused('validation_failed', { settings: ['invalid_json'] }),
  );
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(saveWidgetSettings(client, 3, '{}'), 'POST', 404);
});

describe('POST /widgets/tree/{treeId}/notice', () => {
  it('replaces the cached tree with the answer', async () => {
    const client = createQueryClient();
    client.setQueryData(widgetKeys.tree('overview'), TREE);
    const saved = { ...TREE, notice: { key: 'notice.thanks', duration_ms: 3000 } };
    api.answer(200, saved);
    const notice = { key: 'notice.thanks', duration_ms: 3000 } as never;
    expect(await saveTreeNotice(client, 'overview', notice)).toEqual({ ok: true, value: saved });
    expect(api.sent()).toMatchObject({
      url: '/widgets/tree/overview/notice',
      method: 'POST',
      body: { notice },
    });
    expect(client.getQueryData(widgetKeys.tree('overview'))).toEqual(saved);
  });

  it('keeps the cached tree on field errors; anything else is unexpected', async () => {
    const client = createQueryClient();
    client.setQueryData(widgetKeys.tree('overview'), TREE);
    api.answer(422, invalid({ 'notice.duration_ms': ['too_big'] }));
    expect(await saveTreeNotice(client, 'overview', null)).toEqual(
      refused('validation_failed', { 'notice.duration_ms': ['too_big'] }),
    );
    expect(client.getQueryData(widgetKeys.tree('overview'))).toEqual(TREE);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(saveTreeNotice(client, 'overview', null), 'POST', 404);
  });
});

describe('prefetchWidgetData', () => {
  const w = (id: number, type: string, children: Widget[] = []) =>
    ({ id, type, children }) as unknown as Widget;
  const spyClient = () => {
    const client = { prefetchInfiniteQuery: vi.fn(), prefetchQuery: vi.fn() };
    return { client, queryClient: client as unknown as QueryClient };
  };

  it("starts every claim list and, on a claim's page, the claim of steppers and claim edits, nested too", () => {
    const { client, queryClient } = spyClient();
    prefetchWidgetData(
      queryClient,
      [w(1, 'row', [w(2, 'claim-list'), w(3, 'stepper', [w(4, 'claim-edit')])]), w(5, 'text')],
      9,
    );
    expect(client.prefetchInfiniteQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      ['widgets', 'data', 2],
    ]);
    // One entry for the claim, whichever widget shows it: the second start joins the first.
    expect(client.prefetchQuery.mock.calls.map(([o]) => o.queryKey)).toEqual([
      widgetKeys.claim(9),
      widgetKeys.claim(9),
    ]);
  });

  it('starts no claim query outside a claim page', () => {
    const { client, queryClient } = spyClient();
    prefetchWidgetData(queryClient, [w(3, 'stepper'), w(4, 'claim-edit'), w(2, 'claim-list')], undefined);
    expect(client.prefetchQuery).not.toHaveBeenCalled();
    expect(client.prefetchInfiniteQuery).toHaveBeenCalledTimes(1);
  });
});

it("two widgets showing a page's claim load it once", async () => {
  api.answer(200, { data: { type: 'claim', claim: CLAIM } });
  const client = createQueryClient();
  const [card, stepper] = await Promise.all([
    client.fetchQuery(claimQuery(3, 5)),
    client.fetchQuery(claimQuery(4, 5)),
  ]);
  expect(card).toEqual(CLAIM);
  expect(stepper).toEqual(CLAIM);
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
});
