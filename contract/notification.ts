import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { Id, IdParam, Ok, Timestamp, ValidationErrorBody, authErrors, recordResponses } from './common';
import { KeysetCursor } from './keyset';

export const Priority = z.enum(['high', 'medium', 'low']);
export type Priority = z.infer<typeof Priority>;

export const NotificationAction = z.object({ label: z.string(), url: z.string() });

export const Notification = z.object({
  id: Id,
  priority: Priority,
  subject: z.string(),
  content: z.string(),
  read_at: Timestamp.nullable(),
  created_at: Timestamp,
  properties: z
    .object({ actions: z.array(NotificationAction) })
    .partial()
    .passthrough(),
});
export type Notification = z.infer<typeof Notification>;

/** The socket.io event that carries one new Notification to the signed-in user's sockets. */
export const NOTIFICATION_EVENT = 'notification';

/** Notifications per page of the notification centre. */
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * The response header of a paged `GET /notifications` (one with `limit`) that holds the next
 * page's cursor (pass it as `before`); absent on the last page and on an unpaged call.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * Response headers routes set, by `METHOD path` and status: header name → what it holds
 * (ts-rest 3.52 has no typed response headers; the OpenAPI document lists these).
 */
export const RESPONSE_HEADERS: Readonly<Record<string, Record<number, Record<string, string>>>> = {
  'GET /notifications': {
    200: {
      [NEXT_CURSOR_HEADER]:
        "With `limit`: the next page's cursor (pass it as `before`); absent on the last page.",
    },
  },
};

/**
 * `GET /notifications` query: without `limit` the whole list (SPEC §7); with it, at most `limit`
 * notifications, newest first (created_at, id descending), after the keyset cursor `before`.
 */
export const NotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  before: KeysetCursor.optional(),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** How many of the signed-in user's notifications are unread (read_at empty). */
export const UnreadCount = z.object({ count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

const c = initContract();

export const notificationContract = c.router({
  list: {
    method: 'GET',
    path: '/notifications',
    metadata: { access: 'session' } as const,
    query: NotificationListQuery,
    responses: { 200: z.array(Notification), ...authErrors, 422: ValidationErrorBody },
    summary: "The signed-in user's notifications, newest first",
    description:
      'Without `limit`: every notification. With `limit` (1–100): one page, after the keyset cursor ' +
      "`before` (opaque); the `X-Next-Cursor` response header holds the next page's cursor and is " +
      'absent on the last page. `before` needs `limit`; a bad `limit` or `before` answers 422 with field errors.',
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unread_count',
    metadata: { access: 'session' } as const,
    responses: { 200: UnreadCount, ...authErrors },
    summary: "How many of the signed-in user's notifications are unread (the bell's badge)",
  },
  markRead: {
    method: 'POST',
    path: '/notifications/:id/mark_read',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: c.noBody(),
    responses: recordResponses({ 200: Notification }),
    summary: 'Mark one notification read',
  },
  markAllRead: {
    method: 'POST',
    path: '/notifications/mark_all_read',
    metadata: { access: 'session' } as const,
    body: c.noBody(),
    responses: { 200: Ok, ...authErrors },
    summary: 'Mark all notifications read',
  },
});
