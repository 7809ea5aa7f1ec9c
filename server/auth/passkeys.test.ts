import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '../../contract';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/db';
import { createUser } from '../seed/builders';
import { passkeys } from '../db/schema';
import { openFreshPglite } from '../testing/databases';
import { SoftAuthenticator } from '../testing/passkey-authenticator';
import {
  finishRegistration,
  finishSignIn,
  registrationOptions,
  relyingParty,
  signInOptions,
  userHandle,
} from './passkeys';

/** Passkeys (contract/passkeys.ts), at the level of server/auth/passkeys.ts with a fake request and reply. */

let handle: DbHandle;
beforeAll(async () => {
  handle = await openFreshPglite();
});
afterAll(async () => {
  await handle?.close();
});

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
const now = new Date('2026-11-27T10:00:00.000Z');
type Ctx = Parameters<typeof registrationOptions>[0];

/** A browser's request and reply: the cookies the reply sets are sent with the next request. */
function browser(): Ctx {
  const cookies: Record<string, string> = {};
  const reply = {
    request: { embed: false },
    setCookie: (name: string, value: string) => void (cookies[name] = value),
    clearCookie: (name: string) => void delete cookies[name],
  };
  return { db: handle.db, config, now: () => now, request: { cookies }, reply } as unknown as Ctx;
}

let n = 0;
const newUser = (names: { first_name?: string; last_name?: string } = {}) =>
  createUser(handle.db, { email: `passkey${++n}@example.com`, ...names });

type User = Awaited<ReturnType<typeof newUser>>;

/** Enrols a passkey of `device` for `user`, the authenticator naming `transports`. */
async function enrol(user: User, device: SoftAuthenticator, transports?: string[]) {
  const ctx = browser();
  const credential = device.create(PasskeyRegistrationOptions.parse(await registrationOptions(ctx, user)));
  const { transports: _given, ...response } = credential.response;
  const result = await finishRegistration(ctx, user, 'Laptop', {
    ...credential,
    response: transports ? { ...response, transports } : response,
  });
  if (!result.ok) throw new Error(`enrolment refused: ${result.reason}`);
  return result.passkey;
}

/** A fresh visitor's sign-in: options, then `answer` made from the device's assertion. */
async function signIn(
  device: SoftAuthenticator,
  answer: (a: ReturnType<SoftAuthenticator['get']>) => Parameters<typeof finishSignIn>[1] = (a) => a,
) {
  const ctx = browser();
  const options = PasskeyAuthenticationOptions.parse(await signInOptions(ctx));
  return finishSignIn(ctx, answer(device.get(options)));
}

describe('enrolment options', () => {
  it('name the user by first and last name, else by e-mail address', async () => {
    const named = await newUser({ first_name: 'Pia', last_name: 'Key' });
    const first = await newUser({ first_name: 'Pia' });
    const nameless = await newUser();
    const displayName = async (user: User) =>
      PasskeyRegistrationOptions.parse(await registrationOptions(browser(), user)).user.displayName;
    expect(await displayName(named)).toBe('Pia Key');
    expect(await displayName(first)).toBe('Pia');
    expect(await displayName(nameless)).toBe(nameless.email);
  });
});

describe('transports', () => {
  it('keeps only the known transports an authenticator names (unknown ones are ignored, not refused)', async () => {
    const user = await newUser();
    const device = new SoftAuthenticator(relyingParty(config).origin);
    expect((await enrol(user, device, ['internal', 'warp-drive', 'usb'])).transports).toEqual([
      'internal',
      'usb',
    ]);
    expect((await enrol(user, device)).transports).toEqual([]);
  });
});

describe('sign-in assertions', () => {
  it('are accepted with the passkey’s own user handle, or with none', async () => {
    const user = await newUser();
    const device = new SoftAuthenticator(relyingParty(config).origin);
    await enrol(user, device);
    expect(await signIn(device)).toEqual({ ok: true, userId: user.id });
    const withoutHandle = await signIn(device, (a) => {
      const { userHandle: _handle, ...response } = a.response;
      return { ...a, response };
    });
    expect(withoutHandle).toEqual({ ok: true, userId: user.id });
  });

  it('are refused with another user’s handle, or with a rawId other than the id', async () => {
    const owner = await newUser();
    const other = await newUser();
    const device = new SoftAuthenticator(relyingParty(config).origin);
    const stored = await enrol(owner, device);
    const otherHandle = userHandle(config, other.id).toString('base64url');
    const refused = { ok: false, reason: 'passkey_invalid', userId: owner.id };
    expect(
      await signIn(device, (a) => ({ ...a, response: { ...a.response, userHandle: otherHandle } })),
    ).toEqual(refused);
    // (@simplewebauthn/server refuses rawId ≠ id as well: a second guard, not a second rule.)
    expect(await signIn(device, (a) => ({ ...a, rawId: 'AAAA' }))).toEqual(refused);
    // Neither moved the passkey's counter or marked it used.
    const [row] = await handle.db.select().from(passkeys).where(eq(passkeys.id, stored.id));
    expect(row).toMatchObject({ counter: 0, lastUsedAt: null });
  });
});
