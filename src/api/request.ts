import { tsRestFetchApi, type ApiFetcherArgs, type ClientArgs } from '@ts-rest/core';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  HOST_COOKIE_PREFIX,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  toLanguageTag,
  type Locale,
} from '../../contract';

export type ApiEnv = {
  /** Origin + portal prefix, e.g. `http://localhost:3000/kunden`, or `/kunden` in the browser. */
  baseUrl: string;
  language: () => Locale;
  /** The CSRF token echoed from the readable cookie. */
  csrfToken: () => string;
  /** Told about every answer, e.g. to show the failed-request dialog. */
  onResponse?: (status: number, args: ApiFetcherArgs) => void;
};

/** Reads a cookie in the browser; '' elsewhere. */
export function readCookie(name: string): string {
  if (typeof document === 'undefined') return '';
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : '';
}

/** The CSRF token: `__Host-csrf_token` in production, `csrf_token` elsewhere (the prefixed one wins). */
export const browserCsrfToken = () =>
  readCookie(`${HOST_COOKIE_PREFIX}${CSRF_COOKIE}`) || readCookie(CSRF_COOKIE);

let inFlight = 0;
const inFlightListeners = new Set<() => void>();
const countRequest = (delta: number) => {
  inFlight += delta;
  // Told after the current task: a request can start while React renders.
  queueMicrotask(() => inFlightListeners.forEach((listener) => listener()));
};

/**
 * Requests in flight through any API client, whatever their method, also those the machines send
 * outside react-query (the loading indicator, SPEC §2).
 */
export const pendingRequests = {
  subscribe(listener: () => void) {
    inFlightListeners.add(listener);
    return () => void inFlightListeners.delete(listener);
  },
  pending: () => inFlight,
};

/** Runs one request, counted in `pendingRequests` until it is answered or fails. */
export async function counted<T>(send: () => Promise<T>): Promise<T> {
  countRequest(1);
  try {
    return await send();
  } finally {
    countRequest(-1);
  }
}

/**
 * The one place that shapes requests (SPEC §7): every call sends the CSRF header and
 * X-Requested-With, and Accept-Language follows the current language (read when it is sent).
 */
export const shapedHeaders = (env: ApiEnv) => ({
  [REQUESTED_WITH_HEADER]: () => REQUESTED_WITH_VALUE,
  [CSRF_HEADER]: () => env.csrfToken(),
  'accept-language': () => toLanguageTag(env.language()),
});

/** The shaped headers as they are sent now (for a request outside ts-rest). */
export const headersNow = (env: ApiEnv): Record<string, string> =>
  Object.fromEntries(Object.entries(shapedHeaders(env)).map(([name, value]) => [name, value()]));

/** The ts-rest client's arguments: the shaped headers, same-origin cookies, every call counted. */
export function apiClientArgs(env: ApiEnv) {
  return {
    baseUrl: env.baseUrl,
    baseHeaders: shapedHeaders(env),
    credentials: 'same-origin',
    validateResponse: false,
    api: (args: ApiFetcherArgs) =>
      counted(async () => {
        const res = await tsRestFetchApi(args);
        env.onResponse?.(res.status, args);
        return res;
      }),
  } satisfies ClientArgs;
}
