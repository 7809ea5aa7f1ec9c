import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/welcome_success')({ component: WelcomeSuccessPage });

function WelcomeSuccessPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.welcome_success.title')} text={t('pages.welcome_success.text')} />;
}
