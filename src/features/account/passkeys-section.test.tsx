import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { specText } from '../../../tests/spec-texts';
import type { LoginResponse, Passkey } from '../../../contract';
import { PasskeysSection } from './passkeys-section';
import { json, renderSignedIn } from '../../testing/signed-in';

const laptop: Passkey = { id: 7, name: 'Laptop', created_at: '2026-03-01T09:00:00Z', last_used_at: null };

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const show = (viewingAs?: LoginResponse['viewing_as']) => renderSignedIn(<PasskeysSection />, viewingAs);

/** A browser with WebAuthn (happy-dom has none). */
const withWebAuthn = () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.stubGlobal('navigator', { ...navigator, credentials: { create: () => Promise.resolve(null) } });
};

describe('PasskeysSection', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says when there is no passkey yet and offers the add form where the browser has WebAuthn', async () => {
    withWebAuthn();
    fetchMock.mockResolvedValueOnce(json(200, []));
    await show();
    expect(await screen.findByText('You have not added a passkey yet.')).toBeTruthy();
    expect(screen.getByLabelText('Name of the new passkey')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    // A blank name never reaches the device or the server.
    expect((await screen.findByText(specText('api.required'))).id).toBe('passkey-name-error');
    expect(calls()).toEqual(['GET /user/passkeys']);
  });

  it('explains instead of offering the form when the browser has no WebAuthn', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [laptop]));
    await show();
    await screen.findByText('Laptop');
    expect(screen.getByText(/This browser does not support passkeys\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('removes a passkey only after a confirmation, then announces it', async () => {
    withWebAuthn();
    fetchMock.mockResolvedValueOnce(json(200, [laptop]));
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove passkey Laptop' }));
    const yes = screen.getByRole('button', { name: 'Yes, remove' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove passkey Laptop' })),
    );
    expect(calls()).toEqual(['GET /user/passkeys']);

    fetchMock.mockResolvedValueOnce(json(200, { success: true })).mockResolvedValueOnce(json(200, []));
    fireEvent.click(screen.getByRole('button', { name: 'Remove passkey Laptop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Passkey “Laptop” removed.')).toBeTruthy();
    expect(await screen.findByText('You have not added a passkey yet.')).toBeTruthy();
    expect(calls()).toEqual(['GET /user/passkeys', 'DELETE /user/passkeys/7', 'GET /user/passkeys']);
  });

  it('lists but neither adds nor removes while an admin views as the customer', async () => {
    withWebAuthn();
    fetchMock.mockResolvedValueOnce(json(200, [laptop]));
    await show({ admin_id: 1, admin_email: 'admin@example.com' });
    await screen.findByText('Laptop');
    expect(screen.getByText(/cannot be added or removed while you view the portal/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('shows a load failure with a way to try again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(json(200, [laptop]));
    await show();
    expect(await screen.findByText('Your passkeys could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Laptop')).toBeTruthy();
  });
});
