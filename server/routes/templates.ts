import type { Contract } from '../../contract';
import { addTemplate, listTemplates, normalizeIban, removeTemplate } from '../domain/templates';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid, notFound, ok } from './answers';

export const templateHandlers: HandlerMap<Contract['templates']> = {
  list: async (_req, ctx) => ({ status: 200, body: await listTemplates(ctx.db, ctx.session.user.id) }),

  create: async ({ body }, ctx) => {
    const { user } = ctx.session;
    if (body.kind === 'bank_account') {
      const iban = normalizeIban(body.iban);
      if (!iban) return invalid({ iban: ['invalid_value'] });
      return { status: 201, body: await addTemplate(ctx.db, user.id, { ...body, iban }) };
    }
    return { status: 201, body: await addTemplate(ctx.db, user.id, body) };
  },

  remove: async ({ params }, ctx) =>
    (await removeTemplate(ctx.db, ctx.session.user.id, params.id)) ? ok : notFound,
};
