import { createFileRoute } from '@tanstack/react-router';
import { ActivationRequestPage } from '../features/auth/activation-request-page';
import { ActivationPage } from '../features/auth/set-password-pages';

/** `/activation/:payload?`: with the mailed code, set the first password; without, ask for the link. */
export const Route = createFileRoute('/activation/{-$payload}')({ component: ActivationRoute });

function ActivationRoute() {
  const { payload } = Route.useParams();
  return payload ? <ActivationPage code={payload} /> : <ActivationRequestPage />;
}
