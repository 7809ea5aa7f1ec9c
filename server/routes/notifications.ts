import type { Contract } from '../../contract';
import { listNotifications, markAllRead, markRead } from '../domain/notifications';
import type { HandlerMap } from '../http/contract-adapter';
import { requireSession } from '../http/context';

/** The signed-in user's notifications; anyone else's answer 404. */
export const notificationHandlers: HandlerMap<Contract['notifications']> = {
  list: async (_req, ctx) => {
    const { user } = requireSession(ctx);
    return { status: 200, body: await listNotifications(ctx.db, user.id) };
  },
  markRead: async ({ params }, ctx) => {
    const { user } = requireSession(ctx);
    const notification = await markRead(ctx.db, user.id, params.id, ctx.now());
    return notification
      ? { status: 200, body: notification }
      : { status: 404, body: { message: 'not_found' } };
  },
  markAllRead: async (_req, ctx) => {
    const { user } = requireSession(ctx);
    await markAllRead(ctx.db, user.id, ctx.now());
    return { status: 200, body: { success: true } };
  },
};
