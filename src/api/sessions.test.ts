import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
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
