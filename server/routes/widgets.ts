import type { Contract } from '../../contract';
import { findWidget, loadTree } from '../domain/widgets';
import type { HandlerMap } from '../http-kit/handlers';
import { widgetData } from './widget-data';
import { notFound } from './answers';

export const widgetHandlers: Pick<HandlerMap<Contract['widgets']>, 'tree' | 'data'> = {
  tree: async ({ params }, ctx) => {
    const tree = await loadTree(ctx.db, params.treeId);
    return tree ? { status: 200, body: tree } : notFound;
  },

  /** Data for a widget, always scoped to the signed-in user. */
  data: async ({ params, body }, ctx) => {
    const widget = await findWidget(ctx.db, params.widgetId);
    if (!widget) return notFound;
    return widgetData(widget, body, ctx.session.user.id, ctx);
  },
};
