import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { expect, vi } from 'vitest';

/** A JSON answer for a mocked fetch. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A request the data layer sent through the stubbed fetch. */
export type SentRequest = { url: string; method: string; headers: Headers; body: unknown };

/**
 * Replaces the global fetch (undo with `vi.unstubAllGlobals()`): `answer` sets what every call
 * gets, `sent(i)` reads the i-th request as the server would see it (JSON bodies parsed).
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
    fetchMock.mockImplementation(async () => json(status, body, headers));
  };
  const sent = (i = 0): SentRequest => {
    const call = fetchMock.mock.calls[i];
    if (!call) throw new Error(`no request #${i} was sent`);
    const [input, init] = call;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    return {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers as HeadersInit),
      body: text === undefined ? init?.body : (JSON.parse(text) as unknown),
    };
  };
  return { fetchMock, answer, sent };
}

/** What an answer outside the expected ones throws: `<METHOD> /<path…> answered <status>` (src/api/answer.ts). */
export async function expectUnexpected(call: Promise<unknown>, method: string, status: number) {
  await expect(call).rejects.toMatchObject({
    name: 'UnexpectedAnswer',
    status,
    message: expect.stringMatching(new RegExp(`^${method} /\\S.* answered ${status}$`)),
  });
}

/**
 * What a src/api call answers for a refused request (src/api/answer.ts): the answer's field
 * errors (none unless given) and its message code.
 */
export const refused = (message?: string, errors: Record<string, string[]> = {}) => ({
  ok: false,
  refused: { errors, message },
});

/**
 * A query client whose cache holds `keys` as loaded, to see which of them a call marks for
 * loading again (`stale`) and what it holds (`data`).
 */
export async function cacheWith(...keys: QueryKey[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const queryKey of keys) await client.prefetchQuery({ queryKey, queryFn: () => 'loaded' });
  return {
    client,
    stale: (key: QueryKey) => client.getQueryState(key)?.isInvalidated === true,
    data: (key: QueryKey) => client.getQueryData(key),
  };
}
