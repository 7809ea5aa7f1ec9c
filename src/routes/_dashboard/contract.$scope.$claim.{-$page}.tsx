import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClaimTransferPanel } from '../../features/claim-transfer/claim-transfer-panel';
import { WidgetPage } from '../../features/widgets/widget-page';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/contract/$scope/$claim/{-$page}')({
  component: ContractPage,
});

/** Claim ids are positive integers; anything else can only be "not found". */
const claimIdOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : -1);

function ContractPage() {
  const { t } = useTranslation();
  const { scope, claim, page } = Route.useParams();
  const claimId = claimIdOf(claim);
  return (
    <>
      <PageIntro title={t('pages.contract.title')}>{t('pages.contract.text')}</PageIntro>
      <WidgetPage treeId="contract" params={{ claimId, scope, ...(page ? { page } : {}) }} key={claim} />
      {claimId > 0 ? <ClaimTransferPanel claimId={claimId} key={`transfer-${claim}`} /> : null}
    </>
  );
}
