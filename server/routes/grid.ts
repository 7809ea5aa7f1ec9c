import { z } from 'zod';
import { addIssues, gridQueryFor, IdParam, type Contract } from '../../contract';
import { guardRequest } from '../domain/claim-access';
import { PAYMENT_COLUMNS, paymentPage } from '../domain/payments';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid, notFound } from './answers';

/** Grid resources (SPEC §7 `GET/POST {resource}`): today a claim's payments. */
const PaymentQuery = gridQueryFor(PAYMENT_COLUMNS);
const PaymentParams = z.object({ claim_id: IdParam });

export const gridHandlers: HandlerMap<Contract['grid']> = {
  columns: async ({ params }) => {
    if (params.resource !== 'payments') return notFound;
    return { status: 200, body: { columns: PAYMENT_COLUMNS } };
  },

  rows: async ({ params, body }, ctx) => {
    if (params.resource !== 'payments') return notFound;
    if (body.params.claim_id === undefined) return invalid({ 'params.claim_id': ['required'] });
    const query = PaymentQuery.safeParse(body);
    const claim = PaymentParams.safeParse(body.params);
    if (!query.success || !claim.success) {
      const errors = addIssues({}, query.error?.issues ?? []);
      return invalid(addIssues(errors, claim.error?.issues ?? [], { prefix: 'params' }));
    }
    const checked = await guardRequest(ctx, claim.data.claim_id, 'read');
    if (!checked.ok) return checked.answer;
    return {
      status: 200,
      body: await paymentPage(ctx.db, { ...query.data, claimId: checked.claim.claim.id }),
    };
  },
};
