import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/contract_claim/$claim/{-$page}')({
  component: ContractClaimPage,
});

function ContractClaimPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.contract_claim.title')}>{t('pages.contract_claim.text')}</PageIntro>;
}
