import type { FuzzRequest } from './fuzz-requests';

/**
 * Inputs the fuzz once found answering 5xx, writing on a 4xx or breaking the error body, replayed
 * first for their route on every run (route name → requests; `kind` and `method` default to
 * malformed and the route's own).
 */
export const FUZZ_REGRESSIONS: Record<string, Omit<FuzzRequest, 'kind' | 'method'>[]> = {
  // Router errors answered Fastify's own body (echoing the path, no message code) without the
  // security headers: a path parameter over 100 characters (414), a broken percent-encoding (400).
  'templates.remove': [{ path: `/templates/${'%C3%A9'.repeat(110)}` }, { path: '/templates/%c0' }],
  'auth.twoFactor': [{ path: `/two_factor_auth/${'a'.repeat(150)}`, body: { code: '123456' } }],
};
