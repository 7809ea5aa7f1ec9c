import type { Contract } from '../../contract';
import { createSession, deleteSession } from '../auth/sessions';
import { findUserByEmail, findUserById } from '../domain/account';
import { deliverMail } from '../mail/send';
import { transferAcceptedNotice, transferMail } from '../domain/account-mail-texts';
import {
  acceptTransfer,
  cancelTransfer,
  getTransfer,
  listTransfers,
  requestTransfer,
} from '../domain/claim-transfers';
import { pushNotification } from '../domain/notifications';
import { toLoginResponse } from '../domain/users';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';
import { setCsrfCookie, setSessionCookie } from '../http/cookies';
import { sessionLimits } from '../http/session-hooks';
import { pageUrl } from './links';

const notFound = { status: 404, body: { message: 'not_found' } } as const;

/** Claim transfer (SPEC §4): only the owner requests, reads or cancels; the mailed link accepts. */
export const claimTransferHandlers: HandlerMap<Contract['claimTransfer']> = {
  list: async (_req, ctx) => {
    const { user } = requireSession(ctx);
    return { status: 200, body: await listTransfers(ctx.db, user.id) };
  },

  get: async ({ params }, ctx) => {
    const { user } = requireSession(ctx);
    const transfer = await getTransfer(ctx.db, user.id, params.claim_id);
    return transfer ? { status: 200, body: transfer } : notFound;
  },

  request: async ({ body }, ctx) => {
    const { user } = requireSession(ctx);
    const outcome = await requestTransfer(ctx.db, user, body, ctx.now());
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'own_address')
      return { status: 422, body: { message: 'validation_failed', errors: { email: ['invalid_value'] } } };
    const link = pageUrl(ctx, `/transfer_claim/${outcome.code}/${outcome.twoFactorCode}`);
    const to = outcome.transfer.email ?? '';
    // In the recipient's language when they have an account, else in the owner's.
    const language = (await findUserByEmail(ctx.db, to))?.language ?? user.language;
    await deliverMail(ctx, transferMail(to, language, outcome.caseNumber, link));
    return { status: 200, body: outcome.transfer };
  },

  cancel: async ({ params }, ctx) => {
    const { user } = requireSession(ctx);
    return (await cancelTransfer(ctx.db, user.id, params.claim_id, ctx.now()))
      ? { status: 200, body: { success: true } }
      : notFound;
  },

  accept: async ({ params }, ctx) => {
    const now = ctx.now();
    const language = ctx.session?.user.language ?? 'en_GB';
    const outcome = await acceptTransfer(ctx.db, params.code, params.two_factor_code, now, language);
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'expired') return { status: 410, body: { message: 'link_expired' } };
    const owner = await findUserById(ctx.db, outcome.userId);
    if (!owner) return notFound;
    // The link proves the address: the new owner is signed in (the session rotates).
    if (ctx.session) await deleteSession(ctx.db, ctx.session.idHash);
    const session = await createSession(ctx.db, owner.id, now, sessionLimits(ctx));
    setSessionCookie(ctx.reply, ctx.config, session.id, session.expiresAt);
    setCsrfCookie(ctx.reply, ctx.config, session.csrfToken);
    const former = await findUserById(ctx.db, outcome.fromUserId);
    if (former) {
      const notice = transferAcceptedNotice(former.language, outcome.claim.case_number);
      await pushNotification(ctx, former.id, { priority: 'medium', ...notice });
    }
    return {
      status: 200,
      body: { needs_password: outcome.needsPassword, session: toLoginResponse(owner), claim: outcome.claim },
    };
  },
};
