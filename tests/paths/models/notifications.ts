import type { Notification } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';

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
/** A full first page (1 unread) with one more, unread, notification on the next page. */
const fullPage = Array.from({ length: 20 }, (_, i) => note(i + 30, 'low', i > 0));
/** The one notification on the page after `fullPage` (the UI replay stores it first: it is older). */
export const olderNote = note(50, 'low', false);

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
    LOAD_MORE: [{ label: 'load more', event: { type: 'LOAD_MORE' } }],
    RECONNECTED: [{ label: 'the socket reconnects', event: { type: 'RECONNECTED' } }],
    RETRY: [{ label: 'retry loading', event: { type: 'RETRY' } }],
    'xstate.done.actor.fetchNotifications': [
      done('fetchNotifications', 'one unread, one read', {
        items: [unread, note(2, 'low', true)],
        next: null,
        unread: 1,
      }),
      done('fetchNotifications', 'no notifications', { items: [], next: null, unread: 0 }),
      done('fetchNotifications', 'a full page and more', { items: fullPage, next: 'more', unread: 2 }),
    ],
    'xstate.done.actor.fetchMore': [done('fetchMore', 'the last page', { items: [olderNote], next: null })],
    'xstate.error.actor.fetchMore': [failed('fetchMore', 'loading more failed')],
    'xstate.error.actor.fetchNotifications': [failed('fetchNotifications', 'loading failed')],
    'xstate.done.actor.markRead': [
      done('markRead', 'marked read', { ...unread, read_at: '2026-01-01T11:00:00.000Z' }),
    ],
    'xstate.error.actor.markRead': [failed('markRead', 'mark read failed')],
    'xstate.done.actor.markAllRead': [done('markAllRead', 'all marked read', '2026-01-01T12:00:00.000Z')],
    'xstate.error.actor.markAllRead': [failed('markAllRead', 'mark all read failed')],
  },
  // One push per path keeps the state space finite; mark read only with an unread item; a full
  // page only pages on (marking and pushes are the short lists' paths).
  filterEvents: (snapshot, event) => {
    if (snapshot.context.items.length > 2)
      return event.type === 'LOAD_MORE' || event.type.endsWith('.fetchMore');
    if (event.type === 'RECEIVED') return snapshot.context.items.every((n) => n.id < 100);
    if (event.type === 'MARK_READ' || event.type === 'MARK_ALL_READ')
      return snapshot.context.items.some((n) => !n.read_at);
    return true;
  },
});
