import { createFileRoute } from '@tanstack/react-router';
import { ActivationRequestPage } from '../features/auth/activation-request-page';
import { ActivationPage } from '../features/auth/set-password-pages';
import { redirectSearch } from '../lib/redirect';

/**
 * `/activation/:payload?redirect=…`: with the mailed code, set the first password (the mail carries
 * the redirect asked for at POST /login/email); without, ask for the link.
 */
export const Route = createFileRoute('/activation/{-$payload}')({
  validateSearch: redirectSearch,
  component: ActivationRoute,
});

function ActivationRoute() {
  const { payload } = Route.useParams();
  const { redirect } = Route.useSearch();
  return payload ? <ActivationPage code={payload} redirect={redirect} /> : <ActivationRequestPage />;
}
