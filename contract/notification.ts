import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, Id, IdParam, Ok, Timestamp, ValidationErrorBody, authErrors } from './common';

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

const c = initContract();

export const notificationContract = c.router({
  list: {
    method: 'GET',
    path: '/notifications',
    metadata: { access: 'session' } as const,
    responses: { 200: z.array(Notification), ...authErrors },
    summary: "The signed-in user's notifications, newest first",
  },
  markRead: {
    method: 'POST',
    path: '/notifications/:id/mark_read',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ id: IdParam }),
    body: c.noBody(),
    responses: { 200: Notification, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
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
