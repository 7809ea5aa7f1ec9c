import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  authErrors,
  ErrorBody,
  Id,
  IdParam,
  NonBlank,
  Ok,
  recordResponses,
  Text,
  Timestamp,
  ValidationErrorBody,
} from './common';
import { LoginResponse } from './auth';

/**
 * Passkeys (WebAuthn): a customer enrols one on the account page and signs in with it on the
 * login page, without e-mail or password. The relying party is the portal's public origin
 * (PUBLIC_URL): RP ID its host name; user verification is required, so a passkey sign-in is
 * multi-factor. Each ceremony's challenge is single use and short-lived; the browser holds its
 * handle in an HttpOnly cookie. The WebAuthn JSON shapes are those of the Web Authentication
 * spec (`PublicKeyCredentialCreationOptionsJSON`, `RegistrationResponseJSON`, …).
 */

/** base64url without padding, as WebAuthn's JSON encodes bytes. */
const Base64Url = (max: number) => Text(max).regex(/^[A-Za-z0-9_-]*$/, 'invalid_value');
/** A credential id: at most 1023 bytes (WebAuthn §5.1), 1364 base64url characters. */
const CredentialId = Base64Url(1364).min(1);

/** The transports a credential may name (unknown ones from newer browsers are ignored, not refused). */
export const PASSKEY_TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export const PasskeyTransport = z.enum(PASSKEY_TRANSPORTS);
export type PasskeyTransport = z.infer<typeof PasskeyTransport>;
const TransportsInput = z.array(Text(32)).max(16);

const UserVerification = z.enum(['required', 'preferred', 'discouraged']);
const CredentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(PasskeyTransport).optional(),
});

/** Answer of POST /user/passkeys/options: `navigator.credentials.create()` options as JSON. */
export const PasskeyRegistrationOptions = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ type: z.literal('public-key'), alg: z.number().int() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: UserVerification.optional(),
      })
      .optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  })
  .passthrough();
export type PasskeyRegistrationOptions = z.infer<typeof PasskeyRegistrationOptions>;

/** Answer of POST /login/passkey/options: `navigator.credentials.get()` options (no allowCredentials: discoverable). */
export const PasskeyAuthenticationOptions = z
  .object({
    challenge: z.string(),
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: UserVerification.optional(),
  })
  .passthrough();
export type PasskeyAuthenticationOptions = z.infer<typeof PasskeyAuthenticationOptions>;

/** The extension outputs the portal reads (others are dropped). */
const ClientExtensionResults = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});
const Attachment = z.enum(['platform', 'cross-platform']).optional();

/** `RegistrationResponseJSON`: what `navigator.credentials.create()` gave, bytes as base64url. */
export const PasskeyRegistrationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url(8_192).min(1),
    attestationObject: Base64Url(65_536).min(1),
    authenticatorData: Base64Url(65_536).optional(),
    transports: TransportsInput.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: Base64Url(8_192).optional(),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});

/** `AuthenticationResponseJSON`: what `navigator.credentials.get()` gave, bytes as base64url. */
export const PasskeyAuthenticationResponse = z.object({
  id: CredentialId,
  rawId: CredentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: Base64Url(8_192).min(1),
    authenticatorData: Base64Url(65_536).min(1),
    signature: Base64Url(2_048).min(1),
    userHandle: Base64Url(128).optional(),
  }),
  authenticatorAttachment: Attachment,
  clientExtensionResults: ClientExtensionResults,
});

/** One enrolled passkey as the account page lists it. */
export const Passkey = z.object({
  id: Id,
  name: z.string(),
  created_at: Timestamp,
  last_used_at: Timestamp.nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

export const PASSKEY_NAME_MAX = 100;

const c = initContract();

export const passkeyContract = c.router({
  list: {
    method: 'GET',
    path: '/user/passkeys',
    metadata: { access: 'session' } as const,
    responses: { 200: z.array(Passkey), ...authErrors },
    summary: 'The signed-in user’s passkeys, oldest first',
  },
  registrationOptions: {
    method: 'POST',
    path: '/user/passkeys/options',
    metadata: { access: 'session' } as const,
    body: c.noBody(),
    // 403 forbidden while an admin views the portal as the user: nobody enrols a passkey for someone else.
    responses: { 200: PasskeyRegistrationOptions, ...authErrors },
    summary: 'Start enrolling a passkey: creation options with a fresh challenge (5 minutes, single use)',
  },
  register: {
    method: 'POST',
    path: '/user/passkeys',
    metadata: { access: 'session' } as const,
    body: z.object({ name: NonBlank(PASSKEY_NAME_MAX), credential: PasskeyRegistrationResponse }),
    // 410 challenge_expired: no pending enrolment (expired, used, or another browser’s);
    // 422 passkey_invalid (errors.credential) when the authenticator’s answer does not verify.
    responses: { 201: Passkey, ...authErrors, 410: ErrorBody, 422: ValidationErrorBody },
    summary: 'Finish enrolling a passkey with the authenticator’s answer and a name',
  },
  remove: {
    method: 'DELETE',
    path: '/user/passkeys/:id',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: z.object({}).optional(),
    // Another user’s passkey is not found (404).
    responses: recordResponses({ 200: Ok }),
    summary: 'Remove one of your passkeys',
  },
  reauthOptions: {
    method: 'POST',
    path: '/user/passkeys/reauth/options',
    metadata: { access: 'session' } as const,
    body: c.noBody(),
    // allowCredentials: the signed-in user's own passkeys only. 403 forbidden while an admin views
    // the portal as the user; 404 not_found: the user has no passkey; 429 too_many_attempts: the
    // account's address is locked (failed sign-ins and re-authentications).
    responses: { 200: PasskeyAuthenticationOptions, ...authErrors, 404: ErrorBody, 429: ErrorBody },
    summary:
      'Start confirming it is you with one of your passkeys (payout details): request options with a fresh challenge (5 minutes, single use)',
  },
  signInOptions: {
    method: 'POST',
    path: '/login/passkey/options',
    metadata: { access: 'public' } as const,
    body: c.noBody(),
    // 429 too_many_attempts: this client has used up its failed sign-ins.
    responses: { 200: PasskeyAuthenticationOptions, 429: ErrorBody },
    summary: 'Start a passkey sign-in: request options for a discoverable credential (no e-mail needed)',
  },
  signIn: {
    method: 'POST',
    path: '/login/passkey',
    metadata: { access: 'public' } as const,
    body: PasskeyAuthenticationResponse,
    // 410 challenge_expired (no pending sign-in: expired or used); 422 passkey_invalid (unknown
    // passkey or an answer that does not verify); 429 too_many_attempts.
    responses: { 200: LoginResponse, 410: ErrorBody, 422: ValidationErrorBody, 429: ErrorBody },
    summary: 'Sign in with a passkey: answers like a successful POST /login',
  },
});
