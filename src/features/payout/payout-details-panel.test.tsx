import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayoutDetailsList } from '../../../contract';
import { SAVED_PAYOUT } from '../../../tests/paths/models/payout-details';
import { createQueryClient } from '../../api/query-client';
import { PayoutDetailsPanel } from './payout-details-panel';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);

const empty: PayoutDetailsList = {
  editable: true,
  passengers: [{ passenger_id: 5, name: 'Julia Becker', account: null }],
};
const saved = SAVED_PAYOUT;

/** Answers GETs with the list (after a save: with the account) and POSTs from `answers`. */
function serve(answers: Response[]) {
  let list = empty;
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      const next = answers.shift() ?? json(500, { message: 'server_error' });
      if (next.status === 200) list = { editable: true, passengers: [saved] };
      return next;
    }
    return json(200, list);
  });
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutDetailsPanel claimId={7} />
    </QueryClientProvider>,
  );

async function typeAccount(iban: string, bic = '') {
  fireEvent.click(await screen.findByRole('button', { name: 'Enter the account of Julia Becker' }));
  fireEvent.change(screen.getByLabelText('Account holder'), { target: { value: 'Julia Becker' } });
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: iban } });
  fireEvent.change(screen.getByLabelText('BIC'), { target: { value: bic } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('PayoutDetailsPanel', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('an IBAN with a wrong checksum, or outside SEPA without BIC, stays in the form; nothing is sent', async () => {
    serve([]);
    show();
    await typeAccount('DE89 3704 0044 0532 0130 01');
    await screen.findByText('This value is not valid.');
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('IBAN'), {
      target: { value: 'TR33 0006 1005 1978 6457 8413 26' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Please enter the BIC: it is needed for accounts outside the SEPA area.');
    expect(posts()).toEqual([]);
  });

  it('asks for the password, shows a wrong one, then saves and shows the account masked', async () => {
    serve([
      json(422, { message: 'validation_failed', errors: { password: ['wrong_password'] } }),
      json(200, saved),
    ]);
    show();
    await typeAccount('DE89 3704 0044 0532 0130 00');
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Wrong1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true'),
    );
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Start1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await screen.findByText('The account of Julia Becker is saved. We have sent you an e-mail about it.');
    const item = await screen.findByRole('listitem', { name: 'Julia Becker' });
    await within(item).findByText('DE89 **** **** **** **30 00');
    expect(posts()).toEqual([
      [
        '/claims/7/payout_details/5',
        { holder: 'Julia Becker', iban: 'DE89 3704 0044 0532 0130 00', password: 'Wrong1234' },
      ],
      [
        '/claims/7/payout_details/5',
        { holder: 'Julia Becker', iban: 'DE89 3704 0044 0532 0130 00', password: 'Start1234' },
      ],
    ]);
  });
});
