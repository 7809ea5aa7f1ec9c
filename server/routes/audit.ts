import type { Contract } from '../../contract';
import { auditPage } from '../db/audit';
import type { HandlerMap } from '../http-kit/handlers';

/** Admin: the audit log (the contract bounds the page and the user id). */
export const auditHandlers: HandlerMap<Contract['audit']> = {
  list: async ({ query }, ctx) => ({
    status: 200,
    body: await auditPage(ctx.db, query.page, query.user_id),
  }),
};
