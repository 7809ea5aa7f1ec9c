import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PASSKEY_TRANSPORTS,
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  type PasskeyTransport,
} from '../../contract';
import type { Config } from '../config';
import type { RequestContext } from '../context';
import type { Db } from '../db/db';
import { passkeys } from '../db/schema';
import type { UserRow } from '../db/users';
import { keepChallenge, takeChallenge } from './passkeys-challenges';
import { hmac } from '../lib/crypto';
import { fullName } from '../lib/names';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'now' | 'request' | 'reply'>;
type PasskeyRow = typeof passkeys.$inferSelect;

/** How long the browser waits for the authenticator (the challenge lives a little longer). */
const CEREMONY_TIMEOUT_MS = 120_000;
const RP_NAME = 'Customer portal';

/**
 * The relying party: the public origin (PUBLIC_URL; outside production the server itself) and its
 * host name as RP ID. Never the request's Host: a passkey is bound to the portal's real name.
 */
export function relyingParty(config: Pick<Config, 'publicUrl'>) {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

/**
 * The WebAuthn user handle of an account: stable (an authenticator keeps one passkey per account)
 * and free of personal data (an HMAC of the id, not the e-mail).
 */
export const userHandle = (config: Pick<Config, 'sessionSecret'>, userId: number) =>
  Buffer.from(hmac(config.sessionSecret, `webauthn-user:${userId}`), 'base64url');

const knownTransports = (list: readonly string[] | undefined): PasskeyTransport[] =>
  (list ?? []).filter((t): t is PasskeyTransport => (PASSKEY_TRANSPORTS as readonly string[]).includes(t));

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export const listPasskeys = (db: Db, userId: number) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));

/** Removes one of the user's passkeys; false when the user has no passkey with this id. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return gone.length > 0;
}

/** Why a ceremony failed: no pending challenge (expired, used, another browser's) or a bad answer. */
export type CeremonyFailure = 'challenge_expired' | 'passkey_invalid';

/** Enrolment, step 1: creation options for a discoverable, user-verified passkey. */
export async function registrationOptions(ctx: Ctx, user: UserRow) {
  const rp = relyingParty(ctx.config);
  const existing = await listPasskeys(ctx.db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(ctx.config, user.id),
    userName: user.email,
    userDisplayName: fullName(user) || user.email,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: knownTransports(p.transports),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
  });
  await keepChallenge(ctx, 'register', options.challenge, user.id);
  return { ...options };
}

/** Enrolment, step 2: verifies the authenticator's answer against the pending challenge and stores the passkey. */
export async function finishRegistration(
  ctx: Ctx,
  user: UserRow,
  name: string,
  credential: z.infer<typeof PasskeyRegistrationResponse>,
): Promise<{ ok: true; passkey: PasskeyRow } | { ok: false; reason: CeremonyFailure }> {
  const pending = await takeChallenge(ctx, 'register');
  if (!pending || pending.userId !== user.id) return { ok: false, reason: 'challenge_expired' };
  const rp = relyingParty(ctx.config);
  const verified = await verifyRegistrationResponse({
    response: {
      ...credential,
      response: { ...credential.response, transports: knownTransports(credential.response.transports) },
    },
    expectedChallenge: pending.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return { ok: false, reason: 'passkey_invalid' };
  const { credential: cred } = verified.registrationInfo;
  const [row] = await ctx.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: cred.id,
      publicKey: Buffer.from(cred.publicKey).toString('base64url'),
      counter: cred.counter,
      transports: knownTransports(credential.response.transports),
      name,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  // A credential already enrolled (by anyone) is not enrolled twice.
  return row ? { ok: true, passkey: row } : { ok: false, reason: 'passkey_invalid' };
}

/** Sign-in, step 1: request options without allowCredentials (the authenticator offers its passkeys). */
export async function signInOptions(ctx: Ctx) {
  const rp = relyingParty(ctx.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
  });
  await keepChallenge(ctx, 'sign_in', options.challenge, null);
  return { ...options };
}

/** Verifies an assertion of a stored passkey against a challenge (user verification required) and moves its counter on. */
async function verifyAssertion(
  ctx: Ctx,
  row: PasskeyRow,
  answer: z.infer<typeof PasskeyAuthenticationResponse>,
  challenge: string,
): Promise<boolean> {
  if (answer.rawId !== answer.id) return false;
  const handle = answer.response.userHandle;
  if (handle !== undefined && handle !== userHandle(ctx.config, row.userId).toString('base64url'))
    return false;
  const rp = relyingParty(ctx.config);
  const verified = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: row.credentialId,
      publicKey: Buffer.from(row.publicKey, 'base64url'),
      counter: row.counter,
      transports: knownTransports(row.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return false;
  await ctx.db
    .update(passkeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: ctx.now() })
    .where(eq(passkeys.id, row.id));
  return true;
}

/**
 * Sign-in, step 2: the passkey named by the answer must exist, belong to the user handle it
 * claims, and sign the pending challenge with user verification; its counter must not go back.
 * Answers the passkey's user id (known or not) so failures can be audited against it.
 */
export async function finishSignIn(
  ctx: Ctx,
  answer: z.infer<typeof PasskeyAuthenticationResponse>,
): Promise<{ ok: true; userId: number } | { ok: false; reason: CeremonyFailure; userId: number | null }> {
  const pending = await takeChallenge(ctx, 'sign_in');
  const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.credentialId, answer.id));
  const userId = row?.userId ?? null;
  if (!pending) return { ok: false, reason: 'challenge_expired', userId };
  if (!row || !(await verifyAssertion(ctx, row, answer, pending.challenge)))
    return { ok: false, reason: 'passkey_invalid', userId };
  return { ok: true, userId: row.userId };
}

/**
 * Re-authentication, step 1 (confirming a payout change): request options naming only the
 * signed-in user's passkeys, the challenge bound to the user; null when the user has none.
 */
export async function reauthOptions(ctx: Ctx, user: UserRow) {
  const own = await listPasskeys(ctx.db, user.id);
  if (own.length === 0) return null;
  const rp = relyingParty(ctx.config);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CEREMONY_TIMEOUT_MS,
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: knownTransports(p.transports) })),
  });
  await keepChallenge(ctx, 'reauth', options.challenge, user.id);
  return { ...options };
}

/**
 * Re-authentication, step 2: takes the browser's pending re-authentication (single use, so a
 * replayed assertion finds none), which must be this user's, and verifies the assertion of one of
 * the user's own passkeys. Another user's passkey is passkey_invalid.
 */
export async function finishReauth(
  ctx: Ctx,
  user: Pick<UserRow, 'id'>,
  answer: z.infer<typeof PasskeyAuthenticationResponse>,
): Promise<{ ok: true } | { ok: false; reason: CeremonyFailure }> {
  const pending = await takeChallenge(ctx, 'reauth');
  if (!pending || pending.userId !== user.id) return { ok: false, reason: 'challenge_expired' };
  const [row] = await ctx.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, answer.id), eq(passkeys.userId, user.id)));
  if (!row || !(await verifyAssertion(ctx, row, answer, pending.challenge)))
    return { ok: false, reason: 'passkey_invalid' };
  return { ok: true };
}
