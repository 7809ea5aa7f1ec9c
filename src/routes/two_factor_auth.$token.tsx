import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/two_factor_auth/$token')({ component: TwoFactorAuthPage });

function TwoFactorAuthPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.two_factor_auth.title')} text={t('pages.two_factor_auth.text')} />;
}
