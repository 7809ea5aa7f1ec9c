import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { Notification } from '../../contract';

export interface NotificationsContext {
  /** The listed notifications, newest first: the first page, the pages loaded since, and pushes. */
  items: Notification[];
  /** How many of the user's notifications are unread, listed or not (the bell's badge). */
  unread: number;
  /** The next page's cursor; null when every notification is listed. */
  next: string | null;
  /** The last LOAD_MORE failed (the list stays; Load more tries again). */
  moreFailed: boolean;
}

/** What loading the list answers: the first page, the next page's cursor, and the unread count. */
export type FirstPage = { items: Notification[]; next: string | null; unread: number };
/** What loading more answers: the next page and the cursor after it. */
export type NextPage = { items: Notification[]; next: string | null };

export type NotificationsEvent =
  | { type: 'RECEIVED'; notification: Notification }
  | { type: 'MARK_READ'; id: number }
  | { type: 'MARK_ALL_READ' }
  | { type: 'LOAD_MORE' }
  | { type: 'RECONNECTED' }
  | { type: 'RETRY' };

/** The bell's badge: the user's unread notifications, whether their page is loaded or not. */
export const unreadCount = (context: NotificationsContext) => context.unread;

// Stryker disable next-line ConditionalExpression: every caller checks that the notification is known before asking
const isUnread = (n: Notification | undefined) => n !== undefined && !n.read_at;

/**
 * Notifications (SPEC §4): unread while read_at is empty, marked read singly or all at once.
 * RECEIVED (a socket push) adds one and runs the injected action `present` (high: blocking alert,
 * medium: toast 90 s, low: toast 2 s); RECONNECTED (socket back) refetches. The list is paged
 * (keyset, newest first): the first page on load, the next on LOAD_MORE; the unread count is the
 * server's, kept exact by pushes and marking. Injected actors: `fetchNotifications` (the first page
 * and GET /notifications/unread_count), `fetchMore` (the page after a cursor), `markRead`
 * (POST /notifications/{id}/mark_read), `markAllRead` (POST /notifications/mark_all_read).
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  actors: {
    fetchNotifications: notProvided<FirstPage>('fetchNotifications'),
    fetchMore: notProvided<NextPage, { before: string }>('fetchMore'),
    markRead: notProvided<Notification, { id: number }>('markRead'),
    /** Answers the time (ISO) the items count as read from. */
    markAllRead: notProvided<string>('markAllRead'),
  },
  actions: {
    present: (_, _params: { notification: Notification }) => {},
    setFirstPage: assign((_, p: FirstPage) => ({ ...p, moreFailed: false })),
    /** A later page goes below (a push that is already listed is not listed twice). */
    append: assign(({ context }, p: NextPage) => ({
      items: [...context.items, ...p.items.filter((n) => !context.items.some((m) => m.id === n.id))],
      next: p.next,
    })),
    moreFailed: assign({ moreFailed: true }),
    clearMoreFailed: assign({ moreFailed: false }),
    add: assign(({ context }, p: { notification: Notification }) => {
      const known = context.items.find((n) => n.id === p.notification.id);
      const delta = (isUnread(p.notification) ? 1 : 0) - (known ? (isUnread(known) ? 1 : 0) : 0);
      return {
        items: [p.notification, ...context.items.filter((n) => n.id !== p.notification.id)],
        unread: Math.max(0, context.unread + delta),
      };
    }),
    replace: assign(({ context }, p: { notification: Notification }) => {
      const known = context.items.find((n) => n.id === p.notification.id);
      const delta = known && isUnread(known) && !isUnread(p.notification) ? -1 : 0;
      return {
        items: context.items.map((n) => (n.id === p.notification.id ? p.notification : n)),
        unread: Math.max(0, context.unread + delta),
      };
    }),
    allRead: assign(({ context }, p: { at: string }) => ({
      items: context.items.map((n) => (n.read_at ? n : { ...n, read_at: p.at })),
      unread: 0,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.next !== null,
  },
}).createMachine({
  id: 'notifications',
  context: { items: [], unread: 0, next: null, moreFailed: false },
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
          actions: { type: 'setFirstPage', params: ({ event }) => event.output },
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
        ui: 'the badge shows context.unread (none when 0); each unread item has Mark as read; Load more while context.next is set',
      },
      on: {
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'clearMoreFailed' },
        MARK_READ: 'markingRead',
        MARK_ALL_READ: 'markingAllRead',
        RECONNECTED: 'loading',
      },
    },
    loadingMore: {
      meta: { ui: 'the list stays; the Load more button is busy (disabled)' },
      invoke: {
        id: 'fetchMore',
        src: 'fetchMore',
        input: ({ context }) => ({ before: context.next ?? '' }),
        onDone: {
          target: 'ready',
          actions: { type: 'append', params: ({ event }) => event.output },
        },
        // The loaded pages stay: the list says the next could not be loaded, Load more tries again.
        onError: { target: 'ready', actions: 'moreFailed' },
      },
    },
    markingRead: {
      meta: { ui: 'the Mark as read button of that item is busy (disabled)' },
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ event }) => {
          assertEvent(event, 'MARK_READ');
          return { id: event.id };
        },
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
