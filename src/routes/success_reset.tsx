import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/success_reset')({ component: SuccessResetPage });

function SuccessResetPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.success_reset.title')} text={t('pages.success_reset.text')} />;
}
