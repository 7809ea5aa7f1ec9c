import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblems } from '../../../contract';
import { tsr } from '../../lib/api';
import { PasswordPair, type PasswordPairValue } from '../../ui/password-pair';

/** Change the password: the current one, then the new one twice (SPEC §5 rules). */
export function PasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [pair, setPair] = useState<PasswordPairValue>({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      tsr.user.changePassword.mutate({
        params: { id: userId },
        body: { current_password: current, ...pair },
      }),
    onSuccess: (res) => {
      if (res.status === 422) return setErrors(res.body.errors);
      if (res.status !== 200) return;
      setSaved(true);
      setCurrent('');
      setPair({ password: '', password_confirmation: '' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const problems: Record<string, string[]> = {
      ...passwordProblems(pair.password, pair.password_confirmation),
    };
    if (!current) problems.current_password = ['password_required'];
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const currentErrors = errors.current_password ?? [];
  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.password_title')}</h2>
      {saved ? <p role="status">{t('success.password_saved')}</p> : null}
      <div className="field">
        <label htmlFor={`${id}-current`}>{t('account.current_password')}</label>
        <input
          id={`${id}-current`}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          aria-invalid={currentErrors.length ? true : undefined}
          aria-describedby={currentErrors.length ? `${id}-current-error` : undefined}
        />
        {currentErrors.length ? (
          <p id={`${id}-current-error`} className="field__error">
            {currentErrors.map((m) => t(`api.${m}`)).join(' ')}
          </p>
        ) : null}
      </div>
      <PasswordPair id={id} value={pair} errors={errors} onChange={setPair} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('account.save_password')}
      </button>
    </form>
  );
}
