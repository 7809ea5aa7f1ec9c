import { fromPromise } from 'xstate';
import type { Notification } from '../../../contract';
import {
  notificationsMachine,
  type FirstPage,
  type NextPage,
} from '../../../machines/notifications/notifications.machine';
import {
  fetchNotificationPage,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../api/notifications';

/** The first page of the list and the exact unread count, asked for together. */
async function firstPage(): Promise<FirstPage> {
  const [page, unread] = await Promise.all([fetchNotificationPage(), fetchUnreadCount()]);
  return { ...page, unread };
}

/** The notifications machine with real HTTP; `present` shows a pushed notification. */
export function notificationsLogic(present: (n: Notification) => void) {
  return notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(firstPage),
      fetchMore: fromPromise<NextPage, { before: string }>(({ input }) =>
        fetchNotificationPage(input.before),
      ),
      markRead: fromPromise<Notification, { id: number }>(({ input }) => markNotificationRead(input.id)),
      markAllRead: fromPromise(async () => {
        await markAllNotificationsRead();
        return new Date().toISOString();
      }),
    },
    actions: { present: (_, { notification }) => present(notification) },
  });
}
