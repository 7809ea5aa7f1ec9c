import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '../ui/info-page';

export const Route = createFileRoute('/activate/message')({ component: ActivateMessagePage });

function ActivateMessagePage() {
  const { t } = useTranslation();
  return <InfoPage title={t('pages.activate_message.title')} text={t('pages.activate_message.text')} />;
}
