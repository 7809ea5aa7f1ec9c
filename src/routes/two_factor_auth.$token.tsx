import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../features/auth/two-factor-page';

/** `/two_factor_auth/:token`: the e-mailed six-digit code finishes a password sign-in. */
export const Route = createFileRoute('/two_factor_auth/$token')({ component: TwoFactorRoute });

function TwoFactorRoute() {
  const { token } = Route.useParams();
  return <TwoFactorPage token={token} />;
}
