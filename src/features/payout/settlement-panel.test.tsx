import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, type Settlement } from '../../../contract';
import { payoutKeys } from '../../api/payout';
import { createQueryClient } from '../../api/query-client';
import { SettlementPanel, Statement } from './settlement-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

const AMOUNTS = ['compensation', 'fee', 'vat', 'fee_total', 'net_payout'] as const;
/** The screen's amount for one key, and its digits read back as cents. */
const shown = (container: HTMLElement, key: string) =>
  container.querySelector(`[data-amount="${key}"] dd`)?.textContent ?? '';
const centsOf = (text: string) => Number(text.replace(/\D/g, ''));

const settlement = (
  statement: Settlement['statements'][number],
  rates = { fee: 2500, vat: 1900 },
): Settlement => ({
  case_number: 'FP-2025-087331',
  fee_rate: rates.fee,
  vat_rate: rates.vat,
  rounding: 'half_up_per_passenger',
  statements: [statement],
});

describe('settlement statement on screen', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows every API amount exactly as formatted (the PDF prints the same), read back as the same cents', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (compensation, fee, vat, fee_total, net_payout) => {
        const s = {
          passenger_id: 1,
          name: 'Julia Becker',
          compensation,
          fee,
          vat,
          fee_total,
          net_payout,
          account: null,
          paid_on: '2026-03-11',
        };
        const { container } = render(<Statement claimId={1} settlement={settlement(s)} statement={s} />);
        for (const key of AMOUNTS) {
          expect(shown(container, key)).toBe(formatMoney(s[key], 'en_GB'));
          expect(centsOf(shown(container, key))).toBe(s[key]);
        }
        cleanup();
      }),
      { numRuns: 100 },
    );
  });

  it("the demo's paid claim: rates, amounts, account, date and the rounding rule", async () => {
    // €250 per passenger, 25 % fee = €62.50, 19 % VAT on it = €11.875 → €11.88 (half up).
    fetchMock.mockResolvedValue(
      json(
        200,
        settlement({
          passenger_id: 3,
          name: 'Lena Becker',
          compensation: 25000,
          fee: 6250,
          vat: 1188,
          fee_total: 7438,
          net_payout: 17562,
          account: { holder: 'Julia Becker', iban_masked: 'DE89 **** **** **** **30 00' },
          paid_on: '2026-03-11',
        }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SettlementPanel claimId={9} />
      </QueryClientProvider>,
    );
    const statement = await screen.findByRole('article', { name: 'Settlement statement of Lena Becker' });
    const text = within(statement)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(text).toEqual([
      '€250.00',
      '€62.50',
      '€11.88',
      '€74.38',
      '€175.62',
      'Julia Becker, DE89 **** **** **** **30 00',
      '11/03/2026',
    ]);
    within(statement).getByText('Service fee (25%)');
    within(statement).getByText('VAT on the service fee (19%)');
    screen.getByText(/half a cent up/);
    screen.getByRole('button', { name: 'Download the statement of Lena Becker (PDF)' });
  });

  it('shows nothing before the claim is paid out (409)', async () => {
    fetchMock.mockResolvedValue(json(409, { message: 'settlement_unavailable' }));
    const client = createQueryClient();
    const { container } = render(
      <QueryClientProvider client={client}>
        <SettlementPanel claimId={9} />
      </QueryClientProvider>,
    );
    await vi.waitFor(() =>
      expect(client.getQueryData(payoutKeys.settlement(9))).toEqual({ available: false }),
    );
    expect(container.textContent).toBe('');
  });
});
