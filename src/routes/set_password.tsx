import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/set_password')({ component: SetPasswordPage });

function SetPasswordPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.set_password.title')} text={t('pages.set_password.text')} />;
}
