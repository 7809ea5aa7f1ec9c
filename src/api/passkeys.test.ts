import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import {
  browserHasPasskeys,
  enrolPasskey,
  listPasskeys,
  passkeyKeys,
  passkeyReauthAssertion,
  passkeyReauthOptions,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeysQuery,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
  verifyPasskeySignIn,
} from './passkeys';
import { createQueryClient } from './query-client';

const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

/** Bodies the SPA passes through as given (contract/passkeys.ts). */
const PASSKEY = { id: 4, name: 'Laptop', created_at: '2026-11-20T10:00:00+01:00', last_used_at: null };
const REG_OPTIONS = { challenge: 'c-1', rp: { name: 'Portal' } };
const AUTH_OPTIONS = { challenge: 'c-2' };
const CREDENTIAL = { id: 'cred-1', type: 'public-key' } as never;
const SESSION = { user: { id: 2 }, language: 'en_GB', permissions: { admin: false } };

/** A browser with WebAuthn: PublicKeyCredential and navigator.credentials.create. */
const withWebAuthn = () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('navigator', { ...navigator, credentials: { create: () => null, get: () => null } });
};

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startRegistration.mockReset();
  webauthn.startAuthentication.mockReset();
});

describe('browserHasPasskeys', () => {
  it('needs PublicKeyCredential and navigator.credentials.create', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(browserHasPasskeys()).toBe(false);
    withWebAuthn();
    expect(browserHasPasskeys()).toBe(true);
    vi.stubGlobal('navigator', { ...navigator, credentials: undefined });
    expect(browserHasPasskeys()).toBe(false);
    vi.stubGlobal('navigator', { ...navigator, credentials: { create: 'no' } });
    expect(browserHasPasskeys()).toBe(false);
  });

  it('is false without PublicKeyCredential even when navigator.credentials.create exists', () => {
    withWebAuthn();
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(browserHasPasskeys()).toBe(false);
  });

  it('is false outside a browser (no window)', () => {
    withWebAuthn();
    vi.stubGlobal('window', undefined);
    expect(browserHasPasskeys()).toBe(false);
  });
});

describe('the passkey calls (contract/passkeys.ts)', () => {
  it('GET /user/passkeys lists them under one key', async () => {
    expect(passkeyKeys.all).toEqual(['passkeys']);
    expect(passkeysQuery().queryKey).toEqual(['passkeys']);
    api.answer(200, [PASSKEY]);
    expect(await listPasskeys()).toEqual([PASSKEY]);
    expect(api.sent()).toMatchObject({ url: '/user/passkeys', method: 'GET' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(listPasskeys(), 'GET', 403);
  });

  it('POST /user/passkeys/options gives creation options', async () => {
    api.answer(200, REG_OPTIONS);
    expect(await passkeyRegistrationOptions()).toEqual(REG_OPTIONS);
    expect(api.sent()).toMatchObject({ url: '/user/passkeys/options', method: 'POST' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(passkeyRegistrationOptions(), 'POST', 403);
  });

  it("POST /user/passkeys sends name and credential; 410 and 422 give the server's message", async () => {
    api.answer(201, PASSKEY);
    expect(await registerPasskey('Laptop', CREDENTIAL)).toEqual({ ok: true, value: PASSKEY });
    expect(api.sent()).toMatchObject({
      url: '/user/passkeys',
      method: 'POST',
      body: { name: 'Laptop', credential: CREDENTIAL },
    });
    api.answer(410, { message: 'challenge_expired' });
    expect(await registerPasskey('Laptop', CREDENTIAL)).toEqual(refused('challenge_expired'));
    api.answer(422, { message: 'passkey_invalid', errors: {} });
    expect(await registerPasskey('Laptop', CREDENTIAL)).toEqual(refused('passkey_invalid'));
    api.answer(200, PASSKEY);
    await expectUnexpected(registerPasskey('Laptop', CREDENTIAL), 'POST', 200);
  });

  it('DELETE /user/passkeys/{id} is true when removed, false when not found; either way the list loads again', async () => {
    api.answer(422, { message: 'validation_failed', errors: {} });
    const cache = await cacheWith(passkeyKeys.all);
    await expectUnexpected(removePasskey(cache.client, 4), 'DELETE', 422);
    expect(cache.stale(passkeyKeys.all)).toBe(false);
    api.answer(200, { success: true });
    expect(await removePasskey(cache.client, 4)).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/user/passkeys/4', method: 'DELETE' });
    expect(cache.stale(passkeyKeys.all)).toBe(true);
    const gone = await cacheWith(passkeyKeys.all);
    api.answer(404, { message: 'not_found' });
    expect(await removePasskey(gone.client, 4)).toBe(false);
    expect(gone.stale(passkeyKeys.all)).toBe(true);
  });

  it('POST /login/passkey/options: options, or too_many_attempts on 429', async () => {
    api.answer(200, AUTH_OPTIONS);
    expect(await passkeySignInOptions()).toEqual({ ok: true, value: AUTH_OPTIONS });
    expect(api.sent()).toMatchObject({ url: '/login/passkey/options', method: 'POST' });
    api.answer(429, { message: 'too_many_attempts' });
    expect(await passkeySignInOptions()).toEqual(refused('too_many_attempts'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(passkeySignInOptions(), 'POST', 403);
  });

  it('POST /login/passkey: the session; 429 too_many_attempts; 410 and 422 their message', async () => {
    api.answer(200, SESSION);
    expect(await verifyPasskeySignIn(CREDENTIAL)).toEqual({ ok: true, value: SESSION });
    expect(api.sent()).toMatchObject({ url: '/login/passkey', method: 'POST', body: CREDENTIAL });
    api.answer(429, { message: 'too_many_attempts' });
    expect(await verifyPasskeySignIn(CREDENTIAL)).toEqual(refused('too_many_attempts'));
    api.answer(410, { message: 'challenge_expired' });
    expect(await verifyPasskeySignIn(CREDENTIAL)).toEqual(refused('challenge_expired'));
    api.answer(422, { message: 'passkey_invalid', errors: {} });
    expect(await verifyPasskeySignIn(CREDENTIAL)).toEqual(refused('passkey_invalid'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(verifyPasskeySignIn(CREDENTIAL), 'POST', 403);
  });
});

describe('enrolPasskey', () => {
  it('is unsupported without WebAuthn, before any call', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await enrolPasskey(createQueryClient(), 'Laptop')).toEqual(refused('passkey.unsupported'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("passes the server's options to the authenticator and registers its answer", async () => {
    withWebAuthn();
    api.fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify(REG_OPTIONS), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify(PASSKEY), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      );
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    const cache = await cacheWith(passkeyKeys.all);
    expect(await enrolPasskey(cache.client, 'Laptop')).toEqual({ ok: true, value: PASSKEY });
    expect(cache.stale(passkeyKeys.all)).toBe(true);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: REG_OPTIONS });
    expect(api.sent(1).body).toEqual({ name: 'Laptop', credential: CREDENTIAL });
  });

  it("turns the browser's refusal into a PasskeyError, without registering", async () => {
    withWebAuthn();
    api.answer(200, REG_OPTIONS);
    const cache = await cacheWith(passkeyKeys.all);
    const refusals: [unknown, string][] = [
      [{ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }, 'passkey.exists'],
      [{ name: 'NotAllowedError' }, 'passkey.cancelled'],
      [{ name: 'AbortError' }, 'passkey.cancelled'],
      [{ name: 'SecurityError' }, 'passkey.failed'],
      [undefined, 'passkey.failed'],
    ];
    for (const [error, expected] of refusals) {
      webauthn.startRegistration.mockRejectedValueOnce(error);
      expect(await enrolPasskey(cache.client, 'Laptop')).toEqual(refused(expected));
    }
    expect(cache.stale(passkeyKeys.all)).toBe(false);
    expect(api.fetchMock).toHaveBeenCalledTimes(refusals.length);
  });
});

describe('signInWithPasskey', () => {
  it('is unsupported without WebAuthn, before any call', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await signInWithPasskey()).toEqual(refused('passkey.unsupported'));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("stops at the options' refusal", async () => {
    withWebAuthn();
    api.answer(429, { message: 'too_many_attempts' });
    expect(await signInWithPasskey()).toEqual(refused('too_many_attempts'));
    expect(webauthn.startAuthentication).not.toHaveBeenCalled();
  });

  it('asserts with the options and signs in with the assertion', async () => {
    withWebAuthn();
    api.fetchMock
      .mockResolvedValueOnce(
        new Response(JSON.stringify(AUTH_OPTIONS), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      )
      .mockResolvedValueOnce(
        new Response(JSON.stringify(SESSION), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    expect(await signInWithPasskey()).toEqual({ ok: true, value: SESSION });
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: AUTH_OPTIONS });
    expect(api.sent(1)).toMatchObject({ url: '/login/passkey', body: CREDENTIAL });
  });

  it('gives the browser refusal without a second call', async () => {
    withWebAuthn();
    api.answer(200, AUTH_OPTIONS);
    webauthn.startAuthentication.mockRejectedValue({ name: 'NotAllowedError' });
    expect(await signInWithPasskey()).toEqual(refused('passkey.cancelled'));
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('re-authentication with one of the user’s passkeys (payout details)', () => {
  it('POST /user/passkeys/reauth/options: the options; 404 not_found; 429 too_many_attempts', async () => {
    api.answer(200, AUTH_OPTIONS);
    expect(await passkeyReauthOptions()).toEqual({ ok: true, value: AUTH_OPTIONS });
    expect(api.sent()).toMatchObject({ url: '/user/passkeys/reauth/options', method: 'POST' });
    api.answer(404, { message: 'not_found' });
    expect(await passkeyReauthOptions()).toEqual(refused('not_found'));
    api.answer(429, { message: 'too_many_attempts' });
    expect(await passkeyReauthOptions()).toEqual(refused('too_many_attempts'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(passkeyReauthOptions(), 'POST', 403);
  });

  it('gives the assertion over the options, without sending it anywhere', async () => {
    withWebAuthn();
    api.answer(200, AUTH_OPTIONS);
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    expect(await passkeyReauthAssertion()).toEqual({ ok: true, value: CREDENTIAL });
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: AUTH_OPTIONS });
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is unsupported without WebAuthn, and stops at a refusal of the options or the browser', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(await passkeyReauthAssertion()).toEqual(refused('passkey.unsupported'));
    expect(api.fetchMock).not.toHaveBeenCalled();
    withWebAuthn();
    api.answer(429, { message: 'too_many_attempts' });
    expect(await passkeyReauthAssertion()).toEqual(refused('too_many_attempts'));
    expect(webauthn.startAuthentication).not.toHaveBeenCalled();
    api.answer(200, AUTH_OPTIONS);
    webauthn.startAuthentication.mockRejectedValue({ name: 'NotAllowedError' });
    expect(await passkeyReauthAssertion()).toEqual(refused('passkey.cancelled'));
  });
});
