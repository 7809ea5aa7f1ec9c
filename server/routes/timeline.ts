import { CHECKLISTS, type AirlineReport, type Contract, type EventDetail } from '../../contract';
import type { ClaimAction } from '../../machines/claim/claim.machine';
import { limitMail } from '../auth/rate-limit';
import type { SessionContext } from '../context';
import type { Db } from '../db/db';
import { loadTimeline, recordClaimEvent, type StoredKind } from '../domain/claim-events';
import { auditWrite, guardRequest, type CheckedClaim } from '../domain/claim-access';
import { changeClaimStatus } from '../domain/claim-writes';
import { passengerToAsk } from '../domain/signatures/signatures';
import type { HandlerMap } from '../http-kit/handlers';
import { sendMail } from '../mail/send';
import { invalid, notFound, ok } from './answers';

/**
 * A claim's timeline and the customer's reports about the airline; the back office's actions on a
 * claim. Each asks the claim's guard first (404 for another customer's claim, 409 when the claim's
 * lifecycle refuses the action); an admin's write goes to the audit log.
 */
export const timelineHandlers: HandlerMap<Contract['timeline']> = {
  get: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return { status: 200, body: await loadTimeline(ctx.db, checked.claim) };
  },

  report: async ({ params, body }, ctx) => {
    const { user } = ctx.session;
    const checked = await guardRequest(ctx, params.claim_id, 'report_airline');
    if (!checked.ok) return checked.answer;
    const claim = checked.claim.claim;
    // Each report mails the back office: limited per claim like any other mail.
    const limited = await limitMail(ctx, 'airline_report', {
      target: `claim:${claim.id}`,
      account: user.email,
    });
    if (limited) return limited;
    const { event, deliver } = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const recorded = await recordClaimEvent(
        { ...ctx, db },
        {
          claimId: claim.id,
          kind: body.kind,
          actor: 'customer',
          detail: reportDetail(body),
        },
      );
      await mailBackOffice({ ...ctx, db }, claim, body);
      await auditWrite({ ...ctx, db }, checked.claim, 'report_airline');
      return recorded;
    });
    await deliver();
    ctx.mailQueued?.();
    return { status: 200, body: event };
  },

  /** Back office: a claim's new status (the same status again changes nothing and tells nobody). */
  setStatus: async ({ params, body }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'change_status', 'back_office');
    if (!checked.ok) return checked.answer;
    const deliver = await changeClaimStatus(ctx, checked.claim.claim.id, body.status);
    if (!deliver) return notFound;
    await auditWrite(ctx, checked.claim, 'change_status');
    await deliver();
    return ok;
  },

  /**
   * Back office: asks the owner for a document of the claim's checklist. The item becomes needed
   * (an open task: the claim waits on the customer), the timeline shows the request, and the owner
   * gets a high-priority notification and a mail.
   */
  requestDocument: async ({ params, body }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'ask_for_document', 'back_office');
    if (!checked.ok) return checked.answer;
    const { claim } = checked.claim;
    if (!CHECKLISTS[claim.scope].some((rule) => rule.item === body.item))
      return invalid({ item: ['invalid_value'] });
    return serviceEvent(ctx, checked.claim, 'ask_for_document', 'document_requested', {
      name: body.item,
      ...(body.note ? { note: body.note } : {}),
    });
  },

  /**
   * Back office: tells the owner that a passenger's signature is missing: the timeline shows the
   * request, and the owner gets a high-priority notification and a mail naming the passenger.
   */
  requestSignature: async ({ params, body }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'ask_for_signature', 'back_office');
    if (!checked.ok) return checked.answer;
    const passenger = await passengerToAsk(ctx.db, checked.claim.claim.id, body.passenger_id);
    if (!passenger) return invalid({ passenger_id: ['invalid_value'] });
    if (passenger === 'signed') return { status: 409, body: { message: 'already_signed' } };
    return serviceEvent(ctx, checked.claim, 'ask_for_signature', 'signature_requested', {
      name: passenger.name,
    });
  },

  /**
   * Back office: a message to the claim's owner: on the timeline with its text, a medium-priority
   * notification (see EVENT_NOTICES) pushed at once and a mail with the text, in the owner's language.
   */
  sendMessage: async ({ params, body }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'message', 'back_office');
    if (!checked.ok) return checked.answer;
    return serviceEvent(ctx, checked.claim, 'message', 'message', { note: body.text });
  },

  /**
   * Back office: legal proceedings started. The timeline shows the court case with its reference,
   * the claim waits on the court (a `court_case` open task, claim-tasks.ts) until it is closed, and
   * the owner is told (medium) and mailed. One court case at a time; none on a closed claim (the
   * claim's lifecycle says both).
   */
  openCourtCase: async ({ params, body }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'open_court_case', 'back_office');
    if (!checked.ok) return checked.answer;
    return serviceEvent(ctx, checked.claim, 'open_court_case', 'court_case_opened', {
      name: body.reference,
    });
  },
};

/** Records what the claims service did on a claim, audits the admin and tells the owner (after the commit). */
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

const reportDetail = (r: AirlineReport) => ({
  ...(r.note ? { note: r.note } : {}),
  ...(r.kind === 'airline_paid_directly' && r.amount !== undefined ? { amount: r.amount } : {}),
});

/** The back office (BACK_OFFICE_EMAIL) learns of the report by mail, in English; no address, no mail. */
async function mailBackOffice(
  ctx: SessionContext,
  claim: { id: number; caseNumber: string },
  report: AirlineReport,
) {
  const to = ctx.config.backOfficeEmail;
  if (!to) return;
  const { user } = ctx.session;
  const amount = report.kind === 'airline_paid_directly' ? report.amount : undefined;
  await sendMail(
    { ...ctx, mailQueued: undefined },
    {
      to,
      locale: 'en_GB',
      template:
        report.kind === 'airline_contacted'
          ? 'back_office_airline_contacted'
          : 'back_office_airline_paid_directly',
      params: {
        case_number: claim.caseNumber,
        claim_id: String(claim.id),
        customer: `${user.firstName} ${user.lastName} <${user.email}>`.trim(),
        note: report.note || '—',
        amount: amount === undefined ? '—' : `€${(amount / 100).toFixed(2)}`,
      },
    },
  );
}
