import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { checkSession, linkSignIn, login, logout } from '../../src/api/auth';
import { refused } from '../../src/testing/api-fetch';
import { setApiHandlers } from '../../src/api/client';
import { markAllNotificationsRead } from '../../src/api/notifications';
import { apiHeaders, interaction, jsonHeaders, loginBody, newPact, spaDataLayer, state } from './pact';

const { nullValue, string } = MatchersV3;

/** The demo customer of `npm start` (server/seed/demo/users.ts), so a demo server passes without states. */
const DEMO = { email: 'demo@example.com', password: 'Demo1234', language: 'en_GB' } as const;
const LOCKED = { email: 'locked@example.com', password: 'Locked1234', language: 'en_GB' } as const;
const signedIn = { email: DEMO.email, password: DEMO.password };

const loginResponse = (email: string) => loginBody({ email, language: DEMO.language });

const pact = newPact();

describe('POST /login', () => {
  it('signs in with e-mail and password', () =>
    interaction(pact, state('a user exists', DEMO))
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/login', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: DEMO.email, password: DEMO.password }),
      )
      .willRespondWith(200, (res) => res.jsonBody(loginResponse(DEMO.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await login({ email: DEMO.email, password: DEMO.password });
        expect(result.ok).toBe(true);
        if (!result.ok || !('session' in result.value)) return;
        const { session } = result.value;
        expect(session.user).toMatchObject({
          email: DEMO.email,
          first_name: 'Maria',
          last_name: 'Muster',
        });
        expect(session.language).toBe(DEMO.language);
        expect(session.permissions.admin).toBe(false);
      }));

  it('refuses a wrong password', () =>
    interaction(pact, state('a user exists', DEMO))
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/login', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: DEMO.email, password: 'Wrong1234' }),
      )
      .willRespondWith(401, (res) => res.jsonBody({ message: 'wrong_credentials' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await login({ email: DEMO.email, password: 'Wrong1234' })).toEqual(
          refused('wrong_credentials'),
        );
      }));

  it('refuses a locked account, even with the right password', () =>
    interaction(pact, state('a user exists', LOCKED), state('the account is locked', { email: LOCKED.email }))
      .uponReceiving('a login to a locked account')
      .withRequest('POST', '/login', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: LOCKED.email, password: LOCKED.password }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_attempts' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await login(LOCKED)).toEqual(refused('too_many_attempts'));
      }));

  it('refuses an empty body when no link session exists', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a link login (empty body) without a session')
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(401, (res) => res.jsonBody({ message: 'unauthenticated' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await linkSignIn()).toEqual(refused('link_expired'));
      }));

  it('finishes a link login (empty body) for the session the link set', () =>
    interaction(pact, state('a user exists', DEMO), state('the user is signed in', signedIn))
      .uponReceiving('a link login (empty body) with a session')
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(200, (res) => res.jsonBody(loginResponse(DEMO.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await linkSignIn();
        expect(result.ok && 'session' in result.value && result.value.session.user.email).toBe(DEMO.email);
      }));
});

describe('POST /login: limits and the mailed link', () => {
  const TWO_FACTOR = {
    email: 'twofactor@example.com',
    password: 'Twofa1234',
    language: 'de_DE',
    two_factor: true,
  } as const;
  const LINK = { email: 'linked@example.com', password: 'Linked1234', language: 'en_GB' } as const;
  const TOKEN = 'pact-link-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  const REQUESTER = 'pact-requester-aaaaaaaaaaaaaaaaaaaaaaaaaaaa';
  /** The link `email` asked for (here when `here`), opened in the verifier's browser. */
  const linkOpened = (email: string, here: boolean) =>
    [
      state('a sign-in link is pending', { email, token: TOKEN, ...(here ? { requester: REQUESTER } : {}) }),
      state('the sign-in link was opened', { token: TOKEN, ...(here ? { requester: REQUESTER } : {}) }),
    ] as const;

  it("answers 429 too_many_attempts once this client's failed sign-ins are used up, whatever the password", () =>
    interaction(pact, state('a user exists', DEMO), state("the client's failed sign-ins are used up", {}))
      .uponReceiving('a login from a client over its failed sign-in limit')
      .withRequest('POST', '/login', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: DEMO.email, password: DEMO.password }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_attempts' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await login(signedIn)).toEqual(refused('too_many_attempts'));
      }));

  it("a two-factor account's link answers 202 with the token (the code is mailed)", () =>
    interaction(pact, state('a user exists', TWO_FACTOR), ...linkOpened(TWO_FACTOR.email, true))
      .uponReceiving("a link login (empty body) of a two-factor account's link")
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(202, (res) => res.jsonBody({ two_factor_token: string(TOKEN) }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await linkSignIn()).toEqual({ ok: true, value: { twoFactorToken: TOKEN } });
      }));

  it('a link asked for in another browser answers 409 confirm_link and is kept', () =>
    interaction(pact, state('a user exists', LINK), ...linkOpened(LINK.email, false))
      .uponReceiving('a link login (empty body) of a link asked for elsewhere')
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(409, (res) => res.jsonBody({ message: 'confirm_link' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await linkSignIn()).toEqual(refused('confirm_link'));
      }));

  it('the confirmed link signs in', () =>
    interaction(pact, state('a user exists', LINK), ...linkOpened(LINK.email, false))
      .uponReceiving('a confirmed link login of a link asked for elsewhere')
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({ confirm: true }))
      .willRespondWith(200, (res) => res.jsonBody(loginResponse(LINK.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await linkSignIn(true);
        expect(result.ok && 'session' in result.value && result.value.session.user.email).toBe(LINK.email);
      }));

  it("another account's link in a signed-in browser answers 409 confirm_switch", () =>
    interaction(
      pact,
      state('a user exists', DEMO),
      state('a user exists', LINK),
      state('the user is signed in', signedIn),
      ...linkOpened(LINK.email, true),
    )
      .uponReceiving("a link login (empty body) of another account's link while signed in")
      .withRequest('POST', '/login', (req) => req.headers(jsonHeaders).jsonBody({}))
      .willRespondWith(409, (res) => res.jsonBody({ message: 'confirm_switch' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await linkSignIn()).toEqual(refused('confirm_switch'));
      }));
});

describe('GET /login_check', () => {
  it('returns the session of a signed-in user', () =>
    interaction(pact, state('a user exists', DEMO), state('the user is signed in', signedIn))
      .uponReceiving('a login check while signed in')
      .withRequest('GET', '/login_check', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(loginResponse(DEMO.email)))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const session = await checkSession();
        expect(session?.user.email).toBe(DEMO.email);
      }));

  it('returns a user without salutation as null (the SPA data layer reads it)', () =>
    interaction(
      pact,
      state('a user exists', { ...DEMO, salutation: null }),
      state('the user is signed in', signedIn),
    )
      .uponReceiving('a login check of a user without salutation')
      .withRequest('GET', '/login_check', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) =>
        res.jsonBody(loginBody({ email: DEMO.email, language: DEMO.language, salutation: null })),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        const session = await checkSession();
        expect(session?.user).toMatchObject({ email: DEMO.email, salutation: null, language: DEMO.language });
      }));

  it('returns null for an anonymous visitor', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a login check while anonymous')
      .withRequest('GET', '/login_check', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody(nullValue()))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await checkSession()).toBeNull();
      }));
});

describe('POST /logout', () => {
  it('ends the session', () =>
    interaction(pact, state('a user exists', DEMO), state('the user is signed in', signedIn))
      .uponReceiving('a logout while signed in')
      .withRequest('POST', '/logout', (req) => req.headers(apiHeaders))
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await expect(logout()).resolves.toBeUndefined();
      }));
});

describe('CSRF (SPEC §7)', () => {
  it('refuses an unsafe call with a stale token: 403 csrf_failed, and the SPA checks its session', () =>
    interaction(
      pact,
      state('a user exists', DEMO),
      state('the user is signed in', signedIn),
      state('the CSRF token is stale', {}),
    )
      .uponReceiving('an unsafe call with a CSRF token that is not the session’s')
      .withRequest('POST', '/notifications/mark_all_read', (req) => req.headers(apiHeaders))
      .willRespondWith(403, (res) => res.jsonBody({ message: 'csrf_failed' }))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        setApiHandlers({ onUnauthorized });
        spaDataLayer(server);
        await expect(markAllNotificationsRead()).rejects.toThrow('403');
        expect(onUnauthorized).toHaveBeenCalledOnce();
      }));
});
