import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../contract';
import type { NotificationPage } from '../../api/notifications';
import { AlertProvider } from '../../ui/alert-dialog';
import { NotificationCenter } from './notification-center';

const fetchNotificationPage = vi.fn<(before?: string) => Promise<NotificationPage>>();
const fetchUnreadCount = vi.fn<() => Promise<number>>();
const markNotificationRead = vi.fn<(id: number) => Promise<Notification>>();
vi.mock('../../api/notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/notifications')>()),
  fetchNotificationPage: (before?: string) => fetchNotificationPage(before),
  fetchUnreadCount: () => fetchUnreadCount(),
  markNotificationRead: (id: number) => markNotificationRead(id),
  markAllNotificationsRead: () => Promise.resolve(),
}));
const socketListeners = new Map<string, (payload: unknown) => void>();
vi.mock('../../lib/socket', () => ({
  onSocketEvent: (event: string, listener: (payload: unknown) => void) => {
    socketListeners.set(event, listener);
    return () => socketListeners.delete(event);
  },
  onSocketConnect: () => () => {},
}));

const note = (over: Partial<Notification>): Notification => ({
  id: 1,
  priority: 'medium',
  subject: 'Subject',
  content: 'Content',
  read_at: null,
  created_at: '2026-11-18T08:30:00.000Z',
  properties: {},
  ...over,
});
const boardingPass = note({
  id: 7,
  priority: 'high',
  subject: 'Boarding pass needed',
  content: 'Please upload the boarding pass.',
  properties: { actions: [{ label: 'Upload boarding pass', url: '/closed_contracts' }] },
});

/** The first page answers `items` (no next page unless given); the unread count is theirs unless given. */
function show(
  items: Notification[] | Promise<Notification[]>,
  { next = null, unread }: { next?: string | null; unread?: number } = {},
) {
  fetchNotificationPage.mockReturnValueOnce(Promise.resolve(items).then((list) => ({ items: list, next })));
  fetchUnreadCount.mockReturnValue(
    Promise.resolve(items).then((list) => unread ?? list.filter((n) => !n.read_at).length),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <AlertProvider>
        <NotificationCenter />
        <Outlet />
      </AlertProvider>
    ),
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{path}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/overview'), page('/closed_contracts')]),
    history: createMemoryHistory({ initialEntries: ['/overview'] }),
  });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  fetchNotificationPage.mockReset();
  fetchUnreadCount.mockReset();
  markNotificationRead.mockReset();
  markNotificationRead.mockImplementation((id) =>
    Promise.resolve(note({ ...boardingPass, id, read_at: '2026-11-18T09:00:00.000Z' })),
  );
});

describe('NotificationCenter', () => {
  it('opens the blocking dialog of a stored unread high-priority notification at sign-in', async () => {
    const { router, user } = show([boardingPass]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Boarding pass needed' });
    expect(within(dialog).getByText('Please upload the boarding pass.')).toBeTruthy();
    // SPEC §2: the one button is labelled with the first action's label.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Upload boarding pass']);
    await user.click(within(dialog).getByRole('button'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(markNotificationRead).toHaveBeenCalledWith(7);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/closed_contracts'));
  });

  it('shows a high-priority push that arrives before the list loads once, not again as a stored one', async () => {
    let answer: (items: Notification[]) => void = () => {};
    show(new Promise((resolve) => (answer = resolve)));
    await vi.waitFor(() => expect(socketListeners.has('notification')).toBe(true));
    act(() => socketListeners.get('notification')?.(boardingPass));
    await screen.findByRole('alertdialog', { name: 'Boarding pass needed' });
    await userEvent.setup().keyboard('{Escape}'); // dismissed: it stays unread
    act(() => answer([boardingPass]));
    await screen.findByText('Boarding pass needed');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves read and lower-priority stored notifications to the list', async () => {
    show([
      note({ ...boardingPass, read_at: '2026-11-18T09:00:00.000Z' }),
      note({ id: 2, priority: 'medium', subject: 'KLM has replied' }),
    ]);
    await screen.findByText('KLM has replied');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("shows each notification's action in the list; following it opens its page and closes the panel", async () => {
    const { router, user } = show([
      note({
        id: 2,
        subject: 'KLM has replied',
        properties: { actions: [{ label: 'View claim', url: '/closed_contracts' }] },
      }),
      note({
        id: 3,
        subject: 'Elsewhere',
        properties: { actions: [{ label: 'Leave', url: 'https://evil.test/' }] },
      }),
      note({ id: 4, subject: 'No action' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const list = await screen.findByRole('list');
    const link = within(list).getByRole('link', { name: 'View claim' });
    // Only the in-portal action is offered: an outside URL is never followed.
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await user.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/closed_contracts'));
    expect(screen.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('NotificationCenter, a page at a time', () => {
  // 25 notifications, newest first: the first page holds 20 (n25…n6), the next 5 (n5…n1);
  // every fifth is read, so 20 of them are unread (16 on the first page).
  const all = Array.from({ length: 25 }, (_, i) =>
    note({
      id: 25 - i,
      subject: `Notice ${25 - i}`,
      read_at: (25 - i) % 5 === 0 ? '2026-11-18T09:00:00.000Z' : null,
    }),
  );
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });
  const badge = () => document.querySelector('.notifications__badge')?.textContent ?? null;

  async function openFirstPage() {
    const { user } = show(all.slice(0, 20), { next: 'after-6', unread: 20 });
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    await screen.findByText('Notice 25');
    return user;
  }

  it('shows the first page with the exact unread count of all, and loads the next page on Load more', async () => {
    const user = await openFirstPage();
    expect(badge()).toBe('20');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByText('Notice 5')).toBeNull();

    let answer: (page: NotificationPage) => void = () => {};
    fetchNotificationPage.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Load more notifications' }));
    expect(fetchNotificationPage).toHaveBeenLastCalledWith('after-6');
    const busy = await screen.findByRole('button', { name: 'Loading more notifications…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);

    act(() => answer({ items: all.slice(20), next: null }));
    await screen.findByText('Notice 1');
    const subjects = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.notification__subject')?.textContent?.replace(/^Unread: /, ''));
    expect(subjects).toEqual(all.map((n) => n.subject));
    // The last page: nothing more to load; the count was exact all along.
    expect(screen.queryByRole('button', { name: 'Load more notifications' })).toBeNull();
    expect(badge()).toBe('20');
    expect(bell().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the list when the next page fails, says so, and loads it on the next try', async () => {
    const user = await openFirstPage();
    fetchNotificationPage.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await user.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await screen.findByText('More notifications could not be loaded. Try again.');
    expect(screen.getByText('Notice 25')).toBeTruthy();

    fetchNotificationPage.mockReturnValueOnce(Promise.resolve({ items: all.slice(20), next: null }));
    await user.click(screen.getByRole('button', { name: 'Load more notifications' }));
    await screen.findByText('Notice 1');
    expect(screen.queryByText('More notifications could not be loaded. Try again.')).toBeNull();
  });

  it('counts a push at the top as unread, and marking read (one, then all) lowers the count', async () => {
    const user = await openFirstPage();
    act(() => socketListeners.get('notification')?.(note({ id: 26, subject: 'Notice 26', priority: 'low' })));
    await vi.waitFor(() => expect(badge()).toBe('21'));
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Notice 26');

    markNotificationRead.mockImplementation((id) =>
      Promise.resolve(note({ id, subject: `Notice ${id}`, read_at: '2026-11-18T10:00:00.000Z' })),
    );
    await user.click(screen.getByRole('button', { name: 'Mark as read: Notice 24' }));
    await vi.waitFor(() => expect(badge()).toBe('20'));

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    // Every notification is read now, also the 4 unread ones on the page not loaded.
    await vi.waitFor(() => expect(badge()).toBeNull());
  });
});
