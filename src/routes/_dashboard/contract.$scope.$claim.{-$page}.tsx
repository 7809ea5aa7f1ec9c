import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/contract/$scope/$claim/{-$page}')({
  component: ContractPage,
});

function ContractPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.contract.title')}>{t('pages.contract.text')}</PageIntro>;
}
