import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../testing/api-fetch';
import { apiClientArgs, pendingRequests, readCookie } from './request';
import { createApiClient } from './client';

describe('pendingRequests (the loading indicator, SPEC §2)', () => {
  let fetchApi: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    fetchApi = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts calls in flight, answered or failed, and tells subscribers after the current task', async () => {
    const client = createApiClient({ baseUrl: '', language: () => 'en_GB', csrfToken: () => '' });
    const listener = vi.fn();
    const unsubscribe = pendingRequests.subscribe(listener);
    let answer!: (res: Response) => void;
    fetchApi.fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const call = client.settings.menu();
    await vi.waitFor(() => expect(fetchApi.fetchMock).toHaveBeenCalled());
    expect(pendingRequests.pending()).toBe(1);
    await Promise.resolve();
    expect(listener).toHaveBeenCalled();
    answer(json(200, []));
    await call;
    expect(pendingRequests.pending()).toBe(0);
    fetchApi.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.settings.menu()).rejects.toThrow();
    expect(pendingRequests.pending()).toBe(0);
    const calls = listener.mock.calls.length;
    unsubscribe();
    await client.settings.menu().catch(() => {});
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('shapes every request: base URL, X-Requested-With, CSRF token, Accept-Language, same-origin cookies', () => {
    const args = apiClientArgs({ baseUrl: '/kunden', language: () => 'de_DE', csrfToken: () => 'tok' });
    expect(args.baseUrl).toBe('/kunden');
    expect(args.credentials).toBe('same-origin');
    expect(args.validateResponse).toBe(false);
    const headers = Object.fromEntries(
      Object.entries(args.baseHeaders).map(([k, v]) => [k, typeof v === 'function' ? v() : v]),
    );
    expect(headers).toEqual({
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': 'tok',
      'accept-language': 'de-DE',
    });
  });
});

describe('readCookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads one cookie by its whole name, decoded', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('a=1; lang=de%20DE; xlang=no');
    expect(readCookie('lang')).toBe('de DE');
    expect(readCookie('a')).toBe('1');
    expect(readCookie('ang')).toBe('');
  });

  it('is empty outside a browser', () => {
    vi.stubGlobal('document', undefined);
    expect(readCookie('lang')).toBe('');
    vi.unstubAllGlobals();
  });
});
