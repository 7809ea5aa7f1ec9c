import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClientInferRequest } from '@ts-rest/core';
import type {
  Contract,
  LoginResponse,
  MessageCode,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
} from '../../contract';
import { body200, refusal, refuse, unexpected, type Result } from './answer';
import { api } from './client';

type RegistrationCredential = ClientInferRequest<Contract['passkeys']['register']>['body']['credential'];
type AuthenticationCredential = ClientInferRequest<Contract['passkeys']['signIn']>['body'];

/**
 * Why a passkey ceremony did not finish: the server's message code (challenge_expired,
 * passkey_invalid, too_many_attempts) or, before the server saw anything, an i18n key of the
 * browser's refusal (cancelled or timed out, already registered, no WebAuthn, anything else).
 */
export type PasskeyError =
  MessageCode | 'passkey.cancelled' | 'passkey.exists' | 'passkey.unsupported' | 'passkey.failed';
export type PasskeyResult<T> = Result<T, PasskeyError>;

export const passkeyKeys = { all: ['passkeys'] as const };

/** Whether this browser offers WebAuthn at all (checked without loading the WebAuthn library). */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential === 'function' &&
  typeof navigator.credentials?.create === 'function';

/** GET /user/passkeys: the signed-in user's passkeys. */
export async function listPasskeys(): Promise<Passkey[]> {
  return body200('GET /user/passkeys', await api().passkeys.list());
}

export const passkeysQuery = () => queryOptions({ queryKey: passkeyKeys.all, queryFn: listPasskeys });

/** POST /user/passkeys/options: creation options with a fresh challenge. */
export async function passkeyRegistrationOptions(): Promise<PasskeyRegistrationOptions> {
  return body200('POST /user/passkeys/options', await api().passkeys.registrationOptions({}));
}

/** POST /user/passkeys: the authenticator's answer and a name. */
export async function registerPasskey(
  name: string,
  credential: RegistrationCredential,
): Promise<PasskeyResult<Passkey>> {
  const res = await api().passkeys.register({ body: { name, credential } });
  if (res.status === 201) return { ok: true, value: res.body };
  if (res.status === 410 || res.status === 422) return refuse<PasskeyError>(res);
  return unexpected('POST /user/passkeys', res);
}

/** DELETE /user/passkeys/{id}; false when it was not found (already removed). Either way the list has loaded again when it answers. */
export async function removePasskey(queryClient: QueryClient, id: number): Promise<boolean> {
  const res = await api().passkeys.remove({ params: { id }, body: {} });
  if (res.status !== 200 && res.status !== 404) return unexpected('DELETE /user/passkeys/{id}', res);
  await queryClient.invalidateQueries({ queryKey: passkeyKeys.all });
  return res.status === 200;
}

/** POST /login/passkey/options: request options for any passkey of this site. */
export async function passkeySignInOptions(): Promise<PasskeyResult<PasskeyAuthenticationOptions>> {
  const res = await api().passkeys.signInOptions({});
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 429) return refuse<PasskeyError>(res, 'too_many_attempts');
  return unexpected('POST /login/passkey/options', res);
}

/** POST /login/passkey: the authenticator's assertion; a session starts as after POST /login. */
export async function verifyPasskeySignIn(
  credential: AuthenticationCredential,
): Promise<PasskeyResult<LoginResponse>> {
  const res = await api().passkeys.signIn({ body: credential });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 429) return refuse<PasskeyError>(res, 'too_many_attempts');
  if (res.status === 410 || res.status === 422) return refuse<PasskeyError>(res);
  return unexpected('POST /login/passkey', res);
}

/**
 * POST /user/passkeys/reauth/options: request options naming only the signed-in user's passkeys
 * (re-authentication before a payout change); not_found when the user has none.
 */
export async function passkeyReauthOptions(): Promise<PasskeyResult<PasskeyAuthenticationOptions>> {
  const res = await api().passkeys.reauthOptions({});
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 404) return refuse<PasskeyError>(res, 'not_found');
  if (res.status === 429) return refuse<PasskeyError>(res, 'too_many_attempts');
  return unexpected('POST /user/passkeys/reauth/options', res);
}

/** The browser's refusal as a PasskeyError. */
function browserError(error: unknown): PasskeyError {
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'passkey.exists';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'passkey.cancelled';
  return 'passkey.failed';
}

const unsupported = () => refusal<PasskeyError>({ errors: {}, message: 'passkey.unsupported' });

/** The WebAuthn browser library, loaded on first use only (the login page's first load stays lean). */
const webauthn = () => import('@simplewebauthn/browser');

/** Runs the browser's part of a ceremony (the caller has checked for WebAuthn); its refusal becomes a PasskeyError. */
async function inBrowser<T>(run: () => Promise<T>): Promise<PasskeyResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return refusal({ errors: {}, message: browserError(error) });
  }
}

/**
 * Enrols a passkey on this device: options, the authenticator (user verification), then the
 * server; once registered, the list has loaded again when it answers.
 */
export async function enrolPasskey(queryClient: QueryClient, name: string): Promise<PasskeyResult<Passkey>> {
  if (!browserHasPasskeys()) return unsupported();
  const optionsJSON = await passkeyRegistrationOptions();
  const created = await inBrowser(async () => (await webauthn()).startRegistration({ optionsJSON }));
  if (!created.ok) return created;
  const registered = await registerPasskey(name, created.value);
  if (registered.ok) await queryClient.invalidateQueries({ queryKey: passkeyKeys.all });
  return registered;
}

/** Signs in with any passkey of this site (no e-mail needed). */
export async function signInWithPasskey(): Promise<PasskeyResult<LoginResponse>> {
  if (!browserHasPasskeys()) return unsupported();
  const options = await passkeySignInOptions();
  if (!options.ok) return options;
  const optionsJSON = options.value;
  const asserted = await inBrowser(async () => (await webauthn()).startAuthentication({ optionsJSON }));
  return asserted.ok ? verifyPasskeySignIn(asserted.value) : asserted;
}

/**
 * Confirms it is still the signed-in user with one of their passkeys: the assertion to send with
 * the change it confirms (e.g. the payout details), which the server verifies once.
 */
export async function passkeyReauthAssertion(): Promise<PasskeyResult<AuthenticationCredential>> {
  if (!browserHasPasskeys()) return unsupported();
  const options = await passkeyReauthOptions();
  if (!options.ok) return options;
  const optionsJSON = options.value;
  return inBrowser(async () => (await webauthn()).startAuthentication({ optionsJSON }));
}
