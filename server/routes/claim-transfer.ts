import { normalizeLocale, type Contract } from '../../contract';
import { limitMail } from '../auth/rate-limit';
import { endSession, startSession } from '../auth/start-session';
import { auditWrite, guardRequest } from '../domain/claim-access';
import type { Db } from '../db/db';
import {
  acceptTransfer,
  cancelTransfer,
  getTransfer,
  listTransfers,
  requestTransfer,
  transferRecipient,
} from '../domain/claim-transfers';
import { notifyTransferAccepted } from '../domain/claim-notifications';
import { findUserByEmail, findUserById, normalizeEmail, toLoginResponse } from '../db/users';
import type { HandlerMap } from '../http-kit/handlers';
import { publicUrl } from '../mail/public-url';
import { sendMail } from '../mail/send';
import { invalid, linkExpired, notFound, ok } from './answers';
import { ownSession } from './login-link';
import { challengeTwoFactor } from './two-factor-challenge';

/**
 * Claim transfer (SPEC §4): the claim's guard decides (the owner requests, reads or cancels; an
 * admin viewing as the owner only reads); the mailed link accepts.
 */
export const claimTransferHandlers: HandlerMap<Contract['claimTransfer']> = {
  list: async (_req, ctx) => ({ status: 200, body: await listTransfers(ctx.db, ctx.session.user.id) }),

  get: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return { status: 200, body: await getTransfer(ctx.db, checked.claim.claim, ctx.session.user.email) };
  },

  request: async ({ body }, ctx) => {
    const { user } = ctx.session;
    const checked = await guardRequest(ctx, body.claim_id, 'transfer');
    if (!checked.ok) return checked.answer;
    const target = normalizeEmail(body.email);
    const limited = await limitMail(ctx, 'claim_transfer', { target, account: user.email });
    if (limited) return limited;
    // The request and its mail commit together: a crash leaves both or neither.
    const outcome = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const outcome = await requestTransfer(db, user, body, ctx.now());
      if (outcome.kind !== 'ok') return outcome;
      await auditWrite({ ...ctx, db }, checked.claim, 'transfer');
      const to = outcome.transfer.email ?? '';
      // In the recipient's language when they have an account, else in the owner's.
      const language = (await findUserByEmail(db, to))?.language ?? user.language;
      await sendMail(
        { ...ctx, db, mailQueued: undefined },
        {
          to,
          locale: normalizeLocale(language),
          template: 'claim_transfer',
          params: {
            case_number: outcome.caseNumber,
            url: publicUrl(ctx, `/transfer_claim/${outcome.code}/${outcome.twoFactorCode}`),
          },
        },
      );
      return outcome;
    });
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'own_address') return invalid({ email: ['invalid_value'] });
    ctx.mailQueued?.();
    return { status: 200, body: outcome.transfer };
  },

  cancel: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'cancel_transfer');
    if (!checked.ok) return checked.answer;
    // Accepted or cancelled since the guard looked: nothing pending any more.
    if (!(await cancelTransfer(ctx.db, checked.claim.claim.id, ctx.now())))
      return { status: 409, body: { message: 'action_not_allowed' } };
    await auditWrite(ctx, checked.claim, 'cancel_transfer');
    return ok;
  },

  accept: async ({ params, query }, ctx) => {
    // Login CSRF, as for mailed sign-in links: a browser signed in to another account is asked
    // first; nothing changes and the link stays until the visitor confirms (confirm=1).
    if (ctx.session && query.confirm !== '1') {
      const to = await transferRecipient(ctx.db, params.code, params.two_factor_code, ctx.now());
      const recipient = to ? await findUserByEmail(ctx.db, to) : null;
      if (to && !ownSession(ctx, recipient?.id)) return { status: 409, body: { message: 'confirm_switch' } };
    }
    const language = ctx.session?.user.language ?? 'en_GB';
    // The acceptance and the former owner's notification commit together: a crash leaves both or
    // neither. The notification is pushed once stored.
    const { outcome, deliver } = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const outcome = await acceptTransfer(db, params.code, params.two_factor_code, ctx.now(), language);
      if (outcome.kind !== 'ok') return { outcome, deliver: null };
      return {
        outcome,
        deliver: await notifyTransferAccepted({ ...ctx, db }, outcome.fromUserId, outcome.claim.case_number),
      };
    });
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'expired') return linkExpired;
    await deliver?.();
    const owner = await findUserById(ctx.db, outcome.userId);
    if (!owner) return notFound;
    const { claim, needsPassword } = outcome;
    const own = ownSession(ctx, owner.id);
    if (owner.twoFactor && !own) {
      // The link proves the address, not the second factor: the code is mailed as at any sign-in.
      const answer = await challengeTwoFactor(ctx, owner);
      if (answer.status !== 202)
        return { status: 200, body: { needs_password: needsPassword, session: null, claim } };
      if (ctx.session) await endSession(ctx); // the browser leaves the other account, as before
      return { status: 202, body: { ...answer.body, claim } };
    }
    // The link proves the address: the new owner is signed in (the session rotates).
    await startSession(ctx, owner);
    return {
      status: 200,
      body: { needs_password: needsPassword, session: toLoginResponse(owner), claim },
    };
  },
};
