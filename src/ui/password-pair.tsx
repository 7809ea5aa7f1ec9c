import { useTranslation } from 'react-i18next';

export type PasswordPairValue = { password: string; password_confirmation: string };
export type PasswordPairErrors = { password?: string[]; password_confirmation?: string[] };

/** A new password and its confirmation (SPEC §5), with each field's messages (`api.<code>`) below it. */
export function PasswordPair({
  id,
  value,
  errors,
  onChange,
}: {
  id: string;
  value: PasswordPairValue;
  errors: PasswordPairErrors;
  onChange: (next: PasswordPairValue) => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof PasswordPairValue, label: string) => {
    const messages = errors[name] ?? [];
    const errorId = `${id}-${name}-error`;
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="password"
          autoComplete="new-password"
          value={value[name]}
          onChange={(e) => onChange({ ...value, [name]: e.target.value })}
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={messages.length ? errorId : undefined}
        />
        {messages.length ? (
          <p id={errorId} className="field__error">
            {messages.map((m) => t(`api.${m}`)).join(' ')}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      {field('password', t('account.new_password'))}
      {field('password_confirmation', t('account.password_confirmation'))}
    </>
  );
}
