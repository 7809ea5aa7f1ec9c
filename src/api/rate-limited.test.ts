import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login, requestLoginLink, requestPasswordReset } from './auth';
import { requestTransfer } from './claim-transfer';
import { setApiHandlers } from './client';
import { createQueryClient } from './query-client';
import { requestEmailChange } from './user';
import { json, refused } from '../testing/api-fetch';

/** A 429 from a mail-sending call is an answer the form shows, never the failed-request dialog. */
describe('429 too_many_requests', () => {
  const onFailure = vi.fn();
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setApiHandlers({ onFailure });
    fetchMock.mockImplementation(async () => json(429, { message: 'too_many_requests' }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onFailure.mockReset();
  });

  it('becomes a message code of the form that asked', async () => {
    expect(await login({ email: 'a@example.com', password: 'x' })).toEqual(refused('too_many_requests'));
    expect(await requestLoginLink('a@example.com')).toEqual(
      refused(undefined, { email: ['too_many_requests'] }),
    );
    expect(await requestPasswordReset('a@example.com')).toEqual(
      refused(undefined, { email: ['too_many_requests'] }),
    );
    expect(
      await requestTransfer(createQueryClient(), { email: 'b@example.com', claimId: 1, widgetId: null }),
    ).toEqual(refused('too_many_requests'));
    expect(await requestEmailChange(1, { email: 'b@example.com', password: 'x' })).toEqual(
      refused(undefined, { email: ['too_many_requests'] }),
    );
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a failed-sign-in 429 stays too_many_attempts', async () => {
    fetchMock.mockImplementation(async () => json(429, { message: 'too_many_attempts' }));
    expect(await login({ email: 'a@example.com', password: 'x' })).toEqual(refused('too_many_attempts'));
  });
});

describe('POST /login answered 422', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is 'review_credentials' (SPEC §8 'Please review your credentials again'), not the failed-request dialog", async () => {
    const onFailure = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(422, { errors: { password: ['too_long'] } })),
    );
    setApiHandlers({ onFailure });
    expect(await login({ email: 'a@example.com', password: 'x' })).toEqual(
      refused('review_credentials', { password: ['too_long'] }),
    );
    expect(onFailure).not.toHaveBeenCalled();
  });
});
