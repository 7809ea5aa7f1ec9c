import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../contract';
import type { AuditPage, AuditRequest } from '../../api/audit';
import { formatDateTime } from '../../lib/format';
import { AuditLog, type AuditSearch } from './audit-log';

const fetchAuditLog = vi.fn<(r: AuditRequest) => Promise<AuditPage>>();
vi.mock('../../api/audit', async (original) => {
  const real = await original<typeof import('../../api/audit')>();
  return {
    ...real,
    auditLogQuery: (r: AuditRequest) => ({ ...real.auditLogQuery(r), queryFn: () => fetchAuditLog(r) }),
  };
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-24T14:05:09.000Z',
  event: 'sign_in',
  outcome: 'failure',
  user_id: 7,
  email: 'anna@example.com',
  actor_id: null,
  ip: '203.0.113.9',
  ...over,
});

async function show(props: { page?: number; user_id?: number }) {
  const onSearch = vi.fn<(s: AuditSearch) => void>();
  const rootRoute = createRootRoute();
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/audit_log',
    component: () => <AuditLog page={props.page ?? 1} user_id={props.user_id} onSearch={onSearch} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/admin/audit_log'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onSearch, user: userEvent.setup() };
}

beforeEach(() => fetchAuditLog.mockReset());

describe('AuditLog', () => {
  it('shows a captioned table: local time, translated event and outcome, user, actor and address', async () => {
    fetchAuditLog.mockResolvedValue({
      entries: [
        entry({ id: 2, event: 'view_as_start', outcome: 'success', user_id: 9, email: null, actor_id: 1 }),
        entry({}),
      ],
      page: 1,
      per_page: 50,
      total: 51,
    });
    await show({});
    const table = await screen.findByRole('table', { name: 'Audit log: page 1 of 2, 51 entries' });
    expect(fetchAuditLog).toHaveBeenCalledWith({ page: 1, user_id: undefined });
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatDateTime('2026-03-24T14:05:09.000Z', 'en_GB'),
      i18next.t('admin.audit.events.view_as_start'),
      i18next.t('admin.audit.outcomes.success'),
      '#9',
      '#1',
      '203.0.113.9',
    ]);
    expect(within(second!).getByRole('link', { name: 'Only user #7' })).toBeTruthy();
    expect(within(second!).getByText('anna@example.com')).toBeTruthy();
    // The table scrolls inside a focusable region named by the caption (phones).
    expect(screen.getByRole('region', { name: /Audit log: page 1/ }).tabIndex).toBe(0);
  });

  it('pages with the keyboard; the ends stay focusable but do nothing', async () => {
    fetchAuditLog.mockResolvedValue({ entries: [entry({})], page: 1, per_page: 50, total: 120 });
    const { onSearch, user } = await show({});
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.focus();
    await user.keyboard('{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ page: 2, user_id: undefined });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('filters by a user id and refuses anything but a whole number from 1', async () => {
    fetchAuditLog.mockResolvedValue({ entries: [], page: 1, per_page: 50, total: 0 });
    const { onSearch, user } = await show({});
    const input = await screen.findByLabelText('User id');
    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '42{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ user_id: 42 });
  });

  it('says when there is nothing (for one user) and offers all entries again', async () => {
    fetchAuditLog.mockResolvedValue({ entries: [], page: 1, per_page: 50, total: 0 });
    const { onSearch, user } = await show({ user_id: 5 });
    await screen.findByText('No entries for user #5.');
    expect(fetchAuditLog).toHaveBeenCalledWith({ page: 1, user_id: 5 });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onSearch).toHaveBeenCalledWith({ user_id: undefined });
  });

  it('says when the log could not be loaded and tries again on request', async () => {
    fetchAuditLog.mockRejectedValueOnce(new Error('GET /admin/audit_log answered 500'));
    fetchAuditLog.mockResolvedValueOnce({ entries: [entry({})], page: 1, per_page: 50, total: 1 });
    const { user } = await show({});
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The audit log could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Audit log: page 1 of 1, 1 entries' });
  });
});
