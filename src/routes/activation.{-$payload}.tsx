import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/activation/{-$payload}')({ component: ActivationPage });

function ActivationPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.activation.title')} text={t('pages.activation.text')} />;
}
