import type { Contract } from '../../contract';
import type { ClaimPrincipal } from '../../machines/claim/claim.machine';
import { guardClaim, guardRequest, sessionActor } from '../domain/claim-access';
import { claimPage } from '../domain/claim-page';
import { claimView } from '../domain/claim-view';
import type { HandlerMap } from '../http-kit/handlers';
import { notFound } from './answers';
import { settlementRates } from './payout';

/**
 * A claim's page at a glance, and everything the page opens with, for the session's user (or an
 * admin viewing as them): read through the claim guard, so another customer's claim is not found.
 */
export const claimViewHandlers: HandlerMap<Contract['claimView']> = {
  get: async ({ params }, ctx) => {
    const actor = sessionActor(ctx.session);
    const checked = await guardClaim(ctx.db, params.claim_id, actor, 'read');
    // Every stage lets the owner (and an admin viewing as them) read: the guard refuses only with 404.
    if (!checked.ok) return notFound;
    return { status: 200, body: claimView(checked.claim, actor.principal as ClaimPrincipal) };
  },

  // Read like each of its parts: whoever may read the claim gets them all, another's claim is 404.
  page: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    const page = await claimPage(ctx.db, checked.claim, ctx.session.user, settlementRates(ctx));
    return page ? { status: 200, body: page } : notFound;
  },
};
