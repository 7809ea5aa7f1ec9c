import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClaimDeskDetail } from '../../features/admin/claim-desk-detail';
import { PageIntro } from '../../ui/page-intro';
import { requireAdmin } from '../-admin-guard';

/** `/admin/claims/<case number>`: one claim on the back-office desk, for admins only. */
export const Route = createFileRoute('/_dashboard/admin_/claims_/$case')({
  beforeLoad: ({ context }) => requireAdmin(context),
  component: DeskClaimPage,
});

function DeskClaimPage() {
  const { t } = useTranslation();
  const { case: caseNumber } = Route.useParams();
  return (
    <>
      <PageIntro title={t('admin.desk.claim_title', { case: caseNumber })} />
      <p>
        <Link to="/admin/claims">{t('admin.desk.back')}</Link>
      </p>
      <ClaimDeskDetail caseNumber={caseNumber} />
    </>
  );
}
