import type { Contract } from '../../contract';
import { findWidget, loadTree } from '../domain/widgets';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';
import { widgetData } from './widget-data';

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
    if (!widget) return { status: 404, body: { message: 'not_found' } };
    return widgetData(widget, body, user.id, ctx);
  },
};
