import { assign, fromPromise, setup } from 'xstate';
import type { Notification } from '../../contract';

export interface NotificationsContext {
  items: Notification[];
}

export type NotificationsEvent =
  | { type: 'RECEIVED'; notification: Notification }
  | { type: 'MARK_READ'; id: number }
  | { type: 'MARK_ALL_READ' }
  | { type: 'RECONNECTED' }
  | { type: 'RETRY' };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`notifications actor "${name}" is not provided`));

export const unreadCount = (context: NotificationsContext) => context.items.filter((n) => !n.read_at).length;

/**
 * Notifications (SPEC §4): unread while read_at is empty, marked read singly or all at once.
 * RECEIVED (a socket push) adds one and runs the injected action `present` (high: blocking alert,
 * medium: toast 90 s, low: toast 2 s); RECONNECTED (socket back) refetches. Injected actors:
 * `fetchNotifications` (GET /notifications), `markRead` (POST /notifications/{id}/mark_read),
 * `markAllRead` (POST /notifications/mark_all_read).
 */
export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent },
  actors: {
    fetchNotifications: fromPromise<Notification[]>(notProvided('fetchNotifications')),
    markRead: fromPromise<Notification, { id: number }>(notProvided('markRead')),
    /** Answers the time (ISO) the items count as read from. */
    markAllRead: fromPromise<string>(notProvided('markAllRead')),
  },
  actions: {
    present: (_, _params: { notification: Notification }) => {},
    setItems: assign((_, p: { items: Notification[] }) => ({ items: p.items })),
    add: assign(({ context }, p: { notification: Notification }) => ({
      items: [p.notification, ...context.items.filter((n) => n.id !== p.notification.id)],
    })),
    replace: assign(({ context }, p: { notification: Notification }) => ({
      items: context.items.map((n) => (n.id === p.notification.id ? p.notification : n)),
    })),
    allRead: assign(({ context }, p: { at: string }) => ({
      items: context.items.map((n) => (n.read_at ? n : { ...n, read_at: p.at })),
    })),
  },
}).createMachine({
  id: 'notifications',
  context: { items: [] },
  initial: 'loading',
  on: {
    RECEIVED: {
      actions: [
        { type: 'add', params: ({ event }) => event },
        { type: 'present', params: ({ event }) => event },
      ],
    },
  },
  states: {
    loading: {
      meta: { ui: 'the notifications button without a badge; the list says it is loading' },
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        onDone: {
          target: 'ready',
          actions: { type: 'setItems', params: ({ event }) => ({ items: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      meta: { ui: 'the list says the notifications could not be loaded, with a Retry button' },
      on: { RETRY: 'loading', RECONNECTED: 'loading' },
    },
    ready: {
      meta: {
        ui: 'the badge shows the unread count of context.items (none when 0); each unread item has Mark as read',
      },
      on: {
        MARK_READ: 'markingRead',
        MARK_ALL_READ: 'markingAllRead',
        RECONNECTED: 'loading',
      },
    },
    markingRead: {
      meta: { ui: 'the Mark as read button of that item is busy (disabled)' },
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ event }) => ({ id: event.type === 'MARK_READ' ? event.id : 0 }),
        onDone: {
          target: 'ready',
          actions: { type: 'replace', params: ({ event }) => ({ notification: event.output }) },
        },
        onError: 'failed',
      },
    },
    markingAllRead: {
      meta: { ui: 'the Mark all as read button is busy (disabled)' },
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: {
          target: 'ready',
          actions: { type: 'allRead', params: ({ event }) => ({ at: event.output }) },
        },
        onError: 'failed',
      },
    },
  },
});
