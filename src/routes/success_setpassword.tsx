import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/success_setpassword')({ component: SuccessSetPasswordPage });

function SuccessSetPasswordPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.success_setpassword.title')} text={t('pages.success_setpassword.text')} />;
}
