import { MatchersV3 } from '@pact-foundation/pact';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  requestLoginLink,
  requestPasswordReset,
  submitActivation,
  submitReset,
  verifyCode,
} from '../../src/api/auth';
import { initI18n } from '../../src/lib/i18n';
import { refused } from '../../src/testing/api-fetch';
import { interaction, jsonHeaders, loginBody, newPact, spaDataLayer, state, TEST_LANGUAGE } from './pact';

const { string } = MatchersV3;

/** Accounts and raw tokens of the provider states (pact/states.ts); tokens are examples, 43 URL-safe chars. */
const TWO_FACTOR = {
  email: 'twofactor@example.com',
  password: 'Twofa1234',
  language: 'de_DE',
  two_factor: true,
} as const;
const RESET = { email: 'reset@example.com', password: 'Reset1234', language: 'en_GB' } as const;
const TOKEN = 'pact-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const RESET_ID = 4242;

const loginResponse = (email: string, language: 'de_DE' | 'en_GB') => loginBody({ email, language });
/** A just-activated account has no salutation yet ('an activation link exists'). */
const activatedResponse = (email: string, language: 'fr_FR') =>
  loginBody({ email, language, salutation: null });

const pact = newPact();
// The reset request sends the page's language (browser_lang): the SPA's i18n runs here too.
beforeAll(() => initI18n(TEST_LANGUAGE));

describe('two-factor sign-in', () => {
  it('POST /login answers 202 with the two-factor token when the account has two-factor on', () =>
    interaction(pact, state('a user exists', TWO_FACTOR))
      .uponReceiving('a login with the right password to a two-factor account')
      .withRequest('POST', '/login', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: TWO_FACTOR.email, password: TWO_FACTOR.password }),
      )
      .willRespondWith(202, (res) => res.jsonBody({ two_factor_token: string(TOKEN) }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await login(TWO_FACTOR)).toEqual({ ok: true, value: { twoFactorToken: TOKEN } });
      }));

  const pending = (expired = false) =>
    [
      state('a user exists', TWO_FACTOR),
      state('a two-factor sign-in is pending', {
        email: TWO_FACTOR.email,
        token: TOKEN,
        code: '123456',
        expired,
      }),
    ] as const;

  it('POST /two_factor_auth/{token} with the mailed code signs in', () =>
    interaction(pact, ...pending())
      .uponReceiving('the right two-factor code')
      .withRequest('POST', `/two_factor_auth/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ code: '123456' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(loginResponse(TWO_FACTOR.email, 'de_DE')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await verifyCode({ token: TOKEN, code: '123456' });
        expect(result.ok && result.value.language).toBe('de_DE');
      }));

  it('POST /two_factor_auth/{token} with a wrong code answers 401 wrong_code', () =>
    interaction(pact, ...pending())
      .uponReceiving('a wrong two-factor code')
      .withRequest('POST', `/two_factor_auth/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ code: '654321' }),
      )
      .willRespondWith(401, (res) => res.jsonBody({ message: 'wrong_code' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await verifyCode({ token: TOKEN, code: '654321' })).toEqual(refused('wrong_code'));
      }));

  it('POST /two_factor_auth/{token} with a code that is not six digits answers 422 on the code field', () =>
    interaction(pact, ...pending())
      .uponReceiving('a two-factor code that is not six digits')
      .withRequest('POST', `/two_factor_auth/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ code: '12ab' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: string('validation_failed'), errors: { code: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await verifyCode({ token: TOKEN, code: '12ab' })).toEqual(
          refused('wrong_code', { code: ['invalid_value'] }),
        );
      }));

  it('POST /two_factor_auth/{token} after 10 minutes answers 410 link_expired', () =>
    interaction(pact, ...pending(true))
      .uponReceiving('a two-factor code after the step expired')
      .withRequest('POST', `/two_factor_auth/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ code: '123456' }),
      )
      .willRespondWith(410, (res) => res.jsonBody({ message: 'link_expired' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await verifyCode({ token: TOKEN, code: '123456' })).toEqual(refused('link_expired'));
      }));
});

describe('POST /login/email', () => {
  it('mails a sign-in link (same answer for any address)', () =>
    interaction(pact, state('a user exists', RESET))
      .uponReceiving('a request for a sign-in link with a redirect')
      .withRequest('POST', '/login/email', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: RESET.email, redirect: '/faq' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestLoginLink(RESET.email, '/faq')).toEqual({ ok: true, value: null });
      }));

  it('refuses a redirect that leaves the origin with 422 on the redirect field', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a request for a sign-in link with a foreign redirect')
      .withRequest('POST', '/login/email', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: RESET.email, redirect: '//evil.example' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: string('validation_failed'), errors: { redirect: ['invalid_value'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await requestLoginLink(RESET.email, '//evil.example')).toEqual(
          refused('validation_failed', { redirect: ['invalid_value'] }),
        );
      }));
});

describe('mail limits (429 too_many_requests)', () => {
  const usedUp = (action: 'login_link' | 'password_reset', email: string) =>
    state('the mails of an action to an address are used up', { action, email });
  /** The form shows the limit at the e-mail field. */
  const limited = (result: unknown) =>
    expect(result).toEqual(refused(undefined, { email: ['too_many_requests'] }));
  const LIMITED_LINK = {
    email: 'limited-link@example.com',
    password: 'Limited1234',
    language: 'en_GB',
  } as const;

  it('POST /login/email answers 429 once the sign-in links to an address are used up', () =>
    interaction(pact, state('a user exists', LIMITED_LINK), usedUp('login_link', LIMITED_LINK.email))
      .uponReceiving('a sign-in link request over the mail limit')
      .withRequest('POST', '/login/email', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: LIMITED_LINK.email }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        limited(await requestLoginLink(LIMITED_LINK.email));
      }));

  it('POST /login/email answers 429 once the activation links to an address are used up', () =>
    interaction(
      pact,
      state('an activation link exists', {
        email: 'limited-inactive@example.com',
        language: 'en_GB',
        code: TOKEN,
      }),
      usedUp('login_link', 'limited-inactive@example.com'),
    )
      .uponReceiving('an activation link request over the mail limit')
      .withRequest('POST', '/login/email', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'limited-inactive@example.com' }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        limited(await requestLoginLink('limited-inactive@example.com'));
      }));

  it('POST /password_reset answers 429 once the reset links to an address are used up', () =>
    interaction(pact, state('nobody is signed in', {}), usedUp('password_reset', 'limited-reset@example.com'))
      .uponReceiving('a password reset request over the mail limit')
      .withRequest('POST', '/password_reset', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'limited-reset@example.com', browser_lang: 'en_GB' }),
      )
      .willRespondWith(429, (res) => res.jsonBody({ message: 'too_many_requests' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await i18next.changeLanguage('en_GB');
        limited(await requestPasswordReset('limited-reset@example.com'));
      }));
});

describe('password reset', () => {
  it('POST /password_reset answers the same whether or not the address exists', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a password reset request for an unknown address')
      .withRequest('POST', '/password_reset', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'nobody@example.com', browser_lang: 'de_DE' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        await i18next.changeLanguage('de_DE');
        expect(await requestPasswordReset('nobody@example.com')).toEqual({ ok: true, value: null });
      }));

  it('POST /password_reset answers 422 on the email field for an address that is not one', () =>
    interaction(pact, state('nobody is signed in', {}))
      .uponReceiving('a password reset request with a malformed address')
      .withRequest('POST', '/password_reset', (req) =>
        req.headers(jsonHeaders).jsonBody({ email: 'not-an-address', browser_lang: 'de_DE' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ message: string('validation_failed'), errors: { email: ['wrong_email'] } }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        await i18next.changeLanguage('de_DE');
        expect(await requestPasswordReset('not-an-address')).toEqual(
          refused('validation_failed', { email: ['wrong_email'] }),
        );
      }));

  const link = (expired = false) =>
    [
      state('a user exists', RESET),
      state('a password reset link exists', { email: RESET.email, id: RESET_ID, code: TOKEN, expired }),
    ] as const;
  const path = `/password_reset/${RESET_ID}/${TOKEN}`;
  const GOOD_RESET = { password: 'Newpass12', password_confirmation: 'Newpass12' };

  it('POST /password_reset/{id}/{code} sets the new password', () =>
    interaction(pact, ...link())
      .uponReceiving('a new password from a reset link')
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'Newpass12', password_confirmation: 'Newpass12' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ success: true }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await submitReset(String(RESET_ID), TOKEN, GOOD_RESET)).toEqual({ ok: true, value: null });
      }));

  it('POST /password_reset/{id}/{code} answers 422 with the SPEC §5 codes per field', () =>
    interaction(pact, ...link())
      .uponReceiving('a reset password that breaks the rules')
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'newpass', password_confirmation: 'newpas' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: string('validation_failed'),
          errors: {
            password: ['password_too_short', 'password_rules'],
            password_confirmation: ['passwords_not_identical'],
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(
          await submitReset(String(RESET_ID), TOKEN, {
            password: 'newpass',
            password_confirmation: 'newpas',
          }),
        ).toEqual(
          refused('validation_failed', {
            password: ['password_too_short', 'password_rules'],
            password_confirmation: ['passwords_not_identical'],
          }),
        );
      }));

  it('POST /password_reset/{id}/{code} answers 410 for an expired link', () =>
    interaction(pact, ...link(true))
      .uponReceiving('a new password from an expired reset link')
      .withRequest('POST', path, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'Newpass12', password_confirmation: 'Newpass12' }),
      )
      .willRespondWith(410, (res) => res.jsonBody({ message: 'link_expired' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await submitReset(String(RESET_ID), TOKEN, GOOD_RESET)).toEqual(refused('link_expired'));
      }));
});

describe('POST /activate/{activation_code}', () => {
  const NEW = { email: 'newcomer@example.com', language: 'fr_FR', code: TOKEN } as const;
  const WELCOME = { password: 'Bienvenue1', password_confirmation: 'Bienvenue1' };

  it('sets the first password and signs in', () =>
    interaction(pact, state('an activation link exists', NEW))
      .uponReceiving('an activation with a good password')
      .withRequest('POST', `/activate/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'Bienvenue1', password_confirmation: 'Bienvenue1' }),
      )
      .willRespondWith(200, (res) => res.jsonBody(activatedResponse(NEW.email, 'fr_FR')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await submitActivation(TOKEN, WELCOME);
        expect(result.ok && result.value.user).toMatchObject({
          email: NEW.email,
          salutation: null,
        });
      }));

  it('answers 422 with the SPEC §5 codes per field for a password that breaks the rules', () =>
    interaction(pact, state('an activation link exists', NEW))
      .uponReceiving('an activation with a password that breaks the rules')
      .withRequest('POST', `/activate/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'bienvenue', password_confirmation: 'bienvenu' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({
          message: string('validation_failed'),
          errors: {
            password: ['password_rules'],
            password_confirmation: ['passwords_not_identical'],
          },
        }),
      )
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(
          await submitActivation(TOKEN, { password: 'bienvenue', password_confirmation: 'bienvenu' }),
        ).toEqual(
          refused('validation_failed', {
            password: ['password_rules'],
            password_confirmation: ['passwords_not_identical'],
          }),
        );
      }));

  it("sets the first password with the link's user and redirect (SPEC §7) and signs in", () =>
    interaction(pact, state('an activation link exists', NEW))
      .uponReceiving("an activation naming the link's user and a redirect")
      .withRequest('POST', `/activate/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({
          password: 'Bienvenue1',
          password_confirmation: 'Bienvenue1',
          user: NEW.email,
          redirect: '/faq',
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(activatedResponse(NEW.email, 'fr_FR')))
      .executeTest(async (server) => {
        spaDataLayer(server);
        const result = await submitActivation(TOKEN, WELCOME, { user: NEW.email, redirect: '/faq' });
        expect(result.ok && result.value.user).toMatchObject({
          email: NEW.email,
          salutation: null,
        });
      }));

  it("answers 404 when `user` is not the link's account (the link stays unused)", () =>
    interaction(pact, state('an activation link exists', NEW))
      .uponReceiving('an activation naming another user')
      .withRequest('POST', `/activate/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({
          password: 'Bienvenue1',
          password_confirmation: 'Bienvenue1',
          user: 'someone-else@example.com',
        }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: 'not_found' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        // The page shows the link as no longer valid.
        expect(await submitActivation(TOKEN, WELCOME, { user: 'someone-else@example.com' })).toEqual(
          refused('link_expired'),
        );
      }));

  it('answers 410 for an expired activation code', () =>
    interaction(pact, state('an activation link exists', { ...NEW, expired: true }))
      .uponReceiving('an activation after the code expired')
      .withRequest('POST', `/activate/${TOKEN}`, (req) =>
        req.headers(jsonHeaders).jsonBody({ password: 'Bienvenue1', password_confirmation: 'Bienvenue1' }),
      )
      .willRespondWith(410, (res) => res.jsonBody({ message: 'link_expired' }))
      .executeTest(async (server) => {
        spaDataLayer(server);
        expect(await submitActivation(TOKEN, WELCOME)).toEqual(refused('link_expired'));
      }));
});
