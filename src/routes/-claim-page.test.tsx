import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimPage, type ClaimOutcome, type Widget, type WidgetTree, type WidgetType } from '../../contract';
import { loadClaimPage } from '../api/claim-page';
import { createQueryClient } from '../api/query-client';
import { json } from '../testing/api-fetch';
import { AlertProvider } from '../ui/alert-dialog';
import { ClaimPageBody } from './-claim-page';

const widget = (id: number, type: WidgetType, settings: object): Widget => ({
  id,
  type,
  settings: JSON.stringify(settings),
  settings_schema: {},
  children: [],
});
/** The contract page's widgets as the demo seed has them (server/seed/demo/widgets.ts), the payments grid aside. */
const TREE: WidgetTree = {
  id: 'contract',
  widgets: [
    widget(40, 'card', { title: 'contract.details', content: 'claim' }),
    widget(41, 'stepper', { source: 'claim', title: 'contract.status_history' }),
    widget(42, 'button', { label: 'contract.edit', path: '/contract_claim/:claim' }),
  ],
};

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9)).toISOString();
const julia = { passenger_id: 11, name: 'Julia Becker' };
const lena = { passenger_id: 12, name: 'Lena Becker' };
const CASE = 'FP-2026-000007';
const MASKED = 'DE89 **** **** **** **30 00';

/** The claim as its widgets read it: two passengers, closed with `outcome` after its submission. */
const claimOf = (outcome: ClaimOutcome) => ({
  id: 7,
  case_number: CASE,
  scope: 'fairplane',
  status: outcome,
  status_history: [
    { status: 'submitted', at: at(1) },
    { status: outcome, at: at(20) },
  ],
  active: false,
  passengers: [
    { id: 11, first_name: 'Julia', last_name: 'Becker', email: 'anna@example.com' },
    { id: 12, first_name: 'Lena', last_name: 'Becker', email: null },
  ],
  flight: {
    airline: 'Air France',
    airline_code: 'AF',
    flight_number: 'AF1404',
    flight_date: '2026-02-21',
    departure_airport: 'CDG',
    arrival_airport: 'FCO',
  },
  connecting_flights: [],
  policy_number: null,
  product: null,
  amount: 50000,
  claim_amount: 50000,
  invoice_amount: null,
  payout: outcome === 'paid_out' ? 17562 : null,
  valid_from: null,
  valid_to: null,
  created_at: at(1),
});

/** Julia signed and gave her account; Lena did neither. */
const SIGNATURES = [
  { ...julia, role: 'owner', status: 'signed', email: null, signed_at: at(2), method: 'typed' },
  { ...lena, role: 'co_passenger', status: 'unsigned', email: null, signed_at: null, method: null },
].map((s) => ({
  ...s,
  locale: 'en_GB',
  requested_at: null,
  reminded_at: null,
  assignment_sha256: null,
  document_sha256: null,
}));
const PAYOUT_DETAILS = {
  editable: false,
  passengers: [
    { ...julia, account: { holder: 'Julia Becker', iban_masked: MASKED, bic: null, updated_at: at(3) } },
    { ...lena, account: null },
  ],
};
const SETTLEMENT = {
  case_number: CASE,
  fee_rate: 2500,
  vat_rate: 1900,
  rounding: 'half_up_per_passenger',
  statements: [
    {
      ...julia,
      compensation: 25000,
      fee: 6250,
      vat: 1188,
      fee_total: 7438,
      net_payout: 17562,
      account: { holder: 'Julia Becker', iban_masked: MASKED },
      paid_on: '2026-03-20',
    },
  ],
};

/** The claim's documents: a boarding pass when it was paid out; none (still missing) otherwise. */
const documentsOf = (paid: boolean) => ({
  claim_id: 7,
  closed: true,
  checklist: [
    {
      item: 'booking_or_boarding_pass',
      kinds: ['booking_confirmation', 'boarding_pass'],
      required: true,
      done: paid,
    },
    { item: 'rerouting_confirmation', kinds: ['rerouting_confirmation'], required: false, done: false },
  ],
  missing: paid ? [] : ['booking_or_boarding_pass'],
  documents: paid
    ? [
        {
          id: 5,
          kind: 'boarding_pass',
          file_name: 'pass.pdf',
          content_type: 'application/pdf',
          size: 2048,
          created_at: at(2),
        },
      ]
    : [],
});

/**
 * A closed claim's page as GET /claims/7/page answers it (contract/claim-view.ts): it waits on
 * nobody, nothing follows and the customer may only read; paid out with its settlement.
 */
function closedPage(outcome: ClaimOutcome): ClaimPage {
  const stage = {
    status: outcome,
    active: false,
    waiting_on: 'nobody',
    next_step: 'none',
    usual_duration: null,
  };
  return ClaimPage.parse({
    view: { ...stage, claim_id: 7, outcome, next_steps: [], allowed_actions: ['read'] },
    claim: claimOf(outcome),
    timeline: {
      stage: { ...stage, open_tasks: [] },
      events: [
        { id: 'claim:7', kind: 'created', at: at(1), actor: 'customer', detail: {} },
        { id: 'status:2', kind: 'status_changed', at: at(20), actor: 'service', detail: { status: outcome } },
      ],
    },
    signatures: SIGNATURES,
    payout_details: PAYOUT_DETAILS,
    documents: documentsOf(outcome === 'paid_out'),
    transfer: {
      claim_id: 7,
      scope: 'fairplane',
      widget_id: null,
      passenger: 'Julia Becker',
      case_number: CASE,
      email: null,
      status: 'none',
    },
    settlement: outcome === 'paid_out' ? SETTLEMENT : null,
  });
}

const fetchMock = vi.fn<typeof fetch>();

/** The page as its route shows it: its parts loaded in one call (the route's loader), then rendered. */
async function show(page: ClaimPage) {
  const answers: Record<string, unknown> = { '/claims/7/page': page, '/widgets/tree/contract': TREE };
  fetchMock.mockImplementation(async (url) =>
    String(url) in answers ? json(200, answers[String(url)]) : json(404, { message: 'not_found' }),
  );
  const queryClient = createQueryClient();
  await loadClaimPage(queryClient, 7);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ClaimPageBody scope="fairplane" claimId={7} /> }),
    history: createMemoryHistory({ initialEntries: ['/contract/fairplane/7'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </QueryClientProvider>,
  );
  // Every part is on the page: the claim's data, its stepper, the timeline, signatures, accounts, documents.
  await screen.findByText(CASE);
  await screen.findByRole('heading', { name: 'Uploaded documents' });
  // Lena's signature and her (missing) account.
  expect(await screen.findAllByRole('listitem', { name: /^Lena Becker/ })).toHaveLength(2);
  expect(document.querySelectorAll('.claim-timeline__events li')).toHaveLength(2);
}

describe('the page of a closed claim', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each([
    ['paid_out', 'Closed: paid out'],
    ['rejected', 'Closed: rejected'],
    ['withdrawn', 'Closed: withdrawn'],
  ] as const)('%s: says it is closed once, at the top, as its outcome', async (outcome, heading) => {
    await show(closedPage(outcome));
    const top = document.querySelector('section')!;
    expect(within(top).getByRole('heading', { level: 2 }).textContent).toBe(heading);
    expect(top.classList.contains('next-steps')).toBe(true);
    // Nowhere else: not in the timeline's stage, the documents, the payout accounts or anywhere.
    expect(document.body.textContent?.match(/closed/gi)).toEqual(['Closed']);
    expect(screen.queryByText(/Waiting on/)).toBeNull();
    expect(screen.queryByText(/missing/i)).toBeNull();
  });

  it.each(['paid_out', 'rejected'] as const)(
    '%s: offers no change, only what there is to read and download',
    async (outcome) => {
      await show(closedPage(outcome));
      const controls = [...document.querySelectorAll('button, a')].map((c) => c.textContent?.trim());
      const reading = /^(Preview|Download)\b/;
      expect(controls.filter((label) => !reading.test(label ?? ''))).toEqual([]);
      expect(controls.some((label) => /^Download Julia Becker's signed assignment/.test(label ?? ''))).toBe(
        true,
      );
      expect(document.querySelector('.button--primary')).toBeNull();
      expect(document.querySelector('input, select, textarea, form')).toBeNull();
    },
  );
});
