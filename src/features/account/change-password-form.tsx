import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordInput } from '../../../machines/password-form/password-form.machine';
import { changePassword } from '../../api/user';
import { PasswordForm } from '../../ui/form';

/** Change the password: the current one, then the new one twice (SPEC §5 rules). */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const id = useId();
  // Each save starts a fresh form (empty fields, a new machine) under the 'saved' message.
  const [saves, setSaves] = useState(0);
  const submit = useCallback((input: PasswordInput) => changePassword(userId, input), [userId]);
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
    />
  );
}
