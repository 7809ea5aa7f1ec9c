import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../api/auth';
import { cancelTransfer, fetchTransfer } from '../api/claim-transfer';
import { createChunkLoader } from '../lib/chunk-load';
import { LoadingIndicator } from './loading-indicator';

let finish: () => void = () => {};

function PendingRequest() {
  useQuery({
    queryKey: ['slow'],
    queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
  });
  return null;
}

function Harness() {
  const [on, setOn] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOn(true)}>
        start
      </button>
      {on ? <PendingRequest /> : null}
      <LoadingIndicator />
    </>
  );
}

describe('LoadingIndicator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the spinner after 400 ms of pending requests and hides it 500 ms after they settle', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');

    act(() => screen.getByRole('button', { name: 'start' }).click());
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status.textContent).toBe('Loading…');

    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(status.textContent).toBe('Loading…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status.textContent).toBe('');
  });

  it('shows the spinner while a page chunk loads', async () => {
    const chunks = createChunkLoader({ storage: undefined });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadingIndicator chunks={chunks} />
      </QueryClientProvider>,
    );
    const status = screen.getByRole('status');
    let loaded: (module: object) => void = () => {};
    const loading = chunks.load(() => new Promise<object>((resolve) => (loaded = resolve)));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(status.textContent).toBe('Loading…');

    await act(async () => {
      loaded({});
      await loading;
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(status.textContent).toBe('');
  });
});

describe('LoadingIndicator counts every pending request, whatever its method (SPEC §2)', () => {
  let answer: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      () =>
        new Promise<Response>((resolve) => {
          const body = {
            claim_id: 7,
            scope: 'fairplane',
            widget_id: null,
            passenger: 'A',
            case_number: 'C',
            email: null,
            status: 'none',
          };
          answer = () =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'content-type': 'application/json' },
              }),
            );
        }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // The session and claim-transfer machines call these outside react-query.
  it.each([
    ['POST /logout', () => logout()],
    ['DELETE /claim_transfer/{claim_id}', () => cancelTransfer(new QueryClient(), 7)],
    ['GET /claim_transfer/{claim_id}', () => fetchTransfer(7)],
  ])('%s shows the spinner after 400 ms and hides it 500 ms after it settles', async (_name, send) => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoadingIndicator />
      </QueryClientProvider>,
    );
    const status = screen.getByRole('status');
    const request = send().catch(() => {});
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(status.textContent).toBe('Loading…');

    await act(async () => {
      answer();
      await request;
    });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(status.textContent).toBe('');
  });
});
