import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '../../../contract';
import { createQueryClient } from '../../api/query-client';
import { signAsOwner } from '../../api/signatures';
import { json } from '../../testing/api-fetch';
import { NextStepsPanel } from './next-steps-panel';

/** A submitted claim without its boarding pass and the owner's signature (contract/claim-view.ts). */
const needsUs: ClaimView = {
  claim_id: 7,
  status: 'submitted',
  active: true,
  outcome: null,
  waiting_on: 'customer',
  next_step: 'provide_documents',
  usual_duration: null,
  next_steps: [
    { kind: 'upload_document', item: 'booking_or_boarding_pass' },
    { kind: 'sign', passenger_id: 11, passenger: 'Julia Becker' },
  ],
  allowed_actions: ['read', 'add_document', 'sign'],
};
const signed: ClaimView = { ...needsUs, next_steps: [needsUs.next_steps[0]!] };
const atAirline: ClaimView = {
  ...needsUs,
  status: 'airline_contacted',
  waiting_on: 'airline',
  next_step: 'airline_answer',
  usual_duration: { min_days: 14, max_days: 56 },
  next_steps: [],
};
const paid: ClaimView = {
  ...needsUs,
  status: 'paid_out',
  active: false,
  outcome: 'paid_out',
  waiting_on: 'nobody',
  next_step: 'none',
  next_steps: [],
  allowed_actions: ['read'],
};

const fetchMock = vi.fn<typeof fetch>();
const client = () => createQueryClient();
const show = (queryClient = client(), onStep = vi.fn()) => {
  render(
    <QueryClientProvider client={queryClient}>
      <NextStepsPanel claimId={7} onStep={onStep} />
    </QueryClientProvider>,
  );
  return { queryClient, onStep };
};

describe('NextStepsPanel', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists what the customer must do, first step the one primary button, each button doing its step', async () => {
    fetchMock.mockResolvedValue(json(200, needsUs));
    const { onStep } = show();
    await screen.findByRole('button', { name: 'Sign the assignment for Julia Becker' });
    expect(screen.getByRole('heading', { name: 'What you need to do now' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Upload: Booking confirmation or boarding pass',
      'Sign the assignment for Julia Becker',
    ]);
    expect(buttons.map((b) => b.classList.contains('button--primary'))).toEqual([true, false]);
    fireEvent.click(buttons[1]!);
    expect(onStep).toHaveBeenCalledWith({ kind: 'sign', passenger_id: 11, passenger: 'Julia Becker' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/claims/7/view');
  });

  it('drops a step the moment the customer has done it (the sign call reloads the view), without a reload', async () => {
    fetchMock.mockResolvedValue(json(200, needsUs));
    const { queryClient } = show();
    await screen.findByRole('button', { name: 'Sign the assignment for Julia Becker' });
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/claims/7/view' ? json(200, signed) : json(200, { passenger_id: 11 }),
    );
    await signAsOwner(queryClient, {
      claimId: 7,
      passengerId: 11,
      signature: { type: 'typed' } as never,
      minor: false,
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Sign the assignment/ })).toBeNull());
    expect(
      screen.getByRole('button', { name: 'Upload: Booking confirmation or boarding pass' }),
    ).toBeTruthy();
  });

  it('says whom the claim waits on and how long that usually takes when nothing waits on the customer', async () => {
    fetchMock.mockResolvedValue(json(200, atAirline));
    show();
    expect(await screen.findByRole('heading', { name: 'Nothing to do for you now' })).toBeTruthy();
    expect(
      screen.getByText(
        'Waiting on: The airline. Next: The airline answers our claim. This usually takes 14 to 56 days.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a closed claim’s outcome once, as its heading, and offers nothing to do', async () => {
    fetchMock.mockResolvedValue(json(200, paid));
    show();
    const heading = await screen.findByRole('heading', { name: 'Closed: paid out' });
    expect(screen.getByText(/^Nothing more is needed from you\./)).toBeTruthy();
    expect(heading.closest('section')?.textContent?.match(/closed/gi)).toEqual(['Closed']);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
