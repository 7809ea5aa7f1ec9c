import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageCode } from '../../../contract';
import type { Result } from '../../api/answer';
import { EmailField } from '../../ui/form';

export type EmailAction = {
  label: string;
  run: (email: string) => Promise<Result<null>>;
  onSent: () => void;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One e-mail field and one or more buttons that each ask the server to mail something (a reset
 * link, a sign-in link). Field errors (client or 422) show below the field.
 */
export function EmailRequestForm({ id, actions }: { id: string; actions: EmailAction[] }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<MessageCode[]>([]);
  const [busy, setBusy] = useState<number | null>(null);

  const run = async (index: number, e?: FormEvent) => {
    e?.preventDefault();
    const action = actions[index];
    if (!action || busy !== null) return;
    const value = email.trim();
    const problem: MessageCode | null = !value ? 'required' : EMAIL.test(value) ? null : 'wrong_email';
    if (problem) {
      setErrors([problem]);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setErrors([]);
    setBusy(index);
    try {
      const result = await action.run(value);
      if (result.ok) action.onSent();
      else setErrors(Object.values(result.refused.errors).flat());
    } finally {
      setBusy(null);
    }
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void run(0, e)} aria-busy={busy !== null}>
      <EmailField
        id={`${id}-email`}
        label={t('login.email')}
        errors={errors}
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      {actions.map((a, i) => (
        <button
          key={a.label}
          type={i === 0 ? 'submit' : 'button'}
          className={i === 0 ? 'button button--primary' : 'button'}
          disabled={busy !== null}
          onClick={i === 0 ? undefined : () => void run(i)}
        >
          {busy === i ? t('auth.sending') : a.label}
        </button>
      ))}
    </form>
  );
}
