import type { Contract } from '../../contract';
import { listNotifications, markAllRead, markRead } from '../domain/notifications';
import type { HandlerMap } from '../http/contract-adapter';
import { notFound, ok } from './answers';

/** The signed-in user's notifications; anyone else's answer 404. */
export const notificationHandlers: HandlerMap<Contract['notifications']> = {
  list: async (_req, ctx) => ({ status: 200, body: await listNotifications(ctx.db, ctx.session.user.id) }),
  markRead: async ({ params }, ctx) => {
    const notification = await markRead(ctx.db, ctx.session.user.id, params.id, ctx.now());
    return notification ? { status: 200, body: notification } : notFound;
  },
  markAllRead: async (_req, ctx) => {
    await markAllRead(ctx.db, ctx.session.user.id, ctx.now());
    return ok;
  },
};
