import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/success_link_send')({ component: SuccessLinkSendPage });

function SuccessLinkSendPage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.success_link_send.title')} text={t('pages.success_link_send.text')} />;
}
