import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountDeletionCheck, LoginResponse } from '../../../contract';
import { PrivacyCentre } from './privacy-centre';
import { json, renderSignedIn } from '../../testing/signed-in';

const refused: AccountDeletionCheck = {
  deletable: false,
  active_claims: ['FP-2026-000001'],
  retained: [{ case_number: 'TR-2026-000002', last_payment: '2026-05-28', kept_until: '2036-12-31' }],
  deletable_from: '2037-01-01',
};
const canGo: AccountDeletionCheck = {
  deletable: true,
  active_claims: [],
  retained: [],
  deletable_from: null,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) =>
    `${init?.method ?? 'GET'} ${String(url)} ${String(init?.body ?? '')}`.trim(),
  );

const show = (viewingAs?: LoginResponse['viewing_as']) => renderSignedIn(<PrivacyCentre />, viewingAs);

describe('PrivacyCentre', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows a refusal with the active claims, the records kept and until when; no password is asked', async () => {
    fetchMock.mockResolvedValueOnce(json(200, refused));
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account cannot be deleted yet.');
    expect(alert.textContent).toContain('FP-2026-000001');
    expect(alert.textContent).toContain(
      'Payment records of claim TR-2026-000002 (last payment 28/05/2026): kept until 31/12/2036',
    );
    expect(alert.textContent).toContain('from 01/01/2037');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Delete account' })).toBeTruthy();
  });

  it('deletes only after the password and the explicit confirmation', async () => {
    fetchMock.mockResolvedValueOnce(json(200, canGo));
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const password = await screen.findByLabelText('Current password');
    const confirm = screen.getByRole('button', { name: 'Delete my account for good' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.change(password, { target: { value: 'Start1234' } });
    fireEvent.click(
      screen.getByLabelText('I understand that my account and my data will be deleted for good.'),
    );
    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    fireEvent.click(confirm);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your account and your data have been deleted.',
    );
    expect(calls().at(-1)).toMatch(
      /^POST .*\/user\/privacy\/delete_account \{"password":"Start1234","confirm":true\}$/,
    );
  });

  it('shows a wrong password at the field and stays on the confirm step', async () => {
    fetchMock.mockResolvedValueOnce(json(200, canGo));
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Wrong1234' } });
    fireEvent.click(
      screen.getByLabelText('I understand that my account and my data will be deleted for good.'),
    );
    fetchMock.mockResolvedValueOnce(
      json(422, { message: 'validation_failed', errors: { password: ['wrong_password'] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(screen.getByLabelText('Current password')).toBeTruthy();
  });

  it('offers neither export nor deletion while an admin views the portal as the customer', async () => {
    await show({ admin_id: 1, admin_email: 'admin@example.com' });
    expect(screen.getByText(/while you view the portal as a customer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete account' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
