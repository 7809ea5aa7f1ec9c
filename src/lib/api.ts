import { QueryClient } from '@tanstack/react-query';
import type { ApiFetcherArgs, AppRoute } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contract } from '../../contract';
import { apiClientArgs, browserCsrfToken } from './api-args';
import { currentLocale } from './i18n';
import { portalPrefix } from './prefix';

/** What the app does when a call fails; wired once at start (src/app). */
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

/** Calls that work without a session; a 401 from them is an answer, not an expired session. */
const sessionFree = new Set<AppRoute>(Object.values(contract.auth));

function report(status: number, args: ApiFetcherArgs) {
  if (status >= 500) handlers.onFailure();
  else if (status === 401 && !sessionFree.has(args.route)) handlers.onUnauthorized();
}

const isCsrfFailure = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { message?: unknown }).message === 'csrf_failed';

const shaped = apiClientArgs({
  baseUrl: portalPrefix(),
  language: currentLocale,
  csrfToken: browserCsrfToken,
  onResponse: report,
});

/** The one API client (ts-rest + react-query v5). */
export const tsr = initTsrReactQuery(contract, {
  ...shaped,
  api: async (args: ApiFetcherArgs) => {
    try {
      const res = await shaped.api(args);
      // An expired session shows up on unsafe calls as a refused CSRF token: check the session too.
      if (res.status === 403 && isCsrfFailure(res.body) && !sessionFree.has(args.route))
        handlers.onUnauthorized();
      return res;
    } catch (error) {
      // No answer at all (offline, connection reset): the same dialog as a 5xx.
      if (!args.fetchOptions?.signal?.aborted) handlers.onFailure();
      throw error;
    }
  },
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
