import { fromPromise } from 'xstate';
import type { Notification } from '../../../contract';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { tsr } from '../../lib/api';

class UnexpectedAnswer extends Error {
  constructor(what: string, status: number) {
    super(`${what} answered ${status}`);
  }
}

/** The notifications machine with real HTTP; `present` shows a pushed notification. */
export function notificationsLogic(present: (n: Notification) => void) {
  return notificationsMachine.provide({
    actors: {
      fetchNotifications: fromPromise(async () => {
        const res = await tsr.notifications.list.query();
        if (res.status !== 200) throw new UnexpectedAnswer('GET /notifications', res.status);
        return res.body;
      }),
      markRead: fromPromise<Notification, { id: number }>(async ({ input }) => {
        const res = await tsr.notifications.markRead.mutate({ params: { id: input.id } });
        if (res.status !== 200) throw new UnexpectedAnswer('POST /notifications/{id}/mark_read', res.status);
        return res.body;
      }),
      markAllRead: fromPromise(async () => {
        const res = await tsr.notifications.markAllRead.mutate({});
        if (res.status !== 200) throw new UnexpectedAnswer('POST /notifications/mark_all_read', res.status);
        return new Date().toISOString();
      }),
    },
    actions: { present: (_, { notification }) => present(notification) },
  });
}
