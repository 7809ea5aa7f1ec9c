import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

/** `/success_reset`: after a password reset: 'New password saved!' */
export const Route = createFileRoute('/success_reset')({ component: SuccessResetPage });

function SuccessResetPage() {
  const { t } = useTranslation();
  return <SuccessPage title={t('success.password_saved')} text={t('auth.success.reset_done')} next="login" />;
}
