import { normalizeLocale, type Contract } from '../../contract';
import { limitMail } from '../auth/rate-limit';
import { startSession } from '../auth/start-session';
import {
  acceptTransfer,
  cancelTransfer,
  getTransfer,
  listTransfers,
  requestTransfer,
} from '../domain/claim-transfers';
import { pushNotification } from '../domain/notifications';
import { findUserByEmail, findUserById, normalizeEmail, toLoginResponse } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import { publicUrl } from '../mail/public-url';
import { renderNotice } from '../mail/render';
import { sendMail } from '../mail/send';
import { invalid, linkExpired, notFound, ok } from './answers';

/** Claim transfer (SPEC §4): only the owner requests, reads or cancels; the mailed link accepts. */
export const claimTransferHandlers: HandlerMap<Contract['claimTransfer']> = {
  list: async (_req, ctx) => ({ status: 200, body: await listTransfers(ctx.db, ctx.session.user.id) }),

  get: async ({ params }, ctx) => {
    const transfer = await getTransfer(ctx.db, ctx.session.user.id, params.claim_id);
    return transfer ? { status: 200, body: transfer } : notFound;
  },

  request: async ({ body }, ctx) => {
    const { user } = ctx.session;
    const target = normalizeEmail(body.email);
    const limited = await limitMail(ctx, 'claim_transfer', { target, account: user.email });
    if (limited) return limited;
    const outcome = await requestTransfer(ctx.db, user, body, ctx.now());
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'own_address') return invalid({ email: ['invalid_value'] });
    const to = outcome.transfer.email ?? '';
    // In the recipient's language when they have an account, else in the owner's.
    const language = (await findUserByEmail(ctx.db, to))?.language ?? user.language;
    await sendMail(ctx, {
      to,
      locale: normalizeLocale(language),
      template: 'claim_transfer',
      params: {
        case_number: outcome.caseNumber,
        url: publicUrl(ctx, `/transfer_claim/${outcome.code}/${outcome.twoFactorCode}`),
      },
    });
    return { status: 200, body: outcome.transfer };
  },

  cancel: async ({ params }, ctx) =>
    (await cancelTransfer(ctx.db, ctx.session.user.id, params.claim_id, ctx.now())) ? ok : notFound,

  accept: async ({ params }, ctx) => {
    const language = ctx.session?.user.language ?? 'en_GB';
    const outcome = await acceptTransfer(ctx.db, params.code, params.two_factor_code, ctx.now(), language);
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'expired') return linkExpired;
    const owner = await findUserById(ctx.db, outcome.userId);
    if (!owner) return notFound;
    // The link proves the address: the new owner is signed in (the session rotates).
    await startSession(ctx, owner);
    const former = await findUserById(ctx.db, outcome.fromUserId);
    if (former) {
      const notice = renderNotice(normalizeLocale(former.language), 'transfer_accepted', {
        case_number: outcome.claim.case_number,
      });
      await pushNotification(ctx, former.id, { priority: 'medium', ...notice });
    }
    return {
      status: 200,
      body: { needs_password: outcome.needsPassword, session: toLoginResponse(owner), claim: outcome.claim },
    };
  },
};
