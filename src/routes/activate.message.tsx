import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SuccessPage } from '../features/auth/success-page';

/** `/activate/message`: after POST /login/email: 'The activation link has been sent to you via e-mail.' */
export const Route = createFileRoute('/activate/message')({ component: ActivateMessagePage });

function ActivateMessagePage() {
  const { t } = useTranslation();
  return (
    <SuccessPage title={t('success.email_sent')} text={t('success.activation_link_sent')} next="login" />
  );
}
