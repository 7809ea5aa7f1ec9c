import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import {
  fetchStatementDocument,
  payoutDetailsQuery,
  payoutKeys,
  savePayoutDetails,
  settlementQuery,
} from './payout';
import { createQueryClient } from './query-client';
import { timelineKeys } from './timeline';

/** Bodies as contract/payout.ts describes them (passed through as given). */
const DETAILS = { passengers: [{ passenger_id: 7, iban_masked: 'DE** **** 1234', can_change: true }] };
const PAYOUT = { passenger_id: 7, iban_masked: 'DE** **** 5678', can_change: true };
const SETTLEMENT = { statements: [{ passenger_id: 7, amount: 60000 }] };
const INPUT = { account_holder: 'Anna Berg', iban: 'DE89370400440532013000', password: 'Secret123' } as never;

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

it('keys: one per claim', () => {
  expect(payoutKeys.details(5)).toEqual(['payout-details', 5]);
  expect(payoutKeys.settlement(5)).toEqual(['settlement', 5]);
  expect(payoutDetailsQuery(5).queryKey).toEqual(['payout-details', 5]);
  expect(settlementQuery(5).queryKey).toEqual(['settlement', 5]);
});

it("GET /claims/{id}/payout_details: each passenger's account", async () => {
  api.answer(200, DETAILS);
  expect(await createQueryClient().fetchQuery(payoutDetailsQuery(5))).toEqual(DETAILS);
  expect(api.sent()).toMatchObject({ url: '/claims/5/payout_details', method: 'GET' });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(createQueryClient().fetchQuery(payoutDetailsQuery(5)), 'GET', 404);
});

describe('POST /claims/{id}/payout_details/{passenger}', () => {
  it('sends the account and gives the saved one; the payout details and the timeline load again', async () => {
    api.answer(200, PAYOUT);
    const cache = await cacheWith(payoutKeys.details(5), timelineKeys.claim(5), payoutKeys.details(6));
    expect(await savePayoutDetails(cache.client, 5, 7, INPUT)).toEqual({ ok: true, value: PAYOUT });
    expect(cache.stale(payoutKeys.details(5))).toBe(true);
    expect(cache.stale(timelineKeys.claim(5))).toBe(true);
    expect(cache.stale(payoutKeys.details(6))).toBe(false);
    expect(api.sent()).toMatchObject({ url: '/claims/5/payout_details/7', method: 'POST', body: INPUT });
  });

  it('maps 422 (field errors), 409 (claim_closed) and 429 (too_many_attempts); nothing loads again', async () => {
    const cache = await cacheWith(payoutKeys.details(5));
    const save = () => savePayoutDetails(cache.client, 5, 7, INPUT);
    api.answer(422, { message: 'validation_failed', errors: { iban: ['invalid_iban'] } });
    expect(await save()).toEqual(refused('validation_failed', { iban: ['invalid_iban'] }));
    api.answer(409, { message: 'claim_closed' });
    expect(await save()).toEqual(refused('claim_closed'));
    api.answer(429, { message: 'too_many_attempts' });
    expect(await save()).toEqual(refused('too_many_attempts'));
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(save(), 'POST', 404);
    expect(cache.stale(payoutKeys.details(5))).toBe(false);
  });
});

it('GET /claims/{id}/settlement: the statements, none before the payout (409)', async () => {
  const settlement = () => createQueryClient().fetchQuery(settlementQuery(5));
  api.answer(200, SETTLEMENT);
  expect(await settlement()).toEqual({ available: true, settlement: SETTLEMENT });
  expect(api.sent()).toMatchObject({ url: '/claims/5/settlement', method: 'GET' });
  api.answer(409, { message: 'not_paid_out' });
  expect(await settlement()).toEqual({ available: false });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(settlement(), 'GET', 404);
});

it("GET /claims/{id}/settlement/{passenger}/document: one passenger's statement", async () => {
  const doc = { filename: 'statement.pdf', pdf_base64: 'JVBERg==' };
  api.answer(200, doc);
  expect(await fetchStatementDocument(5, 7)).toEqual(doc);
  expect(api.sent()).toMatchObject({ url: '/claims/5/settlement/7/document', method: 'GET' });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(fetchStatementDocument(5, 7), 'GET', 404);
});
