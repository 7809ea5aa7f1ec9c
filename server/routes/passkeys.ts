import type { Contract } from '../../contract';
import {
  finishRegistration,
  finishSignIn,
  listPasskeys,
  reauthOptions,
  registrationOptions,
  removePasskey,
  signInOptions,
  toPasskey,
  type CeremonyFailure,
} from '../auth/passkeys';
import { isLocked } from '../auth/lockout';
import { clientLoginBlocked, takeClientLoginFailure } from '../auth/rate-limit';
import { startSession } from '../auth/start-session';
import { refuseWhileViewingAs } from '../auth/view-as';
import { audit } from '../db/audit';
import { findUserById, toLoginResponse } from '../db/users';
import type { HandlerMap } from '../http-kit/handlers';
import { notFound, ok } from './answers';

const tooManyAttempts = { status: 429 as const, body: { message: 'too_many_attempts' } };

/** The answer of a failed ceremony: 410 without a pending challenge, 422 for an answer that does not verify. */
const refused = (reason: CeremonyFailure) =>
  reason === 'challenge_expired'
    ? { status: 410 as const, body: { message: 'challenge_expired' } }
    : { status: 422 as const, body: { message: 'passkey_invalid', errors: { credential: [reason] } } };

/**
 * Passkeys: enrolment and removal on the account page (the signed-in user's own, never while an
 * admin views as them), re-authentication with one's own passkey (payout details), sign-in on the login page (rate-limited per client like password sign-ins).
 */
export const passkeyHandlers: HandlerMap<Contract['passkeys']> = {
  list: async (_req, ctx) => ({
    status: 200,
    body: (await listPasskeys(ctx.db, ctx.session.user.id)).map(toPasskey),
  }),

  registrationOptions: async (_req, ctx) => {
    refuseWhileViewingAs(ctx.session);
    return { status: 200, body: await registrationOptions(ctx, ctx.session.user) };
  },

  register: async ({ body }, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const user = ctx.session.user;
    const result = await finishRegistration(ctx, user, body.name, body.credential);
    if (!result.ok) return refused(result.reason);
    await audit(ctx, { event: 'passkey_added', outcome: 'success', userId: user.id, email: user.email });
    return { status: 201, body: toPasskey(result.passkey) };
  },

  remove: async ({ params }, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const user = ctx.session.user;
    if (!(await removePasskey(ctx.db, user.id, params.id))) return notFound;
    await audit(ctx, { event: 'passkey_removed', outcome: 'success', userId: user.id, email: user.email });
    return ok;
  },

  reauthOptions: async (_req, ctx) => {
    refuseWhileViewingAs(ctx.session);
    const user = ctx.session.user;
    if (await isLocked(ctx.db, user.email, ctx.now())) return tooManyAttempts;
    const options = await reauthOptions(ctx, user);
    return options ? { status: 200, body: options } : notFound;
  },

  signInOptions: async (_req, ctx) => {
    if (await clientLoginBlocked(ctx)) return tooManyAttempts;
    return { status: 200, body: await signInOptions(ctx) };
  },

  signIn: async ({ body }, ctx) => {
    // The client's failure is reserved before the assertion is checked (simultaneous tries).
    const failure = await takeClientLoginFailure(ctx);
    if (!failure) {
      await audit(ctx, { event: 'sign_in', outcome: 'locked' });
      return tooManyAttempts;
    }
    const result = await finishSignIn(ctx, body);
    const user = result.userId ? await findUserById(ctx.db, result.userId) : null;
    if (!result.ok || !user) {
      const reason = result.ok ? 'passkey_invalid' : result.reason;
      // Without a pending challenge nothing was verified: refused and audited, but not counted.
      if (reason !== 'passkey_invalid') await failure();
      await audit(ctx, { event: 'sign_in', outcome: 'failure', userId: user?.id, email: user?.email });
      return refused(reason);
    }
    await failure();
    // A passkey with user verification is multi-factor: no mailed code. A lock-out set by wrong
    // passwords stays (as after a mailed link): the passkey proves the person, not the password.
    await startSession(ctx, user);
    return { status: 200, body: toLoginResponse(user) };
  },
};
