import type { z } from 'zod';
import type { PasskeyAuthenticationResponse } from '../../contract';
import type { RequestContext } from '../context';
import type { UserRow } from '../db/users';
import { checkCurrentPassword, mayTry, releaseAttempt, reserveAttempt } from './lockout';
import { finishReauth, type CeremonyFailure } from './passkeys';
import { takeChallenge } from './passkeys-challenges';

type Ctx = Pick<RequestContext, 'db' | 'config' | 'now' | 'request' | 'reply'>;

/** What proves it is still the user: the current password or an assertion of one of their passkeys. */
export type ReauthProof =
  | { password: string; passkey?: undefined }
  | { password?: undefined; passkey: z.infer<typeof PasskeyAuthenticationResponse> };

export type ReauthCheck = 'ok' | 'locked' | 'wrong_password' | CeremonyFailure;

/**
 * Re-authentication before a sensitive change (payout details), counted like a sign-in of the
 * account's address, the try reserved before the proof is checked: a locked address is refused
 * whatever the proof (a pending passkey challenge is used up all the same); a wrong password or an
 * assertion that does not verify is a failure. An assertion without a pending challenge of this
 * user (expired, used, replayed) verified nothing: refused, not counted. A passkey leaves earlier
 * password failures in place.
 */
export async function checkReauth(
  ctx: Ctx,
  user: Pick<UserRow, 'id' | 'email' | 'passwordHash'>,
  proof: ReauthProof,
): Promise<ReauthCheck> {
  if (proof.password !== undefined) {
    const check = await checkCurrentPassword(ctx.db, user, proof.password, ctx.now());
    return check === 'wrong' ? 'wrong_password' : check;
  }
  if (!mayTry(await reserveAttempt(ctx.db, user.email, ctx.now()))) {
    await takeChallenge(ctx, 'reauth');
    return 'locked';
  }
  const result = await finishReauth(ctx, user, proof.passkey);
  if (result.ok || result.reason !== 'passkey_invalid') await releaseAttempt(ctx.db, user.email);
  return result.ok ? 'ok' : result.reason;
}
