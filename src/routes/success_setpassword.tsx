import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

/** `/success_setpassword`: after /set_password: 'New password saved!' (signed in) */
export const Route = createFileRoute('/success_setpassword')({ component: SuccessSetPasswordPage });

function SuccessSetPasswordPage() {
  const { t } = useTranslation();
  return (
    <SuccessPage title={t('success.password_saved')} text={t('auth.success.password_set')} next="dashboard" />
  );
}
