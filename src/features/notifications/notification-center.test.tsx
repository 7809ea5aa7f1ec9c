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
import { AlertProvider } from '../../ui/alert-dialog';
import { NotificationCenter } from './notification-center';

const fetchNotifications = vi.fn<() => Promise<Notification[]>>();
const markNotificationRead = vi.fn<(id: number) => Promise<Notification>>();
vi.mock('../../api/notifications', async (importOriginal) => ({
  // The real parser of pushed payloads (pushedNotification); only the requests are faked.
  ...(await importOriginal<typeof import('../../api/notifications')>()),
  fetchNotifications: () => fetchNotifications(),
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

function show(items: Notification[] | Promise<Notification[]>) {
  fetchNotifications.mockReturnValue(Promise.resolve(items));
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
  fetchNotifications.mockReset();
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
