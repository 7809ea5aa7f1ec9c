import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/password_reset/$id/$token')({ component: PasswordResetPage });

function PasswordResetPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.password_reset.title')} text={t('pages.password_reset.text')} />;
}
