import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim, ClaimChanges } from '../../../../contract';
import { WidgetRouteProvider } from '../route-params';
import ClaimEditWidget from './claim-edit-widget';

type Answer = { status: number; body: unknown };
/** The server: the claim for a read; for a save, the next queued answer (every save is recorded). */
const saves: ClaimChanges[] = [];
const answers: Answer[] = [];
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  api: () => ({
    widgets: {
      data: async ({ body }: { body: { claim_id: number; changes?: ClaimChanges } }) => {
        if (!body.changes) return { status: 200, body: { data: { type: 'claim', claim: CLAIM } } };
        saves.push(body.changes);
        return answers.shift() ?? { status: 200, body: { data: { type: 'claim', claim: CLAIM } } };
      },
    },
  }),
}));

const CLAIM: Claim = {
  id: 5,
  case_number: 'FP-2026-000005',
  scope: 'fairplane',
  status: 'in_review',
  status_history: [{ status: 'in_review', at: '2026-08-20T09:12:00.000Z' }],
  active: true,
  passengers: [
    { id: 11, first_name: 'Julia', last_name: 'Becker', email: 'julia@example.com' },
    { id: 12, first_name: 'Tom', last_name: 'Becker', email: null },
  ],
  flight: {
    airline: 'Lufthansa',
    airline_code: 'LH',
    flight_number: 'LH1834',
    flight_date: '2026-08-14',
    departure_airport: 'MUC',
    arrival_airport: 'BCN',
  },
  connecting_flights: [],
  policy_number: null,
  product: null,
  amount: null,
  claim_amount: 25000,
  invoice_amount: null,
  payout: null,
  valid_from: null,
  valid_to: null,
  created_at: '2026-08-20T09:12:00.000Z',
};
const FLIGHT = { airline: 'Lufthansa', flight_number: 'LH1834', flight_date: '2026-08-14' };
const JULIA = { id: 11, first_name: 'Julia', last_name: 'Becker', email: 'julia@example.com' };
const TOM = { id: 12, first_name: 'Tom', last_name: 'Becker', email: null };
const TOM_GOES = {
  status: 409,
  body: {
    message: 'passenger_has_dependents',
    dependents: [{ passenger_id: 12, name: 'Tom Becker', signature: true, payout_account: true }],
  },
};

let claimId = 100;
/** The editor's passengers page of a fresh claim (drafts are kept per claim id). */
function show() {
  claimId += 1;
  const rootRoute = createRootRoute({
    component: () => (
      <WidgetRouteProvider value={{ claimId, page: 'passengers' }}>
        <ClaimEditWidget
          widget={{ id: 9, type: 'claim-edit', settings: '{}', settings_schema: {}, children: [] }}
          settings={{ pages: ['flight', 'passengers'] }}
        />
      </WidgetRouteProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [`/contract_claim/${claimId}/passengers`] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function removeTomAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Remove passenger 2' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  return screen.findByRole('group', { name: /Saving your changes also removes/ });
}

beforeEach(() => {
  saves.length = 0;
  answers.length = 0;
});

describe('ClaimEditWidget', () => {
  it('saves an unchanged claim with every passenger and their id', async () => {
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByText('Update successful!');
    expect(saves).toEqual([{ flight: FLIGHT, passengers: [JULIA, TOM], policy_number: null }]);
  });

  it('asks before removing a passenger with a signature and payout account; "Remove and save" sends the removal', async () => {
    answers.push(TOM_GOES);
    const user = show();
    const question = await removeTomAndSave(user);
    expect(question.textContent).toContain('Tom Becker, their signature and their payout account');
    const yes = screen.getByRole('button', { name: 'Remove and save' });
    expect(document.activeElement).toBe(yes);
    expect(saves).toEqual([{ flight: FLIGHT, passengers: [JULIA], policy_number: null }]);
    expect(screen.queryByText('Update successful!')).toBeNull();

    await user.click(yes);
    await screen.findByText('Update successful!');
    expect(saves).toHaveLength(2);
    expect(saves[1]).toEqual({
      flight: FLIGHT,
      passengers: [JULIA],
      policy_number: null,
      remove_passengers: [12],
    });
    expect(screen.queryByRole('group', { name: /Saving your changes also removes/ })).toBeNull();
  });

  it('Cancel (or Escape) sends nothing more and keeps the draft; focus returns to Save', async () => {
    answers.push(TOM_GOES, TOM_GOES);
    const user = show();
    await removeTomAndSave(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save changes' })),
    );
    expect(screen.queryByRole('group', { name: /Saving your changes also removes/ })).toBeNull();
    expect(screen.getAllByRole('group', { name: /Passenger \d/ })).toHaveLength(1);
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Julia');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('group', { name: /Saving your changes also removes/ });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save changes' })),
    );
    expect(saves).toHaveLength(2);
    expect(saves.every((s) => s.remove_passengers === undefined)).toBe(true);
  });

  it.each([
    ['claim_closed', 'This claim is closed and can no longer be changed.'],
    ['action_not_allowed', 'This is not possible for this claim at this stage.'],
  ])('shows a %s refusal in the alert and keeps the draft', async (message, text) => {
    answers.push({ status: 409, body: { message } });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Remove passenger 2' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getAllByRole('group', { name: /Passenger \d/ })).toHaveLength(1);
    expect(screen.queryByText('Update successful!')).toBeNull();
  });
});
