import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordInput } from '../../../machines/password-form/password-form.machine';
import { changePassword } from '../../api/user';
import { PasswordForm } from '../../ui/form';
import './account.css';

/**
 * Change the password: the current one, then the new one twice (SPEC §5 rules); the box (checked
 * by default) signs out every other device of the account.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  // Each save starts a fresh form (empty fields, a new machine) under the 'saved' message.
  const [saves, setSaves] = useState(0);
  const [endOthers, setEndOthers] = useState(true);
  const submit = useCallback(
    (input: PasswordInput) =>
      changePassword(queryClient, userId, { ...input, end_other_sessions: endOthers }),
    [queryClient, userId, endOthers],
  );
  const onSaved = useCallback(() => setSaves((n) => n + 1), []);
  return (
    <PasswordForm
      key={saves}
      withCurrent
      submit={submit}
      onSaved={onSaved}
      submitLabel={t('account.save_password')}
      labelledBy={`${id}-title`}
      header={
        <>
          <h2 id={`${id}-title`}>{t('account.password_title')}</h2>
          {saves > 0 ? <p role="status">{t('success.password_saved')}</p> : null}
        </>
      }
    >
      <div className="field field--checkbox">
        <input
          id={`${id}-end-others`}
          type="checkbox"
          checked={endOthers}
          onChange={(e) => setEndOthers(e.target.checked)}
        />
        <label htmlFor={`${id}-end-others`}>{t('sessions.end_other_sessions')}</label>
      </div>
    </PasswordForm>
  );
}
