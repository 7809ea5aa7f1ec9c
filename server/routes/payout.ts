import { normalizeLocale, type Contract, type PayoutDetailsInput } from '../../contract';
import { checkReauth, type ReauthProof } from '../auth/reauth';
import type { SessionContext } from '../context';
import { audit } from '../db/audit';
import { recordClaimEvents } from '../domain/claim-events';
import type { Db } from '../db/db';
import { guardRequest } from '../domain/claim-access';
import { checkAccount, listPayoutDetails, savePayoutDetails } from '../domain/payout/payout-details';
import { statementFilename } from '../domain/payout/statement-pdf';
import { loadSettlement } from '../domain/payout/statements';
import type { HandlerMap } from '../http-kit/handlers';
import { sendMail } from '../mail/send';
import { PDF_TIME_LIMIT_MS, runInWorker } from '../lib/worker-pool';
import { invalid, notFound } from './answers';

const unavailable = { status: 409, body: { message: 'settlement_unavailable' } } as const;
const tooManyAttempts = { status: 429, body: { message: 'too_many_attempts' } } as const;

/** The contract admits exactly one of the two. */
const proofOf = (body: PayoutDetailsInput): ReauthProof =>
  body.passkey ? { passkey: body.passkey } : { password: body.password ?? '' };

/** The settlement's fee and VAT rates (configuration). */
export const settlementRates = (ctx: SessionContext) => ({
  feeRate: ctx.config.serviceFeeBasisPoints,
  vatRate: ctx.config.vatBasisPoints,
});

/**
 * Payout details and settlement statements: only the claim's owner reads them; setting
 * or changing an account needs the current password or one of the user's passkeys again (counted
 * like a sign-in), is refused
 * while an admin views as the customer, mails the account's address and goes on the timeline.
 */
export const payoutHandlers: HandlerMap<Contract['payout']> = {
  details: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return { status: 200, body: await listPayoutDetails(ctx.db, checked.claim) };
  },

  setDetails: async ({ params, body }, ctx) => {
    const { user } = ctx.session;
    // The lifecycle refuses it on a closed claim and to an admin viewing as the owner.
    const checked = await guardRequest(ctx, params.claim_id, 'set_payout_details');
    if (!checked.ok) return checked.answer;
    if (!checked.claim.passengers.some((p) => p.id === params.passenger_id)) return notFound;
    const check = await checkReauth(ctx, user, proofOf(body));
    if (check !== 'ok')
      await audit(ctx, {
        event: 'payout_details_change',
        outcome: check === 'locked' ? 'locked' : 'failure',
        userId: user.id,
        email: user.email,
      });
    if (check === 'locked') return tooManyAttempts;
    const account = checkAccount(body);
    const errors = {
      ...(check === 'wrong_password' ? { password: [check] } : {}),
      ...(check === 'challenge_expired' || check === 'passkey_invalid' ? { passkey: [check] } : {}),
      ...(account.ok ? {} : account.errors),
    };
    if (Object.keys(errors).length > 0 || !account.ok) return invalid(errors);
    const locale = normalizeLocale(user.language);
    const out = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const saved = await savePayoutDetails(
        db,
        checked.claim,
        params.passenger_id,
        { holder: body.holder, ...account.account },
        ctx.now(),
      );
      if (saved.kind !== 'ok') return saved;
      await sendMail(
        { ...ctx, db, mailQueued: undefined },
        {
          to: user.email,
          locale,
          template: 'payout_details_changed',
          params: {
            name: user.firstName,
            case_number: saved.claim.caseNumber,
            passenger: saved.passenger,
            holder: body.holder,
            account: saved.payout.account?.iban_masked ?? '',
          },
        },
      );
      return saved;
    });
    if (out.kind === 'not_found') return notFound;
    await audit(ctx, {
      event: 'payout_details_change',
      outcome: 'success',
      userId: user.id,
      email: user.email,
    });
    await recordClaimEvents(ctx, [
      {
        claimId: params.claim_id,
        kind: out.changed ? 'payout_details_changed' : 'payout_details_set',
        actor: 'customer',
        detail: { name: out.passenger, account: out.payout.account?.iban_masked ?? '' },
      },
    ]);
    ctx.mailQueued?.();
    return { status: 200, body: out.payout };
  },

  settlement: async ({ params }, ctx) => {
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    const s = await loadSettlement(ctx.db, checked.claim, settlementRates(ctx));
    if (s === 'unavailable') return unavailable;
    return { status: 200, body: s };
  },

  statementDocument: async ({ params }, ctx) => {
    const { user } = ctx.session;
    const checked = await guardRequest(ctx, params.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    const s = await loadSettlement(ctx.db, checked.claim, settlementRates(ctx));
    const position =
      s === 'unavailable' ? -1 : s.statements.findIndex((x) => x.passenger_id === params.passenger_id);
    if (s === 'unavailable' || position < 0) {
      // A passenger of another claim is not found; one of this claim waits for the payout.
      return checked.claim.passengers.some((p) => p.id === params.passenger_id) ? unavailable : notFound;
    }
    const statement = s.statements[position]!;
    const locale = normalizeLocale(user.language);
    const pdf = await runInWorker('statement', { settlement: s, statement, locale }, PDF_TIME_LIMIT_MS);
    return {
      status: 200,
      body: {
        filename: statementFilename(s.case_number, position + 1),
        pdf_base64: Buffer.from(pdf).toString('base64'),
      },
    };
  },
};
