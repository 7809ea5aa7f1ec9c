import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/success_user')({ component: SuccessUserPage });

function SuccessUserPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.success_user.title')} text={t('pages.success_user.text')} />;
}
