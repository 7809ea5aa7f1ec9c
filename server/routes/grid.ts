import { z } from 'zod';
import type { Contract } from '../../contract';
import { PAYMENT_COLUMNS, paymentPage } from '../domain/payments';
import type { HandlerMap } from '../http/contract-adapter';
import { invalid, notFound } from './answers';

/** Grid resources (SPEC §7 `GET/POST {resource}`): today a claim's payments. */
const PaymentParams = z.object({ claim_id: z.coerce.number().int() });

export const gridHandlers: HandlerMap<Contract['grid']> = {
  columns: async ({ params }) => {
    if (params.resource !== 'payments') return notFound;
    return { status: 200, body: { columns: PAYMENT_COLUMNS } };
  },

  rows: async ({ params, body }, ctx) => {
    if (params.resource !== 'payments') return notFound;
    const claim = PaymentParams.safeParse(body.params);
    if (!claim.success) return invalid({ 'params.claim_id': ['required'] });
    const page = await paymentPage(ctx.db, ctx.session.user.id, { ...body, claimId: claim.data.claim_id });
    return page ? { status: 200, body: page } : notFound;
  },
};
