import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/api-fetch';
import { claimPageKeys, claimPageQuery, loadClaimPage } from './claim-page';
import { claimTransferQuery } from './claim-transfer';
import { claimViewQuery } from './claim-view';
import { claimDocumentsQuery } from './documents';
import { payoutDetailsQuery, settlementQuery } from './payout';
import { createQueryClient } from './query-client';
import { signaturesQuery } from './signatures';
import { timelineQuery } from './timeline';
import { claimQuery, saveClaimChanges, widgetKeys } from './widgets';

/** A page's parts: only their identity matters here. */
const PAGE = {
  view: { claim_id: 5, status: 'paid_out' },
  claim: { id: 5, case_number: 'FP-5' },
  timeline: { stage: { status: 'paid_out' }, events: [] },
  signatures: [{ passenger_id: 7 }],
  payout_details: { editable: false, passengers: [] },
  documents: { claim_id: 5, documents: [] },
  transfer: { claim_id: 5, status: 'none' },
  settlement: { case_number: 'FP-5', statements: [] },
};

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

it("GET /claims/{id}/page puts each part where its own call's answer goes, so no part is asked for again", async () => {
  api.answer(200, PAGE);
  const client = createQueryClient();
  expect(await client.fetchQuery(claimPageQuery(5))).toEqual(PAGE);
  expect(api.sent()).toMatchObject({ url: '/claims/5/page', method: 'GET' });
  expect(claimPageQuery(5).queryKey).toEqual([...widgetKeys.claims(5), 'page']);
  const parts: [{ queryKey: readonly unknown[] }, unknown][] = [
    [claimViewQuery(5), PAGE.view],
    [claimQuery(3, 5), PAGE.claim],
    [claimQuery(4, 5), PAGE.claim],
    [timelineQuery(5), PAGE.timeline],
    [signaturesQuery(5), PAGE.signatures],
    [payoutDetailsQuery(5), PAGE.payout_details],
    [claimDocumentsQuery(5), PAGE.documents],
    [claimTransferQuery(5), PAGE.transfer],
    [settlementQuery(5), { available: true, settlement: PAGE.settlement }],
  ];
  for (const [options, part] of parts) {
    expect(client.getQueryData(options.queryKey)).toEqual(part);
    expect(client.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
  }
  // A panel's own query finds its part fresh: nothing more is sent.
  await client.fetchQuery(timelineQuery(5));
  await client.fetchQuery(claimTransferQuery(5));
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
});

it('a claim not paid out yet has no settlement (as its 409 would say)', async () => {
  api.answer(200, { ...PAGE, settlement: null });
  const client = createQueryClient();
  await client.fetchQuery(claimPageQuery(5));
  expect(client.getQueryData(settlementQuery(5).queryKey)).toEqual({ available: false });
});

it('loadClaimPage asks once while the answer is fresh, and never puts back a part changed since', async () => {
  api.answer(200, PAGE);
  const client = createQueryClient();
  await loadClaimPage(client, 5);
  const changed = { ...PAGE.documents, documents: [{ id: 9 }] };
  client.setQueryData(claimDocumentsQuery(5).queryKey, changed as never);
  await loadClaimPage(client, 5);
  expect(api.fetchMock).toHaveBeenCalledTimes(1);
  expect(client.getQueryData(claimDocumentsQuery(5).queryKey)).toEqual(changed);
});

it('after a change to the claim the next page load asks again', async () => {
  api.answer(200, PAGE);
  const client = createQueryClient();
  await loadClaimPage(client, 5);
  api.answer(200, { data: { type: 'claim', claim: PAGE.claim } });
  await saveClaimChanges(client, 3, 5, {} as never);
  expect(client.getQueryState(claimPageKeys.one(5))?.isInvalidated).toBe(true);
  api.answer(200, PAGE);
  const before = api.fetchMock.mock.calls.length;
  await loadClaimPage(client, 5);
  expect(api.fetchMock).toHaveBeenCalledTimes(before + 1);
});

it.each([404, 500])(
  'a failed page load (%i) resolves and puts nothing in place: each part loads its own',
  async (status) => {
    api.answer(status, { message: 'not_found' });
    const client = createQueryClient();
    await expect(loadClaimPage(client, 5)).resolves.toBeUndefined();
    expect(client.getQueryData(claimViewQuery(5).queryKey)).toBeUndefined();
    expect(client.getQueryData(timelineQuery(5).queryKey)).toBeUndefined();
  },
);
