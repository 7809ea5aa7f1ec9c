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
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskClaim, DeskPage } from '../../../contract';
import type { DeskFilter } from '../../api/claim-desk';
import { ClaimDesk } from './claim-desk';
import { DeskActions } from './claim-desk-actions';

const fetchDesk = vi.fn<(f: DeskFilter) => Promise<DeskPage>>();
vi.mock('../../api/claim-desk', async (original) => {
  const real = await original<typeof import('../../api/claim-desk')>();
  return { ...real, deskQuery: (f: DeskFilter) => ({ ...real.deskQuery(f), queryFn: () => fetchDesk(f) }) };
});
const setClaimStatus = vi.fn();
const requestDocument = vi.fn();
const sendServiceMessage = vi.fn();
vi.mock('../../api/timeline', async (original) => ({
  ...(await original<typeof import('../../api/timeline')>()),
  setClaimStatus: (...a: unknown[]) => setClaimStatus(...a),
  requestDocument: (...a: unknown[]) => requestDocument(...a),
  sendServiceMessage: (...a: unknown[]) => sendServiceMessage(...a),
}));

const claim = (over: Partial<DeskClaim> = {}): DeskClaim => ({
  id: 7,
  case_number: 'TR-2026-020318',
  scope: 'ticket_refund',
  status: 'submitted',
  created_at: '2026-11-03T07:45:00.000Z',
  owner: { id: 2, email: 'demo@example.com', name: 'Julia Becker' },
  stage: 'submitted',
  waiting_on: 'customer',
  next_step: 'provide_documents',
  open_tasks: [{ kind: 'document_missing', waiting_on: 'customer', name: 'ticket_invoice' }],
  facts: {
    passengers: [
      { id: 11, name: 'Julia Becker', signature: 'unsigned', role: 'owner', payout_account: false },
    ],
    missing_documents: ['ticket_invoice'],
    court_case: null,
    direct_payment_reported: false,
    transfer: 'none',
  },
  ...over,
});

function shell(node: ReactNode) {
  const rootRoute = createRootRoute();
  const routes = ['/admin/claims', '/admin/claims/$case'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => node }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/admin/claims'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  for (const f of [fetchDesk, setClaimStatus, requestDocument, sendServiceMessage]) f.mockReset();
});

describe('ClaimDesk', () => {
  it("groups a page's claims by whom they wait on; each names its stage and next step and opens the claim", async () => {
    fetchDesk.mockResolvedValue({
      claims: [
        claim(),
        claim({
          id: 8,
          case_number: 'FP-2026-109856',
          scope: 'fairplane',
          status: 'airline_contacted',
          stage: 'airline_contacted',
          waiting_on: 'airline',
          next_step: 'airline_answer',
          open_tasks: [],
        }),
      ],
      page: 1,
      per_page: 20,
      total: 2,
    });
    shell(<ClaimDesk filter={{ page: 1 }} onFilter={vi.fn()} />);
    const customer = await screen.findByRole('region', { name: 'Waiting on the customer: 1' });
    const airline = screen.getByRole('region', { name: 'Waiting on the airline: 1' });
    expect(within(customer).getByRole('link', { name: 'TR-2026-020318' }).getAttribute('href')).toBe(
      '/admin/claims/TR-2026-020318',
    );
    expect(within(customer).getByText('Submitted')).toBeTruthy();
    expect(within(customer).getByText('Customer uploads missing documents')).toBeTruthy();
    expect(within(airline).getByText('Airline contacted')).toBeTruthy();
    expect(screen.getByText('Claims found: 2')).toBeTruthy();
  });

  it('filters by reference, stage and waiting-on from page 1, and clears the filters', async () => {
    fetchDesk.mockResolvedValue({ claims: [], page: 2, per_page: 20, total: 0 });
    const onFilter = vi.fn();
    const user = shell(<ClaimDesk filter={{ page: 2, q: 'x' }} onFilter={onFilter} />);
    expect(await screen.findByText('No claims match these filters.')).toBeTruthy();
    const reference = screen.getByRole('searchbox', { name: 'Claim reference' });
    await user.clear(reference);
    await user.type(reference, ' 020318 ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'In court');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Waiting on' }), 'the court');
    await user.click(screen.getByRole('button', { name: 'Show claims' }));
    expect(onFilter).toHaveBeenLastCalledWith({
      page: 1,
      q: '020318',
      stage: 'in_court',
      waiting_on: 'court',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onFilter).toHaveBeenLastCalledWith({ page: 1 });
  });
});

describe('DeskActions', () => {
  it('a submitted claim: the next statuses of its lifecycle only, and every request', async () => {
    shell(<DeskActions claim={claim()} />);
    const status = await screen.findByRole('combobox', { name: 'New status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['In review', 'Rejected', 'Withdrawn']);
    for (const name of [
      'Change the status',
      'Request a document',
      'Request a signature',
      'Write to the customer',
      'Record a court case',
    ])
      expect(screen.getByRole('form', { name })).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(5);
  });

  it('a paid-out claim: reopening at an active status and a message only', async () => {
    shell(<DeskActions claim={claim({ status: 'paid_out', stage: 'paid_out', waiting_on: 'nobody' })} />);
    await screen.findByRole('form', { name: 'Change the status' });
    expect(screen.getAllByRole('form').map((f) => within(f).getByRole('heading').textContent)).toEqual([
      'Change the status',
      'Write to the customer',
    ]);
    expect(
      within(screen.getByRole('combobox', { name: 'New status' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Submitted', 'In review', 'Accepted', 'Airline contacted']);
  });

  it('no court case form while one is open, no signature form when all signed', async () => {
    const signed = claim().facts.passengers.map((p) => ({ ...p, signature: 'signed' as const }));
    shell(
      <DeskActions
        claim={claim({
          status: 'airline_contacted',
          stage: 'in_court',
          facts: { ...claim().facts, court_case: '12 C 345/26', passengers: signed },
        })}
      />,
    );
    await screen.findByRole('form', { name: 'Change the status' });
    expect(screen.queryByRole('form', { name: 'Record a court case' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Request a signature' })).toBeNull();
  });

  it('changes the status and says so; a refusal shows its translated reason', async () => {
    setClaimStatus.mockResolvedValueOnce({ ok: true, value: true });
    const user = shell(<DeskActions claim={claim()} />);
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(setClaimStatus).toHaveBeenCalledWith(7, 'in_review');
    expect((await screen.findByText('Status changed to In review.')).getAttribute('role')).toBe('status');
    setClaimStatus.mockResolvedValueOnce({
      ok: false,
      refused: { errors: {}, message: 'status_not_allowed' },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    expect(setClaimStatus).toHaveBeenLastCalledWith(7, 'rejected');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This claim cannot move to that status from its current one.',
    );
  });

  it("requests a document of the claim's checklist with a note, and refuses a blank message before asking", async () => {
    requestDocument.mockResolvedValueOnce({ ok: true, value: {} });
    const user = shell(<DeskActions claim={claim()} />);
    const document = await screen.findByRole('combobox', { name: 'Document' });
    expect(within(document).getAllByRole('option').length).toBeGreaterThan(0);
    await user.type(
      screen.getByRole('textbox', { name: 'Note to the customer (optional)' }),
      'The invoice, please',
    );
    await user.click(screen.getByRole('button', { name: 'Request document' }));
    expect(requestDocument).toHaveBeenCalledWith(7, {
      item: (document as HTMLSelectElement).value,
      note: 'The invoice, please',
    });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(sendServiceMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Message' }).getAttribute('aria-invalid')).toBe('true');
  });
});
