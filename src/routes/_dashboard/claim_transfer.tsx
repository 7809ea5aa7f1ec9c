import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClaimTransferList } from '../../features/claim-transfer/claim-transfer-list';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/claim_transfer')({ component: ClaimTransferPage });

function ClaimTransferPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('pages.claim_transfer.title')}>{t('pages.claim_transfer.text')}</PageIntro>
      <ClaimTransferList />
    </>
  );
}
