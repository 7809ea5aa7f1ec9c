import type { AirlineReport, Contract } from '../../contract';
import { limitMail } from '../auth/rate-limit';
import type { SessionContext } from '../context';
import type { Db } from '../db/db';
import { loadTimeline, recordClaimEvent } from '../domain/claim-events';
import { auditWrite, guardRequest } from '../domain/claim-access';
import type { HandlerMap } from '../http-kit/handlers';
import { sendMail } from '../mail/send';
import { fullName } from '../lib/names';

/**
 * A claim's timeline and the customer's reports about the airline. Each asks the claim's guard
 * first (404 for another customer's claim, 409 when the claim's lifecycle refuses the action); an
 * admin's write goes to the audit log. The back office's routes of this contract are in
 * admin-claims.ts.
 */
export const timelineHandlers: Pick<HandlerMap<Contract['timeline']>, 'get' | 'report'> = {
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
};

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
        customer: `${fullName(user)} <${user.email}>`.trim(),
        note: report.note || '—',
        amount: amount === undefined ? '—' : `€${(amount / 100).toFixed(2)}`,
      },
    },
  );
}
