import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { estimateKeys, estimateQuery, requestEstimate } from './estimate';
import { createQueryClient } from './query-client';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(await requestEstimate(facts)).toEqual(refused('validation_failed', { legs: ['required'] }));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(requestEstimate(facts), 'POST', 403);
  });
});
