import { z } from 'zod';
import { Scope, type Contract } from '../../contract';
import { listClaims } from '../domain/claims';
import { findWidget, loadTree } from '../domain/widgets';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';

/** A claim-list widget's settings: which claims it lists. */
const ClaimListSettings = z.object({ status: z.enum(['active', 'closed']).optional() });
/** Optional filter a claim-list may send. */
const ClaimListPayload = z.object({ scope: Scope.optional() });

function parseSettings(settings: string) {
  try {
    return ClaimListSettings.safeParse(JSON.parse(settings)).data ?? {};
  } catch {
    return {};
  }
}

export const widgetHandlers: HandlerMap<Contract['widgets']> = {
  tree: async ({ params }, ctx) => {
    requireSession(ctx);
    const tree = await loadTree(ctx.db, params.treeId);
    return tree ? { status: 200, body: tree } : { status: 404, body: { message: 'not_found' } };
  },

  /** Data for a widget, always scoped to the signed-in user. */
  data: async ({ params, body }, ctx) => {
    const { user } = requireSession(ctx);
    const widget = await findWidget(ctx.db, params.widgetId);
    if (!widget || widget.type !== 'claim-list') return { status: 404, body: { message: 'not_found' } };
    const payload = ClaimListPayload.safeParse(body);
    if (!payload.success) {
      return { status: 422, body: { message: 'validation_failed', errors: { scope: ['invalid_value'] } } };
    }
    const { status } = parseSettings(widget.settings);
    const claims = await listClaims(ctx.db, {
      userId: user.id,
      ...(status ? { active: status === 'active' } : {}),
      ...(payload.data.scope ? { scope: payload.data.scope } : {}),
    });
    return { status: 200, body: { data: { type: 'claim-list', claims } } };
  },
};
