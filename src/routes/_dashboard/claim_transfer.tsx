import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../ui/page-intro';

export const Route = createFileRoute('/_dashboard/claim_transfer')({ component: ClaimTransferPage });

function ClaimTransferPage() {
  const { t } = useTranslation();
  return <PageIntro title={t('pages.claim_transfer.title')}>{t('pages.claim_transfer.text')}</PageIntro>;
}
