import { Notification } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

/** A notification pushed on the realtime socket (NOTIFICATION_EVENT); null when it is not one. */
export function pushedNotification(payload: unknown): Notification | null {
  const parsed = Notification.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

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
