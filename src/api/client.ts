import { initClient, type ApiFetcherArgs, type AppRoute } from '@ts-rest/core';
import { contract, type RouteMetadata } from '../../contract';
import { currentLocale } from '../lib/i18n';
import { portalPrefix } from '../lib/prefix';
import { apiClientArgs, browserCsrfToken, type ApiEnv } from './request';

/** What the app does when a call fails; wired once at start (src/main, the failed-request dialog). */
export type ApiHandlers = {
  /** A 5xx answer or no answer at all (network failure). */
  onFailure: () => void;
  /** A 401 on a call that needs a session. */
  onUnauthorized: () => void;
};

const handlers: ApiHandlers = { onFailure: () => {}, onUnauthorized: () => {} };

export function setApiHandlers(next: Partial<ApiHandlers>) {
  Object.assign(handlers, next);
}

/** Calls that work without a session (declared on the contract route): a 401 from them is an answer, not an expired session. */
const sessionFree = (route: AppRoute) => (route.metadata as RouteMetadata).access === 'public';

const isCsrfFailure = (body: unknown) =>
  (body as { message?: unknown } | null | undefined)?.message === 'csrf_failed';

/**
 * Tells the app about an answer of any call, through the client or a raw request: a 5xx shows
 * the failed-request dialog; a 401, or a refused CSRF token (how an expired session shows up on
 * unsafe calls), of a call that needs a session checks the session.
 */
export function reportAnswer(route: AppRoute, status: number, body: unknown) {
  if (status >= 500) handlers.onFailure();
  else if ((status === 401 || (status === 403 && isCsrfFailure(body))) && !sessionFree(route))
    handlers.onUnauthorized();
}

/** No answer at all (offline, connection reset): the same dialog as a 5xx, unless the caller cancelled. */
export function reportNoAnswer(signal: AbortSignal | null | undefined) {
  if (!signal?.aborted) handlers.onFailure();
}

/** A client of the whole contract for one environment (base URL, language, CSRF token). */
export function createApiClient(env: ApiEnv) {
  const shaped = apiClientArgs(env);
  return initClient(contract, {
    ...shaped,
    api: async (args: ApiFetcherArgs) => {
      try {
        const res = await shaped.api(args);
        reportAnswer(args.route, res.status, res.body);
        return res;
      } catch (error) {
        // Stryker disable next-line OptionalChaining: ts-rest always passes a fetchOptions object (possibly without a signal)
        reportNoAnswer(args.fetchOptions?.signal);
        throw error;
      }
    },
  });
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The browser's environment: same origin under the portal prefix, the current language, the CSRF cookie. */
const browserEnv = (): ApiEnv => ({
  baseUrl: portalPrefix(),
  language: currentLocale,
  csrfToken: browserCsrfToken,
});

let current: ApiClient | null = null;
let currentEnv: ApiEnv | null = null;

/** The client every src/api function calls (built for the browser on first use). */
export const api = (): ApiClient => (current ??= createApiClient(browserEnv()));

/** The environment of `api()`, for the requests outside ts-rest (src/api/raw-request.ts). */
export const apiEnv = (): ApiEnv => (currentEnv ??= browserEnv());

/** Points every src/api function at another server (e.g. a pact mock server: `{ baseUrl: mock.url }`). */
export function configureApi(env: Partial<ApiEnv>) {
  currentEnv = { ...browserEnv(), ...env };
  current = createApiClient(currentEnv);
}
