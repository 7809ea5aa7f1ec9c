import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { specText } from '../../../tests/spec-texts';
import { LoginForm } from './login-form';

function setup(props: Partial<Parameters<typeof LoginForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<LoginForm onSubmit={onSubmit} pending={false} error={null} {...props} />);
  return {
    user,
    onSubmit,
    email: screen.getByLabelText('E-mail address') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button'),
  };
}

const description = (el: HTMLElement) =>
  document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('LoginForm', () => {
  it('labels its fields and sets autocomplete hints', () => {
    const { email, password, submit } = setup();
    expect(submit.textContent).toBe('Log in');
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('username');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("leaves the length bounds to the server (its 422 is 'Please review your credentials again')", async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, 'demo@example.com');
    await user.click(password);
    await user.paste('Aa1'.repeat(100));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'demo@example.com', password: 'Aa1'.repeat(100) });
  });

  it('shows required errors next to the fields and focuses the first invalid one', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe(specText('api.required'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(description(password)).toBe(specText('api.password_required'));
    expect(document.activeElement).toBe(email);
  });

  it('rejects a malformed e-mail address and focuses it', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, 'not-an-address');
    await user.type(password, 'Secret123');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(description(email)).toBe(specText('api.wrong_email'));
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('submits trimmed credentials', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, '  demo@example.com ');
    await user.type(password, 'Demo1234');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: 'demo@example.com', password: 'Demo1234' });
  });

  it('announces a failed login as an alert', () => {
    setup({ error: 'wrong_credentials' });
    expect(screen.getByRole('alert').textContent).toBe(specText('api.wrong_credentials'));
  });

  it('explains the lock-out', () => {
    setup({ error: 'too_many_attempts' });
    expect(screen.getByRole('alert').textContent).toBe(specText('api.too_many_attempts'));
  });

  it('disables the button while logging in', () => {
    setup({ pending: true });
    const button = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
