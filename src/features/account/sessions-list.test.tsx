import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, SessionInfo } from '../../../contract';
import { formatDateTime } from '../../lib/format';
import { SessionsList } from './sessions-list';
import { json, renderSignedIn } from '../../testing/signed-in';

const here: SessionInfo = {
  id: 11,
  device: 'Chrome (Windows)',
  ip: '198.51.100.4',
  created_at: '2026-03-01T09:00:00Z',
  last_seen_at: '2026-03-01T10:05:00Z',
  current: true,
};
const phone: SessionInfo = {
  ...here,
  id: 12,
  device: 'Safari (iOS)',
  ip: null,
  last_seen_at: '2026-02-27T18:30:00Z',
  current: false,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const show = (viewingAs?: LoginResponse['viewing_as']) => renderSignedIn(<SessionsList />, viewingAs);

describe('SessionsList', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists device, address and last seen, marks this device, and ends another session only after a confirmation', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [here, phone]));
    await show();
    expect(await screen.findByText('Safari (iOS)')).toBeTruthy();
    expect(screen.getByText('This device').closest('li')?.textContent).toContain('Chrome (Windows)');
    expect(screen.getByText(`Last active: ${formatDateTime(here.last_seen_at, 'en_GB')}`)).toBeTruthy();
    expect(screen.getByText('IP address: 198.51.100.4')).toBeTruthy();
    expect(screen.getByText('IP address: unknown')).toBeTruthy();
    // Only the other session has the button.
    const endButtons = screen.getAllByRole('button', { name: 'End session' });
    expect(endButtons).toHaveLength(1);

    fireEvent.click(endButtons[0]!);
    const yes = screen.getByRole('button', { name: 'Yes, end it' });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'End session' }));
    expect(calls()).toEqual(['GET /user/sessions']);

    fetchMock.mockResolvedValueOnce(json(200, { success: true, signed_out: false }));
    fetchMock.mockResolvedValueOnce(json(200, [here]));
    fireEvent.click(screen.getByRole('button', { name: 'End session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, end it' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'The session was ended.');
    await waitFor(() => expect(screen.queryByText('Safari (iOS)')).toBeNull());
    expect(calls()).toEqual(['GET /user/sessions', 'DELETE /user/sessions/12', 'GET /user/sessions']);
  });

  it('has loading, empty and error states', async () => {
    fetchMock.mockResolvedValueOnce(json(200, []));
    const view = await show();
    expect(screen.getByText('Loading your sessions…')).toBeTruthy();
    expect(await screen.findByText('No active sessions.')).toBeTruthy();
    view.unmount();
    fetchMock.mockResolvedValueOnce(json(403, { message: 'forbidden' }));
    await show();
    expect((await screen.findByRole('alert')).textContent).toContain('Your sessions could not be loaded.');
  });

  it('asks nothing of the server while an admin views the portal as the customer', async () => {
    await show({ admin_id: 1, admin_email: 'admin@example.com' });
    expect(screen.getByText(/while you view the portal as a customer/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
