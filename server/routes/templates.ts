import type { Contract } from '../../contract';
import { addTemplate, listTemplates, normalizeIban, removeTemplate } from '../domain/templates';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';

export const templateHandlers: HandlerMap<Contract['templates']> = {
  list: async (_req, ctx) => {
    const { user } = requireSession(ctx);
    return { status: 200, body: await listTemplates(ctx.db, user.id) };
  },

  create: async ({ body }, ctx) => {
    const { user } = requireSession(ctx);
    if (body.kind === 'bank_account') {
      const iban = normalizeIban(body.iban);
      if (!iban)
        return { status: 422, body: { message: 'validation_failed', errors: { iban: ['invalid_value'] } } };
      return { status: 201, body: await addTemplate(ctx.db, user.id, { ...body, iban }) };
    }
    return { status: 201, body: await addTemplate(ctx.db, user.id, body) };
  },

  remove: async ({ params }, ctx) => {
    const { user } = requireSession(ctx);
    return (await removeTemplate(ctx.db, user.id, params.id))
      ? { status: 200, body: { success: true } }
      : { status: 404, body: { message: 'not_found' } };
  },
};
