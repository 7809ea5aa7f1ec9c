import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/welcome_user')({ component: WelcomeUserPage });

function WelcomeUserPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.welcome_user.title')} text={t('pages.welcome_user.text')} />;
}
