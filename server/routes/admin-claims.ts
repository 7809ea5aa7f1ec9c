import { CHECKLISTS, type Contract, type EventDetail } from '../../contract';
import { decideStatus, STATUS_MOVES, type ClaimAction } from '../../machines/claim/claim.machine';
import type { SessionContext } from '../context';
import type { Db } from '../db/db';
import { auditWrite, guardRequest, type CheckedClaim } from '../domain/claim-access';
import { deskPage } from '../domain/claim-desk';
import { recordClaimEvent, type StoredKind } from '../domain/claim-events';
import { changeClaimStatus } from '../domain/claim-writes';
import { passengerToAsk } from '../domain/signatures/signatures';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid, notFound, ok } from './answers';

/**
 * The back office on any customer's claim. Each action is first asked of the claim's lifecycle
 * for the `back_office` principal through the one claim guard (404 for a missing claim, 409 with
 * the lifecycle's code for what the stage does not allow), and each change is audited with the
 * admin as its actor and the claim's owner as the account concerned.
 */
const asBackOffice = (ctx: SessionContext, claimId: number, action: ClaimAction) =>
  guardRequest(ctx, claimId, action, 'back_office');

export const adminClaimHandlers: Pick<
  HandlerMap<Contract['timeline']>,
  'setStatus' | 'requestDocument' | 'requestSignature' | 'sendMessage' | 'openCourtCase'
> = {
  /**
   * A claim's new status, along the lifecycle's moves (409 status_not_allowed otherwise; checked
   * again on the locked row). The same status again changes nothing and tells nobody.
   */
  setStatus: async ({ params, body }, ctx) => {
    const checked = await asBackOffice(ctx, params.claim_id, 'change_status');
    if (!checked.ok) return checked.answer;
    const move = decideStatus(checked.claim.lifecycle, 'back_office', body.status);
    if (!move.ok) return { status: 409, body: { message: move.reason } };
    const deliver = await changeClaimStatus(ctx, params.claim_id, body.status, (from) =>
      STATUS_MOVES[from].includes(body.status),
    );
    if (!deliver) return notFound;
    if (deliver === 'refused') return { status: 409, body: { message: 'status_not_allowed' } };
    if (checked.claim.claim.status !== body.status) await auditWrite(ctx, checked.claim, 'change_status');
    await deliver();
    return ok;
  },

  /**
   * Asks the owner for a document of the claim's checklist. The item becomes needed (an open task:
   * the claim waits on the customer), the timeline shows the request, and the owner gets a
   * high-priority notification and a mail.
   */
  requestDocument: async ({ params, body }, ctx) => {
    const checked = await asBackOffice(ctx, params.claim_id, 'ask_for_document');
    if (!checked.ok) return checked.answer;
    if (!CHECKLISTS[checked.claim.claim.scope].some((rule) => rule.item === body.item))
      return invalid({ item: ['invalid_value'] });
    return serviceEvent(ctx, checked.claim, 'ask_for_document', 'document_requested', {
      name: body.item,
      ...(body.note ? { note: body.note } : {}),
    });
  },

  /** Tells the owner that a passenger's signature is missing (timeline, high-priority notification, mail). */
  requestSignature: async ({ params, body }, ctx) => {
    const checked = await asBackOffice(ctx, params.claim_id, 'ask_for_signature');
    if (!checked.ok) return checked.answer;
    const passenger = await passengerToAsk(ctx.db, checked.claim.claim.id, body.passenger_id);
    if (!passenger) return invalid({ passenger_id: ['invalid_value'] });
    if (passenger === 'signed') return { status: 409, body: { message: 'already_signed' } };
    return serviceEvent(ctx, checked.claim, 'ask_for_signature', 'signature_requested', {
      name: passenger.name,
    });
  },

  /**
   * A message to the claim's owner: on the timeline with its text, a medium-priority notification
   * (see EVENT_NOTICES) pushed at once and a mail with the text, in the owner's language.
   */
  sendMessage: async ({ params, body }, ctx) => {
    const checked = await asBackOffice(ctx, params.claim_id, 'message');
    if (!checked.ok) return checked.answer;
    return serviceEvent(ctx, checked.claim, 'message', 'message', { note: body.text });
  },

  /**
   * Legal proceedings started. The timeline shows the court case with its reference, the claim
   * waits on the court (a `court_case` open task, claim-tasks.ts) until it is closed, and the owner
   * is told (medium) and mailed. One court case at a time (409 court_case_open); none on a closed
   * claim (409 claim_closed): the lifecycle's answers.
   */
  openCourtCase: async ({ params, body }, ctx) => {
    const checked = await asBackOffice(ctx, params.claim_id, 'open_court_case');
    if (!checked.ok) return checked.answer;
    return serviceEvent(ctx, checked.claim, 'open_court_case', 'court_case_opened', {
      name: body.reference,
    });
  },
};

/** The back office's desk: every customer's claims with the lifecycle's stage and whom each waits on. */
export const claimDeskHandlers: HandlerMap<Contract['claimDesk']> = {
  list: async ({ query }, ctx) => ({
    status: 200,
    body: await deskPage(ctx.db, {
      page: query.page,
      ...(query.stage ? { stage: query.stage } : {}),
      ...(query.waiting_on ? { waiting_on: query.waiting_on } : {}),
      ...(query.q ? { q: query.q } : {}),
    }),
  }),
};

/**
 * Records what the claims service did on a claim with its audit entry (one commit), then tells
 * the owner.
 */
async function serviceEvent(
  ctx: SessionContext,
  checked: CheckedClaim,
  action: ClaimAction,
  kind: StoredKind,
  detail: EventDetail,
) {
  const { event, deliver } = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const recorded = await recordClaimEvent(
      { ...ctx, db },
      { claimId: checked.claim.id, kind, actor: 'service', detail },
    );
    await auditWrite({ ...ctx, db }, checked, action);
    return recorded;
  });
  await deliver();
  ctx.mailQueued?.();
  return { status: 200 as const, body: event };
}
