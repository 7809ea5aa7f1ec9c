import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/contract_claim/$claim/{-$page}')({
  component: ContractClaimPage,
});

function ContractClaimPage() {
  const { t } = useTranslation();
  const { claim, page } = Route.useParams();
  const claimId = /^\d{1,9}$/.test(claim) ? Number(claim) : -1;
  return (
    <>
      <PageIntro title={t('pages.contract_claim.title')}>{t('pages.contract_claim.text')}</PageIntro>
      <WidgetPage treeId="contract_claim" params={{ claimId, ...(page ? { page } : {}) }} />
    </>
  );
}
