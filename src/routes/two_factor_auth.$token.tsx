import { createFileRoute, redirect } from '@tanstack/react-router';
import { TwoFactorPage } from '../features/auth/two-factor-page';
import { DEFAULT_AFTER_LOGIN } from '../lib/redirect';
import { isSignedIn, settledSession } from '../session/session-actor';

/** `/two_factor_auth/:token`: the e-mailed six-digit code finishes a password sign-in. */
export const Route = createFileRoute('/two_factor_auth/$token')({
  beforeLoad: async ({ context }) => {
    if (isSignedIn(await settledSession(context.session)))
      throw redirect({ href: DEFAULT_AFTER_LOGIN, replace: true });
  },
  component: TwoFactorRoute,
});

function TwoFactorRoute() {
  const { token } = Route.useParams();
  return <TwoFactorPage token={token} />;
}
