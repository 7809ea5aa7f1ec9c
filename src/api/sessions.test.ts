import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import { endSession, sessionKeys, sessionsQuery } from './sessions';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

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

  it("DELETE /user/sessions/{id}: ended, signed_out (this browser's), gone (404); the list loads again unless signed out", async () => {
    const end = async (status: number, body: unknown) => {
      api.answer(status, body);
      const cache = await cacheWith(sessionKeys.all);
      return { result: await endSession(cache.client, 4), stale: cache.stale(sessionKeys.all) };
    };
    expect(await end(200, { signed_out: false })).toEqual({ result: 'ended', stale: true });
    expect(api.sent()).toMatchObject({ url: '/user/sessions/4', method: 'DELETE' });
    expect(await end(200, { signed_out: true })).toEqual({ result: 'signed_out', stale: false });
    expect(await end(404, { message: 'not_found' })).toEqual({ result: 'gone', stale: true });
    api.answer(422, invalid({}));
    await expectUnexpected(endSession(createQueryClient(), 4), 'DELETE', 422);
  });
});
