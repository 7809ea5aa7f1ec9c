import {
  CHECKLISTS,
  isClaimActive,
  type AirlineReport,
  type Contract,
  type EventDetail,
} from '../../contract';
import { limitMail } from '../auth/rate-limit';
import type { SessionContext } from '../context';
import type { Db } from '../db/db';
import { loadTimeline, recordClaimEvent, type StoredKind } from '../domain/claim-events';
import { findClaim } from '../domain/claims';
import { claims } from '../db/schema';
import { openCourtCase } from '../domain/claim-tasks';
import { changeClaimStatus } from '../domain/claim-writes';
import { passengerToAsk } from '../domain/signatures/signatures';
import type { HandlerMap } from '../http-kit/handlers';
import { sendMail } from '../mail/send';
import { invalid, notFound, ok } from './answers';
import { eq } from 'drizzle-orm';

/** A claim's timeline and the customer's reports about the airline; only the owner's claims. */
export const timelineHandlers: HandlerMap<Contract['timeline']> = {
  get: async ({ params }, ctx) => {
    const timeline = await loadTimeline(ctx.db, ctx.session.user.id, params.claim_id);
    return timeline ? { status: 200, body: timeline } : notFound;
  },

  report: async ({ params, body }, ctx) => {
    const { user } = ctx.session;
    const claim = await findClaim(ctx.db, user.id, params.claim_id);
    if (!claim) return notFound;
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
      return recorded;
    });
    await deliver();
    ctx.mailQueued?.();
    return { status: 200, body: event };
  },

  /** Back office: a claim's new status (the same status again changes nothing and tells nobody). */
  setStatus: async ({ params, body }, ctx) => {
    const deliver = await changeClaimStatus(ctx, params.claim_id, body.status);
    if (!deliver) return notFound;
    await deliver();
    return ok;
  },

  /**
   * Back office: asks the owner for a document of the claim's checklist. The item becomes needed
   * (an open task: the claim waits on the customer), the timeline shows the request, and the owner
   * gets a high-priority notification and a mail.
   */
  requestDocument: async ({ params, body }, ctx) => {
    const [claim] = await ctx.db
      .select({ id: claims.id, scope: claims.scope })
      .from(claims)
      .where(eq(claims.id, params.claim_id));
    if (!claim) return notFound;
    if (!CHECKLISTS[claim.scope].some((rule) => rule.item === body.item))
      return invalid({ item: ['invalid_value'] });
    return serviceEvent(ctx, claim.id, 'document_requested', {
      name: body.item,
      ...(body.note ? { note: body.note } : {}),
    });
  },

  /**
   * Back office: tells the owner that a passenger's signature is missing: the timeline shows the
   * request, and the owner gets a high-priority notification and a mail naming the passenger.
   */
  requestSignature: async ({ params, body }, ctx) => {
    const [claim] = await ctx.db.select({ id: claims.id }).from(claims).where(eq(claims.id, params.claim_id));
    if (!claim) return notFound;
    const passenger = await passengerToAsk(ctx.db, claim.id, body.passenger_id);
    if (!passenger) return invalid({ passenger_id: ['invalid_value'] });
    if (passenger === 'signed') return { status: 409, body: { message: 'already_signed' } };
    return serviceEvent(ctx, claim.id, 'signature_requested', { name: passenger.name });
  },

  /**
   * Back office: a message to the claim's owner: on the timeline with its text, a medium-priority
   * notification (see EVENT_NOTICES) pushed at once and a mail with the text, in the owner's language.
   */
  sendMessage: async ({ params, body }, ctx) => {
    const [claim] = await ctx.db.select({ id: claims.id }).from(claims).where(eq(claims.id, params.claim_id));
    if (!claim) return notFound;
    return serviceEvent(ctx, claim.id, 'message', { note: body.text });
  },

  /**
   * Back office: legal proceedings started. The timeline shows the court case with its reference,
   * the claim waits on the court (a `court_case` open task, claim-tasks.ts) until it is closed, and
   * the owner is told (medium) and mailed. One court case at a time; none on a closed claim.
   */
  openCourtCase: async ({ params, body }, ctx) => {
    const [claim] = await ctx.db
      .select({ id: claims.id, status: claims.status })
      .from(claims)
      .where(eq(claims.id, params.claim_id));
    if (!claim) return notFound;
    if (!isClaimActive(claim.status)) return { status: 409, body: { message: 'claim_closed' } };
    if ((await openCourtCase(ctx.db, claim.id)) !== null)
      return { status: 409, body: { message: 'court_case_open' } };
    return serviceEvent(ctx, claim.id, 'court_case_opened', { name: body.reference });
  },
};

/** Records what the claims service did on a claim and tells the owner (after the commit). */
async function serviceEvent(ctx: SessionContext, claimId: number, kind: StoredKind, detail: EventDetail) {
  const { event, deliver } = await ctx.db.transaction((tx) =>
    recordClaimEvent({ ...ctx, db: tx as unknown as Db }, { claimId, kind, actor: 'service', detail }),
  );
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
  claim: { id: number; case_number: string },
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
        case_number: claim.case_number,
        claim_id: String(claim.id),
        customer: `${user.firstName} ${user.lastName} <${user.email}>`.trim(),
        note: report.note || '—',
        amount: amount === undefined ? '—' : `€${(amount / 100).toFixed(2)}`,
      },
    },
  );
}
