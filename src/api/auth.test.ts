import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { LoginResponse } from '../../contract';
import { expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { ANNA } from '../testing/signed-in';
import {
  checkSession,
  linkSignIn,
  login,
  logout,
  requestLoginLink,
  requestPasswordReset,
  submitActivation,
  submitReset,
  verifyCode,
} from './auth';

/** A LoginResponse (contract/auth.ts): the user, the session's language and permissions. */
const SESSION: LoginResponse = {
  user: ANNA,
  language: 'en_GB',
  permissions: { admin: false },
};
const PASSWORD = { password: 'Secret123', password_confirmation: 'Secret123' };
const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

describe('the sign-in calls (contract/auth.ts)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    api = stubFetch();
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('GET /login_check', () => {
    it('gives the session, or null when nobody is signed in', async () => {
      api.answer(200, SESSION);
      expect(await checkSession()).toEqual(SESSION);
      expect(api.sent()).toMatchObject({ url: '/login_check', method: 'GET' });
      api.answer(200, null);
      expect(await checkSession()).toBeNull();
      api.answer(503, { message: 'server_error' });
      await expectUnexpected(checkSession(), 'GET', 503);
    });
  });

  describe('POST /login with e-mail and password', () => {
    const input = { email: 'anna@example.com', password: 'Secret123' };

    it('sends both and gives the session of a 200', async () => {
      api.answer(200, SESSION);
      expect(await login(input)).toEqual({ ok: true, value: { session: SESSION } });
      expect(api.sent()).toMatchObject({ url: '/login', method: 'POST', body: input });
    });

    it('gives the two-factor token of a 202 (a code was mailed)', async () => {
      api.answer(202, { two_factor_token: 'tok-1' });
      expect(await login(input)).toEqual({ ok: true, value: { twoFactorToken: 'tok-1' } });
    });

    it('maps 401 to wrong_credentials and 422 to review_credentials (SPEC §8)', async () => {
      api.answer(401, { message: 'wrong_credentials' });
      expect(await login(input)).toEqual(refused('wrong_credentials'));
      api.answer(422, invalid({ email: ['invalid_email'] }));
      expect(await login(input)).toEqual(refused('review_credentials', { email: ['invalid_email'] }));
    });

    it('is unexpected on an answer the contract gives no meaning here (403)', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(login(input), 'POST', 403);
    });
  });

  describe('POST /two_factor_auth/{token}', () => {
    it('sends the code to the token and gives the session of a 200', async () => {
      api.answer(200, SESSION);
      expect(await verifyCode({ token: 'tok-1', code: '123456' })).toEqual({ ok: true, value: SESSION });
      expect(api.sent()).toMatchObject({
        url: '/two_factor_auth/tok-1',
        method: 'POST',
        body: { code: '123456' },
      });
    });

    it('maps 401 and 422 to wrong_code, 410 to link_expired', async () => {
      api.answer(401, { message: 'wrong_code' });
      expect(await verifyCode({ token: 't', code: '000000' })).toEqual(refused('wrong_code'));
      api.answer(422, invalid({ code: ['invalid_value'] }));
      expect(await verifyCode({ token: 't', code: 'x' })).toEqual(
        refused('wrong_code', { code: ['invalid_value'] }),
      );
      api.answer(410, { message: 'link_expired' });
      expect(await verifyCode({ token: 't', code: '000000' })).toEqual(refused('link_expired'));
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(verifyCode({ token: 't', code: '000000' }), 'POST', 403);
    });
  });

  describe('POST /logout', () => {
    it('posts and resolves on 200, throws on anything else', async () => {
      api.answer(200, { success: true });
      await expect(logout()).resolves.toBeUndefined();
      expect(api.sent()).toMatchObject({ url: '/logout', method: 'POST' });
      api.answer(403, { message: 'csrf_failed' });
      await expectUnexpected(logout(), 'POST', 403);
    });
  });

  describe('POST /login with an empty body (the mailed link)', () => {
    it('sends {} first and {confirm: true} after the question', async () => {
      api.answer(200, SESSION);
      expect(await linkSignIn()).toEqual({ ok: true, value: { session: SESSION } });
      expect(api.sent(0)).toMatchObject({ url: '/login', method: 'POST', body: {} });
      await linkSignIn(true);
      expect(api.sent(1).body).toEqual({ confirm: true });
    });

    it('gives the two-factor token of a 202', async () => {
      api.answer(202, { two_factor_token: 'tok-2' });
      expect(await linkSignIn()).toEqual({ ok: true, value: { twoFactorToken: 'tok-2' } });
    });

    it('asks confirm_switch or confirm_link on a 409 (LINK_CONFIRMATIONS)', async () => {
      api.answer(409, { message: 'confirm_switch' });
      expect(await linkSignIn()).toEqual(refused('confirm_switch'));
      api.answer(409, { message: 'confirm_link' });
      expect(await linkSignIn()).toEqual(refused('confirm_link'));
    });

    it('is expired on 401 and 410, refused with too_many_requests on 429', async () => {
      api.answer(401, { message: 'link_expired' });
      expect(await linkSignIn()).toEqual(refused('link_expired'));
      api.answer(410, { message: 'link_expired' });
      expect(await linkSignIn()).toEqual(refused('link_expired'));
      api.answer(429, { message: 'too_many_requests' });
      expect(await linkSignIn()).toEqual(refused('too_many_requests'));
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(linkSignIn(), 'POST', 403);
    });
  });

  describe('POST /password_reset/{id}/{code}', () => {
    it('sends the new password to the link and is saved without a session on 200', async () => {
      api.answer(200, { success: true });
      expect(await submitReset('7', 'code-1', PASSWORD)).toEqual({ ok: true, value: null });
      expect(api.sent()).toMatchObject({ url: '/password_reset/7/code-1', method: 'POST', body: PASSWORD });
    });

    it('gives the field errors of a 422, expired on 404 and 410', async () => {
      api.answer(422, invalid({ password: ['password_too_short'] }));
      expect(await submitReset('7', 'c', PASSWORD)).toEqual(
        refused('validation_failed', { password: ['password_too_short'] }),
      );
      for (const status of [404, 410]) {
        api.answer(status, { message: 'link_expired' });
        expect(await submitReset('7', 'c', PASSWORD)).toEqual(refused('link_expired'));
      }
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(submitReset('7', 'c', PASSWORD), 'POST', 403);
    });
  });

  describe('POST /activate/{activation_code}', () => {
    it('sends the password with user and redirect, and signs in with the 200 session', async () => {
      api.answer(200, SESSION);
      expect(await submitActivation('act-1', PASSWORD, { user: 'anna', redirect: '/overview' })).toEqual({
        ok: true,
        value: SESSION,
      });
      expect(api.sent()).toMatchObject({
        url: '/activate/act-1',
        method: 'POST',
        body: { ...PASSWORD, user: 'anna', redirect: '/overview' },
      });
      await submitActivation('act-1', PASSWORD);
      expect(api.sent(1).body).toEqual(PASSWORD);
    });

    it('gives the field errors of a 422, expired on 404 and 410', async () => {
      api.answer(422, invalid({ password: ['password_too_short'] }));
      expect(await submitActivation('a', PASSWORD)).toEqual(
        refused('validation_failed', { password: ['password_too_short'] }),
      );
      for (const status of [404, 410]) {
        api.answer(status, { message: 'link_expired' });
        expect(await submitActivation('a', PASSWORD)).toEqual(refused('link_expired'));
      }
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(submitActivation('a', PASSWORD), 'POST', 403);
    });
  });

  describe('POST /login/email', () => {
    it('sends the address, with the redirect only when there is one', async () => {
      api.answer(200, { success: true });
      expect(await requestLoginLink('anna@example.com')).toEqual({ ok: true, value: null });
      expect(api.sent(0)).toMatchObject({
        url: '/login/email',
        method: 'POST',
        body: { email: 'anna@example.com' },
      });
      expect(api.sent(0).body).toEqual({ email: 'anna@example.com' });
      await requestLoginLink('anna@example.com', '/faq');
      expect(api.sent(1).body).toEqual({ email: 'anna@example.com', redirect: '/faq' });
    });

    it('gives the field errors of a 422', async () => {
      api.answer(422, invalid({ email: ['invalid_email'] }));
      expect(await requestLoginLink('x')).toEqual(refused('validation_failed', { email: ['invalid_email'] }));
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(requestLoginLink('anna@example.com'), 'POST', 403);
    });
  });

  describe('POST /password_reset', () => {
    it('sends the address and the browser language', async () => {
      api.answer(200, { success: true });
      expect(await requestPasswordReset('anna@example.com')).toEqual({ ok: true, value: null });
      expect(api.sent()).toMatchObject({
        url: '/password_reset',
        method: 'POST',
        body: { email: 'anna@example.com', browser_lang: 'en_GB' },
      });
    });

    it('gives the field errors of a 422', async () => {
      api.answer(422, invalid({ email: ['invalid_email'] }));
      expect(await requestPasswordReset('x')).toEqual(
        refused('validation_failed', { email: ['invalid_email'] }),
      );
    });

    it('is unexpected on any other answer', async () => {
      api.answer(403, { message: 'forbidden' });
      await expectUnexpected(requestPasswordReset('anna@example.com'), 'POST', 403);
    });
  });
});
