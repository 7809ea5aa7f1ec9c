import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '../../contract';

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Credential = { id: Buffer; key: KeyObject; userHandle: string; rpId: string; counter: number };
export type CeremonyOptions = {
  /** The authenticator verified the user (PIN, biometrics); default true. */
  uv?: boolean;
  /** The origin the browser reports in clientDataJSON; default the authenticator's origin. */
  origin?: string;
};

/**
 * A software passkey authenticator for HTTP tests (the browser tests use Chromium's virtual
 * authenticator): ES256 keys, `none` attestation, a signature counter. It answers creation and
 * request options the way `@simplewebauthn/browser` hands the server a credential's JSON.
 */
export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  /** navigator.credentials.create(): a new discoverable credential for the options' RP and user. */
  create(options: PasskeyRegistrationOptions, opts: CeremonyOptions = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    const id = randomBytes(16);
    const cred: Credential = { id, key: privateKey, userHandle: options.user.id, rpId, counter: 0 };
    const flags = UP | AT | (opts.uv === false ? 0 : UV);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      u32(0),
      Buffer.alloc(16), // AAGUID
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]);
    this.credentials.push(cred);
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, opts),
        attestationObject: b64(isoCBOR.encode(attestation)),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion by `credential` (default the newest) over the options' challenge. */
  get(options: PasskeyAuthenticationOptions, opts: CeremonyOptions & { credential?: Credential } = {}) {
    const cred = opts.credential ?? this.credentials.at(-1);
    if (!cred) throw new Error('the authenticator holds no credential');
    cred.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? cred.rpId),
      Buffer.from([UP | (opts.uv === false ? 0 : UV)]),
      u32(cred.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, opts);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: b64(cred.id),
      rawId: b64(cred.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(sign('sha256', signed, cred.key)),
        userHandle: cred.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, opts: CeremonyOptions) {
    const origin = opts.origin ?? this.origin;
    return b64(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
