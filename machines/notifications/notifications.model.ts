import type { Notification } from '../../contract';
import { defineModel, done, failed } from '../testing';
import { notificationsMachine } from './notifications.machine';

const note = (id: number, priority: Notification['priority'], read: boolean): Notification => ({
  id,
  priority,
  subject: `Notice ${id}`,
  content: `Content ${id}`,
  read_at: read ? '2026-01-01T10:00:00.000Z' : null,
  created_at: '2026-01-01T09:00:00.000Z',
  properties: priority === 'high' ? { actions: [{ label: 'Open', url: '/active_contracts' }] } : {},
});
const unread = note(1, 'medium', false);

/** Event samples for path generation. */
export const notificationsModel = defineModel({
  name: 'notifications',
  machine: notificationsMachine,
  samples: {
    RECEIVED: [
      { label: 'a high priority push', event: { type: 'RECEIVED', notification: note(101, 'high', false) } },
      {
        label: 'a medium priority push',
        event: { type: 'RECEIVED', notification: note(102, 'medium', false) },
      },
      { label: 'a low priority push', event: { type: 'RECEIVED', notification: note(103, 'low', false) } },
    ],
    MARK_READ: [{ label: 'mark the first unread read', event: { type: 'MARK_READ', id: 1 } }],
    MARK_ALL_READ: [{ label: 'mark all read', event: { type: 'MARK_ALL_READ' } }],
    RECONNECTED: [{ label: 'the socket reconnects', event: { type: 'RECONNECTED' } }],
    RETRY: [{ label: 'retry loading', event: { type: 'RETRY' } }],
    'xstate.done.actor.fetchNotifications': [
      done('fetchNotifications', 'one unread, one read', [unread, note(2, 'low', true)]),
      done('fetchNotifications', 'no notifications', []),
    ],
    'xstate.error.actor.fetchNotifications': [failed('fetchNotifications', 'loading failed')],
    'xstate.done.actor.markRead': [
      done('markRead', 'marked read', { ...unread, read_at: '2026-01-01T11:00:00.000Z' }),
    ],
    'xstate.error.actor.markRead': [failed('markRead', 'mark read failed')],
    'xstate.done.actor.markAllRead': [done('markAllRead', 'all marked read', '2026-01-01T12:00:00.000Z')],
    'xstate.error.actor.markAllRead': [failed('markAllRead', 'mark all read failed')],
  },
  // One push per path keeps the state space finite; mark read only with an unread item.
  filterEvents: (snapshot, event) => {
    if (event.type === 'RECEIVED') return snapshot.context.items.every((n) => n.id < 100);
    if (event.type === 'MARK_READ' || event.type === 'MARK_ALL_READ')
      return snapshot.context.items.some((n) => !n.read_at);
    return true;
  },
});
