import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/forgot_user')({ component: ForgotUserPage });

function ForgotUserPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.forgot_user.title')} text={t('pages.forgot_user.text')} />;
}
