import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
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
const sessionFree = (args: ApiFetcherArgs) => (args.route.metadata as RouteMetadata).access === 'public';

function report(status: number, args: ApiFetcherArgs) {
  if (status >= 500) handlers.onFailure();
  else if (status === 401 && !sessionFree(args)) handlers.onUnauthorized();
}

const isCsrfFailure = (body: unknown) =>
  (body as { message?: unknown } | null | undefined)?.message === 'csrf_failed';

/** A client of the whole contract for one environment (base URL, language, CSRF token). */
export function createApiClient(env: ApiEnv) {
  const shaped = apiClientArgs({
    ...env,
    onResponse: (status, args) => {
      report(status, args);
      env.onResponse?.(status, args);
    },
  });
  return initClient(contract, {
    ...shaped,
    api: async (args: ApiFetcherArgs) => {
      try {
        const res = await shaped.api(args);
        // An expired session shows up on unsafe calls as a refused CSRF token: check the session too.
        if (res.status === 403 && isCsrfFailure(res.body) && !sessionFree(args)) handlers.onUnauthorized();
        return res;
      } catch (error) {
        // No answer at all (offline, connection reset): the same dialog as a 5xx.
        // Stryker disable next-line OptionalChaining: ts-rest always passes a fetchOptions object (possibly without a signal)
        const signal = args.fetchOptions?.signal;
        if (!signal?.aborted) handlers.onFailure();
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

/** The environment of `api()`, for the few calls outside ts-rest (uploads with progress). */
export const apiEnv = (): ApiEnv => (currentEnv ??= browserEnv());

/** Reports an answer of a call outside ts-rest like the client's own (5xx dialog, expired session). */
export const reportAnswer = (status: number) => {
  if (status >= 500) handlers.onFailure();
  else if (status === 401) handlers.onUnauthorized();
};

/** Points every src/api function at another server (e.g. a pact mock server: `{ baseUrl: mock.url }`). */
export function configureApi(env: Partial<ApiEnv>) {
  currentEnv = { ...browserEnv(), ...env };
  current = createApiClient(currentEnv);
}
