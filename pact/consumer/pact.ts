import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes';
import type { V4UnconfiguredInteraction } from '@pact-foundation/pact/src/v4/http/types';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
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

const { boolean, integer, nullValue, regex, string } = MatchersV3;

/** The example CSRF token; the verifier replaces it with the real token of its session. */
export const TEST_CSRF_TOKEN = 'test-csrf-token';
export const TEST_LANGUAGE: Locale = 'de_DE';

export const newPact = () =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });

/** Points the SPA's own data layer (the src/api functions features call) at the mock server. */
export const spaDataLayer = (mockServer: { url: string }) =>
  configureApi({ baseUrl: mockServer.url, language: () => TEST_LANGUAGE, csrfToken: () => TEST_CSRF_TOKEN });

/**
 * Runs one of the SPA's query option factories (src/api `*Query`) as a feature's `useQuery` would:
 * through a query client with the portal's defaults. Gives what the feature's `data` would hold.
 */
export const runQuery = <T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K, never>,
): Promise<T> => createQueryClient().fetchQuery(options);

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

/** Headers every API call carries (SPEC §7). */
export const apiHeaders = {
  [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
  [CSRF_HEADER]: regex('^[A-Za-z0-9._~+/=-]{8,}$', TEST_CSRF_TOKEN),
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
