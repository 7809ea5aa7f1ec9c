import { fromPromise } from 'xstate';
import type { Notification } from '../../../contract';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';

/** The notifications machine with real HTTP; `present` shows a pushed notification. */
export function notificationsLogic(present: (n: Notification) => void) {
  return notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(fetchNotifications),
      markRead: fromPromise<Notification, { id: number }>(({ input }) => markNotificationRead(input.id)),
      markAllRead: fromPromise(async () => {
        await markAllNotificationsRead();
        return new Date().toISOString();
      }),
    },
    actions: { present: (_, { notification }) => present(notification) },
  });
}
