import { createFileRoute } from '@tanstack/react-router';
import { ConfirmLink } from '../features/auth/link-sign-in';
import { AcceptTransfer } from '../features/claim-transfer/accept-transfer';
import { loadArea } from '../lib/i18n';
import { PublicPage } from '../ui/public-page';

export const Route = createFileRoute('/transfer_claim/$code/$two_factor_code')({
  // The transfer's texts (and the password form's) are in the account area.
  beforeLoad: () => loadArea('account'),
  component: AcceptTransferPage,
});

/** A browser signed in to another account is asked first, with the sign-in link's question. */
function AcceptTransferPage() {
  const { code, two_factor_code } = Route.useParams();
  return (
    <PublicPage>
      <AcceptTransfer code={code} twoFactorCode={two_factor_code} Confirm={ConfirmLink} />
    </PublicPage>
  );
}
