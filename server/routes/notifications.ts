import { decodeKeysetCursor, NEXT_CURSOR_HEADER, type Contract } from '../../contract';
import {
  countUnread,
  listNotificationPage,
  listNotifications,
  markAllRead,
  markRead,
} from '../domain/notifications';
import type { HandlerMap } from '../http-kit/handlers';
import { invalid, notFound, ok } from './answers';

/** The signed-in user's notifications; anyone else's answer 404. */
export const notificationHandlers: HandlerMap<Contract['notifications']> = {
  list: async ({ query }, ctx) => {
    const userId = ctx.session.user.id;
    if (query.limit === undefined) {
      // Unpaged (SPEC §7): the whole list; a cursor needs a page size.
      if (query.before !== undefined) return invalid({ limit: ['required'] });
      return { status: 200, body: await listNotifications(ctx.db, userId) };
    }
    const after = query.before === undefined ? undefined : decodeKeysetCursor(query.before);
    if (after === null) return invalid({ before: ['invalid_value'] });
    const page = await listNotificationPage(ctx.db, userId, {
      limit: query.limit,
      ...(after ? { after } : {}),
    });
    if (page.nextCursor) ctx.reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    return { status: 200, body: page.items };
  },
  unreadCount: async (_req, ctx) => ({
    status: 200,
    body: { count: await countUnread(ctx.db, ctx.session.user.id) },
  }),
  markRead: async ({ params }, ctx) => {
    const notification = await markRead(ctx.db, ctx.session.user.id, params.id, ctx.now());
    return notification ? { status: 200, body: notification } : notFound;
  },
  markAllRead: async (_req, ctx) => {
    await markAllRead(ctx.db, ctx.session.user.id, ctx.now());
    return ok;
  },
};
