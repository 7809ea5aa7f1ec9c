import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

/** `/success_link_send`: after POST /password_reset: 'Email sent!' */
export const Route = createFileRoute('/success_link_send')({ component: SuccessLinkSendPage });

function SuccessLinkSendPage() {
  const { t } = useTranslation();
  return (
    <SuccessPage title={t('success.email_sent')} text={t('auth.success.reset_link_sent')} next="login" />
  );
}
