import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/expired_link')({ component: ExpiredLinkPage });

function ExpiredLinkPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.expired_link.title')} text={t('pages.expired_link.text')} />;
}
