import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/account_details')({ component: AccountDetailsPage });

function AccountDetailsPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.account_details.title')}>{t('pages.account_details.text')}</PageIntro>;
}
