import type { Notification } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

/** GET /notifications: the signed-in user's notifications, newest first. */
export async function fetchNotifications(): Promise<Notification[]> {
  return body200('GET /notifications', await api().notifications.list());
}

/** POST /notifications/{id}/mark_read: the notification, now read. */
export async function markNotificationRead(id: number): Promise<Notification> {
  return body200(
    'POST /notifications/{id}/mark_read',
    await api().notifications.markRead({ params: { id } }),
  );
}

/** POST /notifications/mark_all_read. */
export async function markAllNotificationsRead(): Promise<void> {
  body200('POST /notifications/mark_all_read', await api().notifications.markAllRead({}));
}
