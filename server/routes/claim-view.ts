import type { Contract } from '../../contract';
import type { ClaimPrincipal } from '../../machines/claim/claim.machine';
import { guardClaim, sessionActor } from '../domain/claim-access';
import { claimView } from '../domain/claim-view';
import type { HandlerMap } from '../http-kit/handlers';
import { notFound } from './answers';

/**
 * A claim's page at a glance for the session's user (or an admin viewing as them): read through
 * the claim guard, so another customer's claim is not found.
 */
export const claimViewHandlers: HandlerMap<Contract['claimView']> = {
  get: async ({ params }, ctx) => {
    const actor = sessionActor(ctx.session);
    const checked = await guardClaim(ctx.db, params.claim_id, actor, 'read');
    // Every stage lets the owner (and an admin viewing as them) read: the guard refuses only with 404.
    if (!checked.ok) return notFound;
    return { status: 200, body: claimView(checked.claim, actor.principal as ClaimPrincipal) };
  },
};
