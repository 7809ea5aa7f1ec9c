import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { specText } from '../../../tests/spec-texts';
import type { PasswordSubmit } from './password-form-actor';
import { PasswordForm } from './password-form';

type Answer = Awaited<ReturnType<PasswordSubmit>>;
const saved: Answer = { ok: true, value: null };
const refused = (errors: Record<string, string[]>, message?: string) =>
  ({ ok: false, refused: { errors, message } }) as Answer;

function setup(answer: Answer) {
  const submit = vi.fn(async () => answer);
  const onSaved = vi.fn();
  const onExpired = vi.fn();
  render(
    <PasswordForm submit={submit} onSaved={onSaved} onExpired={onExpired} submitLabel="Save password" />,
  );
  return {
    user: userEvent.setup(),
    submit,
    onSaved,
    onExpired,
    password: screen.getByLabelText('New password'),
    confirmation: screen.getByLabelText('Repeat the new password'),
    button: screen.getByRole('button', { name: 'Save password' }),
  };
}

const messageOf = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('PasswordForm (SPEC §5)', () => {
  it.each([
    ['', '', specText('api.password_required'), ''],
    ['Abc1', 'Abc1', specText('api.password_too_short'), ''],
    ['abcdefgh1', 'abcdefgh1', specText('api.password_uppercase'), ''],
    ['ABCDEFGH1', 'ABCDEFGH1', specText('api.password_lowercase'), ''],
    ['Abcdefghi', 'Abcdefghi', specText('api.password_numeric'), ''],
    // More than one class missing: SPEC §5's combined message.
    ['abcdefgh', 'abcdefgh', specText('api.password_rules'), ''],
    ['12345678', '12345678', specText('api.password_rules'), ''],
    // Upper and lower case include non-ASCII letters.
    ['ÉCOLE123', 'ÉCOLE123', specText('api.password_lowercase'), ''],
    ['ärger123', 'ärger123', specText('api.password_uppercase'), ''],
    ['Abcdefg1', 'Abcdefg2', '', specText('api.passwords_not_identical')],
  ])(
    '%j / %j → shows the rule next to its field, sends nothing',
    async (pw, confirm, pwMessage, confirmMessage) => {
      const f = setup(saved);
      if (pw) await f.user.type(f.password, pw);
      if (confirm) await f.user.type(f.confirmation, confirm);
      await f.user.click(f.button);
      if (pwMessage) expect(messageOf(f.password)).toContain(pwMessage);
      if (confirmMessage) expect(messageOf(f.confirmation)).toBe(confirmMessage);
      expect(f.submit).not.toHaveBeenCalled();
    },
  );

  it('shows the server 422 errors next to their fields', async () => {
    const f = setup(refused({ password: ['password_uppercase'] }, 'validation_failed'));
    await f.user.type(f.password, 'Abcdefg1');
    await f.user.type(f.confirmation, 'Abcdefg1');
    await f.user.click(f.button);
    await waitFor(() => expect(messageOf(f.password)).toBe(specText('api.password_uppercase')));
    expect(f.password.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal of a common password next to the password", async () => {
    const f = setup(refused({ password: ['password_common'] }, 'validation_failed'));
    await f.user.type(f.password, 'Password1');
    await f.user.type(f.confirmation, 'Password1');
    await f.user.click(f.button);
    await waitFor(() =>
      expect(messageOf(f.password)).toBe(
        'This password is too common or too easy to guess. Please choose another one.',
      ),
    );
    expect(f.submit).toHaveBeenCalledWith({ password: 'Password1', password_confirmation: 'Password1' });
  });

  it('lets a password with non-ASCII upper and lower case letters through', async () => {
    const f = setup(saved);
    await f.user.type(f.password, 'Ärger-Über-9');
    await f.user.type(f.confirmation, 'Ärger-Über-9');
    await f.user.click(f.button);
    await waitFor(() => expect(f.onSaved).toHaveBeenCalledWith(null));
  });

  it('hands over on success and on an expired link', async () => {
    const ok = setup(saved);
    await ok.user.type(ok.password, 'Abcdefg1');
    await ok.user.type(ok.confirmation, 'Abcdefg1');
    await ok.user.click(ok.button);
    await waitFor(() => expect(ok.onSaved).toHaveBeenCalledWith(null));
    expect(ok.submit).toHaveBeenCalledWith({ password: 'Abcdefg1', password_confirmation: 'Abcdefg1' });
    expect(ok.onExpired).not.toHaveBeenCalled();
    cleanup();
    const gone = setup(refused({}, 'link_expired'));
    await gone.user.type(gone.password, 'Abcdefg1');
    await gone.user.type(gone.confirmation, 'Abcdefg1');
    await gone.user.click(gone.button);
    await waitFor(() => expect(gone.onExpired).toHaveBeenCalledTimes(1));
    expect(gone.onSaved).not.toHaveBeenCalled();
  });
});

describe('PasswordForm with the current password (account details)', () => {
  it('asks for the current password first and sends it along', async () => {
    const submit = vi.fn(async () => saved);
    const onSaved = vi.fn();
    render(<PasswordForm withCurrent submit={submit} onSaved={onSaved} submitLabel="Save password" />);
    const user = userEvent.setup();
    const current = screen.getByLabelText('Current password');
    await user.type(screen.getByLabelText('New password'), 'Better1234');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Better1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(messageOf(current)).toBe(specText('api.password_required'));
    expect(document.activeElement).toBe(current);
    expect(submit).not.toHaveBeenCalled();
    await user.type(current, 'Start1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
    expect(submit).toHaveBeenCalledWith({
      current_password: 'Start1234',
      password: 'Better1234',
      password_confirmation: 'Better1234',
    });
  });

  it('shows a 422 on the current password next to it', async () => {
    const submit = vi.fn(async () => refused({ current_password: ['wrong_password'] }, 'validation_failed'));
    render(<PasswordForm withCurrent submit={submit} onSaved={vi.fn()} submitLabel="Save password" />);
    const user = userEvent.setup();
    const current = screen.getByLabelText('Current password');
    await user.type(current, 'Nope1234');
    await user.type(screen.getByLabelText('New password'), 'Better1234');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Better1234');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
