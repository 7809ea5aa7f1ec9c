import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, stubFetch } from '../testing/api-fetch';
import { claimChanged, claimViewKeys, claimViewQuery } from './claim-view';
import { createQueryClient } from './query-client';
import { savePayoutDetails } from './payout';
import { signAsOwner } from './signatures';
import { timelineKeys } from './timeline';
import { saveClaimChanges, widgetKeys } from './widgets';

const VIEW = { claim_id: 5, status: 'submitted', next_steps: [], allowed_actions: ['read'] };
let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

it('GET /claims/{id}/view gives the claim view; another answer is unexpected', async () => {
  api.answer(200, VIEW);
  expect(await createQueryClient().fetchQuery(claimViewQuery(5))).toEqual(VIEW);
  expect(api.sent()).toMatchObject({ url: '/claims/5/view', method: 'GET' });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(createQueryClient().fetchQuery(claimViewQuery(5)), 'GET', 404);
});

it("a change to a claim loads its view, its timeline and the claim lists again, not another claim's", async () => {
  const cache = await cacheWith(
    claimViewKeys.one(5),
    claimViewKeys.one(6),
    timelineKeys.claim(5),
    widgetKeys.claimList(3),
  );
  claimChanged(cache.client, 5);
  expect(cache.stale(claimViewKeys.one(5))).toBe(true);
  expect(cache.stale(timelineKeys.claim(5))).toBe(true);
  expect(cache.stale(widgetKeys.claimList(3))).toBe(true);
  expect(cache.stale(claimViewKeys.one(6))).toBe(false);
});

it.each([
  [
    'signing',
    (client: Parameters<typeof claimChanged>[0]) =>
      signAsOwner(client, {
        claimId: 5,
        passengerId: 7,
        signature: { type: 'typed' } as never,
        minor: false,
      }),
  ],
  [
    'a payout account',
    (client: Parameters<typeof claimChanged>[0]) =>
      savePayoutDetails(client, 5, 7, { holder: 'A', iban: 'DE89370400440532013000' } as never),
  ],
  ['an edit', (client: Parameters<typeof claimChanged>[0]) => saveClaimChanges(client, 9, 5, {} as never)],
])('after %s the claim view loads again', async (_, act) => {
  api.answer(200, { success: true, passenger_id: 7 });
  const cache = await cacheWith(claimViewKeys.one(5));
  await act(cache.client);
  expect(cache.stale(claimViewKeys.one(5))).toBe(true);
});
