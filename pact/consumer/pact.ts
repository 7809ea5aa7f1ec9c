/**
 * How to write an interaction (read before adding one):
 *
 * - Drive the SPA's own data layer: `spaDataLayer(server)`, then call the `src/api` function or
 *   `runQuery(…Query())` a feature calls, and assert what it gives the feature.
 * - Headers: `apiHeaders` / `jsonHeaders`. They carry the session cookie and the CSRF token as
 *   provider-state values (`fromProviderState('${cookie}')`, `'${csrfToken}'`): every verifier
 *   injects its own session's, so nothing here depends on a fixed session.
 * - Record ids: a new state creates its record with an id the provider picks and answers it
 *   (pact/states.ts documents the key, pact/provider/states.ts returns it); the request names it
 *   with `fromProviderState`, the example being what the consumer test calls with (older states
 *   still take an `id` parameter: move them to this pattern when you touch them):
 *     state('the user has a notification', { email, priority, subject, read })   // no id
 *     .withRequest('POST', fromProviderState('/notifications/${notificationId}/mark_read',
 *       '/notifications/9102/mark_read'), …)
 *   Bodies match ids with `integer(…)`, never a literal.
 * - Answers: include every field the SPA reads (tests/guards/pact-read-fields.test.ts fails
 *   otherwise); a nullable field gets an interaction with a value, or a matcher, never a pinned null.
 */
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import type { V4UnconfiguredInteraction } from '@pact-foundation/pact/src/v4/http/types';
import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  InfiniteData,
  QueryKey,
} from '@tanstack/react-query';
import {
  CSRF_HEADER,
  LOCALES,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  type Locale,
  type User,
} from '../../contract';
import { configureApi } from '../../src/api/client';
import { createQueryClient } from '../../src/api/query-client';
import { CONSUMER, PACT_DIR, PROVIDER } from '../config';
import type { StateName, StateParams } from '../states';

const { boolean, fromProviderState, integer, nullValue, regex, string } = MatchersV3;

/** The example CSRF token; the verifier injects the real token of its session (`csrfToken`). */
export const TEST_CSRF_TOKEN = 'test-csrf-token';
/** The example cookies the browser sends; the verifier injects its session's (`cookie`). */
export const TEST_COOKIE = `sid=test-session; csrf_token=${TEST_CSRF_TOKEN}`;
export const TEST_LANGUAGE: Locale = 'de_DE';

export const newPact = () =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

const nodeFetch = globalThis.fetch;
/** The browser's cookie jar: in a browser every same-origin call carries the cookies; Node's fetch does not. */
const browserFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('cookie')) headers.set('cookie', TEST_COOKIE);
  return nodeFetch(input, { ...init, headers });
};

/** Points the SPA's own data layer (the src/api functions features call) at the mock server. */
export const spaDataLayer = (mockServer: { url: string }) => {
  globalThis.fetch = browserFetch;
  configureApi({ baseUrl: mockServer.url, language: () => TEST_LANGUAGE, csrfToken: () => TEST_CSRF_TOKEN });
};

/**
 * Runs one of the SPA's query option factories (src/api `*Query`) as a feature's `useQuery` would:
 * through a query client with the portal's defaults. Gives what the feature's `data` would hold.
 */
export const runQuery = <T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K, never>,
): Promise<T> => createQueryClient().fetchQuery(options);

/** Fetches an infinite query's first page through the SPA's query client. */
export const runInfiniteQuery = <T, K extends QueryKey, P>(
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): Promise<InfiniteData<T, P>> => createQueryClient().fetchInfiniteQuery(options);

export type GivenState = { name: StateName; params: JsonMap };

/** A named provider state with params typed by pact/states.ts. */
export const state = <N extends StateName>(name: N, params: StateParams<N>): GivenState => ({
  name,
  params: params as JsonMap,
});

/**
 * A new interaction in the given provider states (in order). At least one:
 * every interaction names its starting point, so verification is repeatable.
 */
export const interaction = (
  pact: PactV4,
  first: GivenState,
  ...more: GivenState[]
): V4UnconfiguredInteraction =>
  [first, ...more].reduce((i, s) => i.given(s.name, s.params), pact.addInteraction());

export const localeMatcher = (example: Locale) => regex(`^(${LOCALES.join('|')})$`, example);

/** What every SPA call carries, reads of a document's bytes too: the script marker and the cookies. */
export const sessionHeaders = {
  [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  cookie: fromProviderState('${cookie}', TEST_COOKIE),
};

/**
 * Headers every API call carries (SPEC §7). The session cookie and the CSRF token are values of the
 * verifier's own session: `fromProviderState` lets any Pact verifier inject the `cookie` and
 * `csrfToken` its state change call answered (pact/provider/state-server.ts).
 */
export const apiHeaders = {
  ...sessionHeaders,
  [CSRF_HEADER]: fromProviderState('${csrfToken}', TEST_CSRF_TOKEN),
  'accept-language': regex('^[a-z]{2}(-[A-Z]{2})?$', 'de-DE'),
};

/** Headers of a call with a JSON body. */
export const jsonHeaders = { ...apiHeaders, 'Content-Type': regex('^application/json', 'application/json') };

/**
 * What the SPA reads from a LoginResponse (SPEC §7): the user with salutation (the profile form)
 * and language, the session's language and the admin flag. The salutation follows the provider
 * state 'a user exists' (female unless it says null).
 */
export const loginBody = (u: {
  email: string;
  language: Locale;
  salutation?: User['salutation'];
  admin?: boolean;
}) => ({
  user: {
    id: integer(1),
    email: u.email,
    first_name: string('Maria'),
    last_name: string('Muster'),
    salutation: u.salutation === null ? nullValue() : regex('^(male|female)$', u.salutation ?? 'female'),
    language: localeMatcher(u.language),
    permissions: { admin: boolean(u.admin ?? false) },
  },
  language: localeMatcher(u.language),
  permissions: { admin: boolean(u.admin ?? false) },
});
