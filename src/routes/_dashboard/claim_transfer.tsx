import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClaimTransferList } from '../../features/claim-transfer/claim-transfer-list';
import { PageIntro } from '../../ui/page-intro';

type Search = { claim?: number };

/** `/claim_transfer?claim=ID` (the claim card's link) opens that claim's transfer panel. */
export const Route = createFileRoute('/_dashboard/claim_transfer')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const claim = Number(search.claim);
    return Number.isSafeInteger(claim) && claim > 0 ? { claim } : {};
  },
  component: ClaimTransferPage,
});

function ClaimTransferPage() {
  const { t } = useTranslation();
  const { claim } = Route.useSearch();
  return (
    <>
      <PageIntro title={t('pages.claim_transfer.title')}>{t('pages.claim_transfer.text')}</PageIntro>
      <ClaimTransferList key={claim} initialOpen={claim ?? null} />
    </>
  );
}
