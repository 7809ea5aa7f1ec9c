import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Passkey, PayoutDetailsList } from '../../../contract';
import { WELL_FORMED_ASSERTION } from '../../../contract/testing/passkey-assertion';
import { SAVED_PAYOUT } from '../../../tests/paths/models/payout-details';
import { passkeysQuery } from '../../api/passkeys';
import { createQueryClient } from '../../api/query-client';
import { PayoutDetailsPanel } from './payout-details-panel';

// "Needs the password (or passkey) again". The browser's WebAuthn part is the
// library's (mocked here); tests/e2e/payout-passkey.test.ts runs it with a real authenticator.
const webauthn = vi.hoisted(() => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ASSERTION = WELL_FORMED_ASSERTION;
const OPTIONS = { challenge: 'c-1', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };
const PASSKEY = { id: 4, name: 'Phone', created_at: '2026-11-20T10:00:00+01:00', last_used_at: null };
const empty: PayoutDetailsList = {
  editable: true,
  passengers: [{ passenger_id: 5, name: 'Julia Becker', account: null }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [String(url), init?.body ? (JSON.parse(String(init.body)) as unknown) : null]);

/** GET /user/passkeys answers `passkeys`; the save answers from `saves`. */
function serve(passkeys: unknown[], saves: Response[]) {
  let list = empty;
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.endsWith('/user/passkeys')) return json(200, passkeys);
    if (path.endsWith('/user/passkeys/reauth/options')) return json(200, OPTIONS);
    if (init?.method === 'POST') {
      const next = saves.shift() ?? json(500, { message: 'server_error' });
      if (next.status === 200) list = { editable: true, passengers: [SAVED_PAYOUT] };
      return next;
    }
    return json(200, list);
  });
}

/** `known`: the user's passkeys already in the cache when the form opens (as after the account page). */
async function toConfirmStep(known?: unknown[]) {
  const client = createQueryClient();
  if (known) await client.prefetchQuery({ ...passkeysQuery(), queryFn: async () => known as Passkey[] });
  render(
    <QueryClientProvider client={client}>
      <PayoutDetailsPanel claimId={7} />
    </QueryClientProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Enter the account of Julia Becker' }));
  fireEvent.change(screen.getByLabelText('Account holder'), { target: { value: 'Julia Becker' } });
  fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText('Current password');
}

describe('PayoutDetailsPanel: confirming with a passkey', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.stubGlobal('navigator', { ...navigator, credentials: { create: () => null, get: () => null } });
  });
  afterEach(() => {
    fetchMock.mockReset();
    webauthn.startAuthentication.mockReset();
    vi.unstubAllGlobals();
  });

  it('offers "Confirm with passkey" to a user with a passkey and saves with its assertion, no password', async () => {
    serve([PASSKEY], [json(200, SAVED_PAYOUT)]);
    webauthn.startAuthentication.mockResolvedValue(ASSERTION);
    await toConfirmStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with passkey' }));
    await screen.findByText('The account of Julia Becker is saved. We have sent you an e-mail about it.');
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(posts()).toEqual([
      ['/user/passkeys/reauth/options', null],
      [
        '/claims/7/payout_details/5',
        { holder: 'Julia Becker', iban: 'DE89 3704 0044 0532 0130 00', passkey: ASSERTION },
      ],
    ]);
  });

  it('a cancelled passkey sends nothing and stays on the confirm step with the reason; a refused one too', async () => {
    serve([PASSKEY], [json(422, { message: 'validation_failed', errors: { passkey: ['passkey_invalid'] } })]);
    webauthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('no'), { name: 'NotAllowedError' }),
    );
    await toConfirmStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm with passkey' }));
    await screen.findByText('The passkey request was cancelled or timed out.');
    expect(posts()).toEqual([['/user/passkeys/reauth/options', null]]);
    webauthn.startAuthentication.mockResolvedValueOnce(ASSERTION);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm with passkey' }));
    await screen.findByText('The passkey could not be verified.');
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('shows no passkey button to a user without a passkey', async () => {
    serve([], []);
    await toConfirmStep([]);
    expect(screen.queryByRole('button', { name: 'Confirm with passkey' })).toBeNull();
  });
});
