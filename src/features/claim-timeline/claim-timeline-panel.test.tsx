import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimActionName, Timeline, TimelineEvent } from '../../../contract';
import { createQueryClient } from '../../api/query-client';
import { formatDateTime } from '../../lib/format';
import { ClaimTimelinePanel } from './claim-timeline-panel';

const created: TimelineEvent = {
  id: 'claim:7',
  kind: 'created',
  at: '2026-10-02T18:03:00.000Z',
  actor: 'customer',
  detail: {},
};
const atAirline: TimelineEvent = {
  id: 'status:5',
  kind: 'status_changed',
  at: '2026-10-19T11:15:00.000Z',
  actor: 'service',
  detail: { status: 'airline_contacted' },
};
const timeline: Timeline = {
  stage: {
    status: 'airline_contacted',
    active: true,
    waiting_on: 'airline',
    next_step: 'airline_answer',
    usual_duration: { min_days: 14, max_days: 56 },
    open_tasks: [],
  },
  // Oldest first, as the server orders them.
  events: [created, atAirline],
};
const reported: TimelineEvent = {
  id: 'event:1',
  kind: 'airline_paid_directly',
  at: '2026-11-24T10:00:00.000Z',
  actor: 'customer',
  detail: { note: 'Bank transfer', amount: 25000 },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);

const show = (allowed?: ClaimActionName[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ClaimTimelinePanel claimId={7} {...(allowed ? { allowed } : {})} />
    </QueryClientProvider>,
  );

describe('ClaimTimelinePanel', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the stage (waiting on, next step, usual duration) and the events in order, each with its time', async () => {
    fetchMock.mockResolvedValueOnce(json(200, timeline));
    show();
    expect(await screen.findByText('The airline')).toBeTruthy();
    expect(screen.getByText('Waiting on')).toBeTruthy();
    expect(screen.getByText('The airline answers our claim')).toBeTruthy();
    expect(screen.getByText('14 to 56 days')).toBeTruthy();
    const items = within(document.querySelector('ol.claim-timeline__events') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.querySelector('.claim-timeline__what')?.textContent)).toEqual([
      'Contract created',
      'Status changed to Airline contacted',
    ]);
    const time = items[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(created.at);
    expect(time.textContent).toBe(formatDateTime(created.at, 'en_GB'));
  });

  it("names a document the claims service asked for in words, with the service's note", async () => {
    const requested: TimelineEvent = {
      id: 'event:2',
      kind: 'document_requested',
      at: '2026-10-20T09:00:00.000Z',
      actor: 'service',
      detail: { name: 'rerouting_confirmation', note: 'You were rerouted via ZRH' },
    };
    fetchMock.mockResolvedValueOnce(json(200, { ...timeline, events: [created, requested] }));
    show();
    const what = await waitFor(() => {
      const items = document.querySelectorAll('ol.claim-timeline__events .claim-timeline__what');
      expect(items).toHaveLength(2);
      return items[1]!.textContent ?? '';
    });
    expect(what).toMatch(/rerouting confirmation/i);
    expect(what).not.toContain('rerouting_confirmation');
    expect(screen.getByText('You were rerouted via ZRH')).toBeTruthy();
  });

  it("waits on the court with its step and usual time, and shows the court case and the service's message with their dates", async () => {
    const court: TimelineEvent = {
      id: 'event:3',
      kind: 'court_case_opened',
      at: '2026-11-02T09:00:00.000Z',
      actor: 'service',
      detail: { name: '12 C 345/26' },
    };
    const message: TimelineEvent = {
      id: 'event:4',
      kind: 'message',
      at: '2026-11-03T09:00:00.000Z',
      actor: 'service',
      detail: { note: 'The hearing is on 12 January.' },
    };
    const stage = {
      ...timeline.stage,
      waiting_on: 'court' as const,
      next_step: 'court_decision' as const,
      usual_duration: { min_days: 90, max_days: 365 },
      open_tasks: [{ kind: 'court_case' as const, waiting_on: 'court' as const, name: '12 C 345/26' }],
    };
    fetchMock.mockResolvedValueOnce(json(200, { stage, events: [created, court, message] }));
    show();
    expect(await screen.findByText('The court')).toBeTruthy();
    expect(screen.getByText('The court decides')).toBeTruthy();
    expect(screen.getByText('90 to 365 days')).toBeTruthy();
    const items = within(document.querySelector('ol.claim-timeline__events') as HTMLElement).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(items[1]!.textContent).toContain('12 C 345/26');
    expect(items[1]!.textContent).toMatch(/court/i);
    expect(items[2]!.textContent).toMatch(/message/i);
    // Worded, not a translation key.
    for (const li of items) expect(li.textContent).not.toContain('timeline.');
    expect(items[2]!.textContent).toContain('The hearing is on 12 January.');
    expect(items[2]!.querySelector('time')?.textContent).toBe(formatDateTime(message.at, 'en_GB'));
  });

  it('reports a direct payment with a note and the amount in cents, confirms, and reloads the timeline', async () => {
    fetchMock.mockResolvedValueOnce(json(200, timeline));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'The airline paid me directly' }));
    const note = screen.getByLabelText('Note (optional)');
    await waitFor(() => expect(document.activeElement).toBe(note));
    fireEvent.change(note, { target: { value: 'Bank transfer' } });
    fireEvent.change(screen.getByLabelText('Amount received in € (optional)'), {
      target: { value: '250,00' },
    });
    fetchMock.mockResolvedValueOnce(json(200, reported));
    fetchMock.mockResolvedValueOnce(json(200, { ...timeline, events: [created, atAirline, reported] }));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Thank you. Your report is on the timeline and our team has been told.');
    expect(posts()).toEqual([
      ['/claims/7/airline_report', { kind: 'airline_paid_directly', note: 'Bank transfer', amount: 25000 }],
    ]);
    expect(await screen.findByText('Reported: the airline paid directly')).toBeTruthy();
    expect(screen.getByText('Bank transfer')).toBeTruthy();
  });

  it('refuses an amount that is no amount, sending nothing', async () => {
    fetchMock.mockResolvedValueOnce(json(200, timeline));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'The airline paid me directly' }));
    fireEvent.change(screen.getByLabelText('Amount received in € (optional)'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    const amount = screen.getByLabelText('Amount received in € (optional)');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(posts()).toEqual([]);
  });

  it('for a closed claim shows its events only: no stage (the page says once, at its top, that it is closed), no reports', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        ...timeline,
        stage: {
          ...timeline.stage,
          status: 'paid_out',
          active: false,
          waiting_on: 'nobody',
          next_step: 'none',
          usual_duration: null,
        },
        events: [
          ...timeline.events,
          { ...atAirline, id: 'status:6', at: '2026-12-01T10:00:00.000Z', detail: { status: 'paid_out' } },
        ],
      }),
    );
    show(['read']);
    await screen.findByText('Status changed to Paid out');
    expect(screen.queryByText('Current stage')).toBeNull();
    expect(screen.queryByText('Waiting on')).toBeNull();
    expect(screen.queryByText('Next step')).toBeNull();
    expect(document.body.textContent).not.toMatch(/closed/i);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the airline reports only when the claim allows them (not to an admin viewing as the customer)', async () => {
    fetchMock.mockResolvedValue(json(200, timeline));
    show(['read', 'edit_details', 'add_document', 'delete_document']);
    await screen.findByText('The airline');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
