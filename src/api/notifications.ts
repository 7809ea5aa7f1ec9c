import { NEXT_CURSOR_HEADER, Notification, NOTIFICATION_PAGE_SIZE } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

/** A notification pushed on the realtime socket (NOTIFICATION_EVENT); null when it is not one. */
export function pushedNotification(payload: unknown): Notification | null {
  const parsed = Notification.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** A page of the notification list: its notifications, newest first, and the next page's cursor (null on the last). */
export type NotificationPage = { items: Notification[]; next: string | null };

/**
 * GET /notifications?limit=20[&before=cursor]: one page of the signed-in user's notifications
 * (the first without a cursor); the next page's cursor comes in the X-Next-Cursor header.
 */
export async function fetchNotificationPage(before?: string): Promise<NotificationPage> {
  const res = await api().notifications.list({
    query: { limit: NOTIFICATION_PAGE_SIZE, ...(before === undefined ? {} : { before }) },
  });
  const items = body200('GET /notifications', res);
  return { items, next: res.headers.get(NEXT_CURSOR_HEADER) || null };
}

/** GET /notifications/unread_count: how many of the user's notifications are unread (the bell's badge). */
export async function fetchUnreadCount(): Promise<number> {
  return body200('GET /notifications/unread_count', await api().notifications.unreadCount()).count;
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
