import { createFileRoute } from '@tanstack/react-router';
import { LinkSigning } from '../features/signatures/link-signing';
import { loadArea } from '../lib/i18n';
import { PublicPage } from '../ui/public-page';

export const Route = createFileRoute('/sign/$token')({
  // The signing texts are in the account area, which a public page loads itself.
  beforeLoad: () => loadArea('account'),
  component: LinkSigningPage,
});

/** The co-passenger's signing page from the mailed link (no account needed). */
function LinkSigningPage() {
  const { token } = Route.useParams();
  return (
    <PublicPage>
      <LinkSigning token={token} />
    </PublicPage>
  );
}
