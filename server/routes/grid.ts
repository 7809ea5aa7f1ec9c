import { z } from 'zod';
import type { Contract } from '../../contract';
import { PAYMENT_COLUMNS, paymentPage } from '../domain/payments';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';

/** Grid resources (SPEC §7 `GET/POST {resource}`): today a claim's payments. */
const PaymentParams = z.object({ claim_id: z.coerce.number().int() });

export const gridHandlers: HandlerMap<Contract['grid']> = {
  columns: async ({ params }, ctx) => {
    requireSession(ctx);
    if (params.resource !== 'payments') return { status: 404, body: { message: 'not_found' } };
    return { status: 200, body: { columns: PAYMENT_COLUMNS } };
  },

  rows: async ({ params, body }, ctx) => {
    const { user } = requireSession(ctx);
    if (params.resource !== 'payments') return { status: 404, body: { message: 'not_found' } };
    const claim = PaymentParams.safeParse(body.params);
    if (!claim.success)
      return {
        status: 422,
        body: { message: 'validation_failed', errors: { 'params.claim_id': ['required'] } },
      };
    const page = await paymentPage(ctx.db, user.id, { ...body, claimId: claim.data.claim_id });
    return page ? { status: 200, body: page } : { status: 404, body: { message: 'not_found' } };
  },
};
