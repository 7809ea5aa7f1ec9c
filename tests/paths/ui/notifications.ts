import type { Page } from 'playwright-core';
import type { Notification } from '../../../contract';
import type { FirstPage, NotificationsContext } from '../../../machines/notifications/notifications.machine';
import { unreadCount } from '../../../machines/notifications/notifications.machine';
import { olderNote } from '../models/notifications';
import type { ExpectedState } from '../toolkit';
import type { StepContext, UiDriver } from '../catalogue';
import { abort, hold, inFlight, release, waitForHeld } from './network';
import { expectUi, isEnabled, lacks, shows, signInElsewhere, t, type Check } from './page';

/**
 * The notifications bell of the dashboard, for a fresh customer per path. The list outcome is
 * arranged in the database before GET /notifications is released (the sample's subjects and read
 * states); a push (RECEIVED) is a real server-side notification sent through socket.io.
 */
const LIST = /\/notifications$/;
/** The first load: a page of the list and the unread count, asked for together. */
const FIRST = /\/notifications(\/unread_count)?$/;
const MARK = /\/notifications\/\d+\/mark_read$/;
const MARK_ALL = /\/notifications\/mark_all_read$/;
const context = (e: ExpectedState) => e.context as NotificationsContext;
const emails = new WeakMap<Page, string>();
const loadMore = (page: Page, key: string) =>
  page.locator('.notifications').getByRole('button', { name: t(key) });
const bell = (page: Page) => page.getByRole('button', { name: new RegExp(`^${t('notifications.title')}`) });
const pending = (page: Page, what: string, path: RegExp): Check => [
  `${what} pending`,
  async () => inFlight(page, path).length > 0,
];

/** A request without an answer also raises the app-wide warning dialog (SPEC §8): Escape closes it. */
async function dismissWarning(page: Page) {
  if (await page.getByRole('alertdialog').isVisible()) await page.keyboard.press('Escape');
}

/** Holds the first load (the list's first page and the unread count) until the step decides. */
async function holdFirst(page: Page) {
  await hold(page, 'list', 'GET', FIRST, { all: true });
}
async function waitForFirst(page: Page, timeout?: number) {
  await waitForHeld(page, 'list', timeout, 2);
}

async function listAnswers(page: Page, { step, env }: StepContext) {
  const email = emails.get(page) ?? '';
  const output = (step.event as unknown as { output?: FirstPage }).output;
  const store = (n: Notification) =>
    env.createNotification(email, {
      priority: n.priority,
      subject: n.subject,
      content: n.content,
      read: !!n.read_at,
    });
  // A full page with more after it: the next page's notification is older, so stored first.
  if (output?.next) await store(olderNote);
  for (const n of [...(output?.items ?? [])].reverse()) await store(n);
  await release(page, 'list');
}

export const notificationsUi: UiDriver = {
  async open(page, { env }) {
    const email = `notes-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await env.createUser(email, 'Start1234');
    emails.set(page, email);
    await signInElsewhere(page, env, email, 'Start1234');
    await holdFirst(page);
    await page.goto('/overview');
    await waitForFirst(page, 30_000); // the first dashboard load of a run can be slow on a busy machine
    await page.locator('.notifications[data-realtime=connected]').waitFor();
    await bell(page).click();
  },
  assertState: {
    loading: (page) =>
      expectUi([
        shows('the loading text', page.getByText(t('notifications.loading'))),
        pending(page, 'GET /notifications', LIST),
      ]),
    loadingMore: (page) =>
      expectUi([
        [
          'the Load more button, busy (disabled)',
          async () => !(await isEnabled(loadMore(page, 'notifications.loading_more'))),
        ],
        pending(page, 'GET /notifications?before=…', LIST),
      ]),
    failed: (page) =>
      expectUi([
        shows('the failure text', page.getByText(t('notifications.failed'))),
        shows(
          'a Retry button',
          page.locator('.notifications').getByRole('button', { name: t('notifications.retry') }),
        ),
      ]),
    ready: (page, expected) => {
      const count = unreadCount(context(expected));
      const badge = page.locator('.notifications__badge');
      return expectUi([
        count
          ? [`the badge "${count}"`, async () => (await badge.innerText()).trim() === String(count)]
          : lacks('no badge', badge),
        ...context(expected).items.map((n): Check =>
          shows(`the notification "${n.subject}"`, page.locator('.notifications__list').getByText(n.subject)),
        ),
        context(expected).next
          ? shows('a Load more button', loadMore(page, 'notifications.load_more'))
          : lacks('no Load more button', page.locator('.notifications .load-more')),
        context(expected).moreFailed
          ? shows('the next page failure text', page.getByText(t('notifications.more_failed')))
          : lacks('no next page failure text', page.getByText(t('notifications.more_failed'))),
      ]);
    },
    markingRead: (page) =>
      expectUi([
        [
          'the Mark as read button, disabled',
          async () => !(await isEnabled(page.locator('.notification--unread button').first())),
        ],
        pending(page, 'POST /notifications/{id}/mark_read', MARK),
      ]),
    markingAllRead: (page) =>
      expectUi([
        [
          'the Mark all as read button, disabled',
          async () =>
            !(await isEnabled(page.getByRole('button', { name: t('notifications.mark_all_read') }))),
        ],
        pending(page, 'POST /notifications/mark_all_read', MARK_ALL),
      ]),
  },
  executeEvent: {
    'xstate.done.actor.fetchNotifications': listAnswers,
    'xstate.error.actor.fetchNotifications': (page) => abort(page, 'list'),
    RETRY: async (page) => {
      await dismissWarning(page);
      await holdFirst(page);
      await page
        .locator('.notifications')
        .getByRole('button', { name: t('notifications.retry') })
        .click();
      await waitForFirst(page);
    },
    // The button, or the panel scrolled near its end (it loads by itself): one LOAD_MORE either way.
    LOAD_MORE: async (page) => {
      await dismissWarning(page);
      await hold(page, 'more', 'GET', LIST);
      await loadMore(page, 'notifications.load_more').click({ force: true });
      await waitForHeld(page, 'more');
    },
    'xstate.done.actor.fetchMore': (page) => release(page, 'more'),
    'xstate.error.actor.fetchMore': (page) => abort(page, 'more'),
    RECEIVED: async (page, { step, env }) => {
      const n = (step.event as unknown as { notification: Notification }).notification;
      await env.createNotification(emails.get(page) ?? '', {
        priority: n.priority,
        subject: n.subject,
        content: n.content,
        read: false,
        push: true,
      });
      if (n.priority === 'high') {
        const dialog = page.getByRole('alertdialog', { name: n.subject });
        await dialog.waitFor();
        // Dismissed (Escape): the notification stays unread, as in the machine; its button would mark it read.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      } else await page.locator('.notification-toast', { hasText: n.subject }).waitFor();
    },
    MARK_READ: async (page) => {
      await hold(page, 'mark', 'POST', MARK);
      await page.locator('.notification--unread button').first().click();
      await waitForHeld(page, 'mark');
    },
    'xstate.done.actor.markRead': (page) => release(page, 'mark'),
    'xstate.error.actor.markRead': (page) => abort(page, 'mark'),
    MARK_ALL_READ: async (page) => {
      await hold(page, 'markAll', 'POST', MARK_ALL);
      await page.getByRole('button', { name: t('notifications.mark_all_read') }).click();
      await waitForHeld(page, 'markAll');
    },
    'xstate.done.actor.markAllRead': (page) => release(page, 'markAll'),
    'xstate.error.actor.markAllRead': (page) => abort(page, 'markAll'),
    // The server drops the socket; the client reconnects (1 s ± 50 %) and the list is fetched again.
    RECONNECTED: async (page, { env }) => {
      await page.locator('.notifications[data-realtime=connected]').waitFor();
      await holdFirst(page);
      await env.dropSockets(emails.get(page) ?? '');
      await waitForFirst(page);
    },
  },
};
