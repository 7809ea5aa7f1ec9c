import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimCount, ClaimListItem } from '../../../../contract';
import type { ClaimListPage } from '../../../api/widgets';
import { ClaimListWidget } from './claim-list-widget';

/** The server's answer per page: POST /widgets/data/{id} through the SPA's own data layer. */
const claimListPage = vi.fn<(widgetId: number, cursor?: string) => Promise<ClaimListPage>>();
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  api: () => ({
    widgets: {
      data: async ({ params, body }: { params: { widgetId: number }; body: { cursor?: string } }) => ({
        status: 200,
        body: { data: { type: 'claim-list', ...(await claimListPage(params.widgetId, body.cursor)) } },
      }),
    },
  }),
}));

// Closed claims: their cards ask for no claim transfers.
const claim = (id: number): ClaimListItem => ({
  id,
  case_number: `FP-${id}`,
  scope: 'fairplane',
  status: 'paid_out',
  status_history: [{ status: 'paid_out', at: '2026-08-20T09:12:00.000Z' }],
  active: false,
  passengers: [{ id: 1, first_name: 'Julia', last_name: 'Becker', email: null }],
  flight: {
    airline: 'Lufthansa',
    airline_code: 'LH',
    flight_number: `LH${id}`,
    flight_date: '2026-08-14',
    departure_airport: 'MUC',
    arrival_airport: 'BCN',
  },
  connecting_flights: [],
  policy_number: null,
  product: null,
  amount: 25000,
  claim_amount: 25000,
  invoice_amount: null,
  payout: 25000,
  valid_from: null,
  valid_to: null,
  created_at: '2026-08-20T09:12:00.000Z',
  action_needed: false,
  next_action: null,
  waiting_on: 'nobody',
});
const counts: ClaimCount[] = [
  { scope: 'fairplane', active: 2, closed: 23 },
  { scope: 'ticket_refund', active: 1, closed: 0 },
  { scope: 'luggage_refund', active: 0, closed: 0 },
];
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => claim(from + i));

function show(view: 'list' | 'summary' = 'list') {
  const rootRoute = createRootRoute({
    component: () => (
      <ClaimListWidget
        widget={{ id: 7, type: 'claim-list', settings: '{}', settings_schema: {}, children: [] }}
        settings={{ status: 'closed', view }}
      />
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/closed_contracts'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => claimListPage.mockReset());

describe('ClaimListWidget', () => {
  it('shows the first page only, then the next one on "Load more", until the list ends', async () => {
    claimListPage.mockImplementation(async (_id, cursor) =>
      cursor === undefined
        ? { claims: range(1, 20), next_cursor: 'after-20', total: 23, counts }
        : { claims: range(21, 3), next_cursor: null, total: 23, counts },
    );
    const user = show();
    const list = await screen.findByRole('list', { name: 'Your closed contracts' });
    expect(list.querySelectorAll('article.claim-card')).toHaveLength(20);
    expect(screen.getByText('20 of 23 contracts shown')).toBeTruthy();
    expect(claimListPage.mock.calls).toEqual([[7, undefined]]);

    await user.click(screen.getByRole('button', { name: 'Load more contracts' }));
    await screen.findByText('23 of 23 contracts shown');
    expect(list.querySelectorAll('article.claim-card')).toHaveLength(23);
    expect(screen.getByRole('heading', { name: /FP-23/ })).toBeTruthy();
    expect(claimListPage.mock.calls).toEqual([
      [7, undefined],
      [7, 'after-20'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load more contracts' })).toBeNull();
  });

  it('says so when the list is empty, and offers no "Load more"', async () => {
    claimListPage.mockResolvedValue({ claims: [], next_cursor: null, total: 0, counts });
    show();
    await screen.findByText('You have no closed contracts.');
    expect(screen.queryByRole('button', { name: 'Load more contracts' })).toBeNull();
  });

  it('counts at a glance from the totals, not from the claims of a page', async () => {
    claimListPage.mockResolvedValue({ claims: range(1, 20), next_cursor: 'after-20', total: 26, counts });
    show('summary');
    await screen.findByRole('link', { name: 'Closed contracts: 23' });
    expect(screen.getByRole('link', { name: 'Active contracts: 3' })).toBeTruthy();
  });

  it('the overview lists the claims that need the customer first, each with its next step as a link, then the others with their stage', async () => {
    const waiting: ClaimListItem = {
      ...claim(1),
      status: 'airline_contacted',
      active: true,
      waiting_on: 'airline',
    };
    const needsUs: ClaimListItem = {
      ...claim(2),
      status: 'submitted',
      active: true,
      action_needed: true,
      next_action: { kind: 'upload_document', item: 'booking_or_boarding_pass' },
      waiting_on: 'customer',
    };
    claimListPage.mockResolvedValue({ claims: [waiting, needsUs], next_cursor: null, total: 2, counts });
    show('summary');
    const todo = await screen.findByRole('region', { name: 'Needs you now' });
    const step = within(todo).getByRole('link', { name: 'Upload: Booking confirmation or boarding pass' });
    expect(step.getAttribute('href')).toBe('/contract/fairplane/2');
    expect(within(todo).queryByText(/FP-1\b/)).toBeNull();
    const others = screen.getByRole('region', { name: 'Your other contracts' });
    expect(within(others).getByRole('link', { name: 'Flight problem FP-1' }).getAttribute('href')).toBe(
      '/contract/fairplane/1',
    );
    expect(within(others).getByText('Airline contacted · waiting on: The airline')).toBeTruthy();
    // The to-do list comes before the counts at a glance.
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings.indexOf('Needs you now')).toBeLessThan(headings.indexOf('Your contracts at a glance'));
  });

  it('the overview shows a closed claim with its outcome, once, and not whom it waits on', async () => {
    const rejected: ClaimListItem = {
      ...claim(3),
      status: 'rejected',
      status_history: [{ status: 'rejected', at: '2026-08-20T09:12:00.000Z' }],
    };
    claimListPage.mockResolvedValue({ claims: [claim(1), rejected], next_cursor: null, total: 2, counts });
    show('summary');
    const others = await screen.findByRole('region', { name: 'Your other contracts' });
    const items = within(others).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Flight problem FP-1Closed: paid out',
      'Flight problem FP-3Closed: rejected',
    ]);
    expect(within(others).queryByText(/waiting on|nobody/i)).toBeNull();
  });

  it('marks a claim card that needs the customer with "Action needed", and no other', async () => {
    claimListPage.mockResolvedValue({
      claims: [{ ...claim(1), action_needed: true }, claim(2)],
      next_cursor: null,
      total: 2,
      counts,
    });
    show();
    const list = await screen.findByRole('list', { name: 'Your closed contracts' });
    const cards = [...list.querySelectorAll('article.claim-card')] as HTMLElement[];
    expect(cards.map((c) => within(c).queryByText('Action needed') !== null)).toEqual([true, false]);
  });
});
