import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/login/login-page';
import { afterLoginTarget } from '../lib/redirect';
import { isSignedIn, settledSession } from '../lib/session';

/** `/login/:redirect?`: the login page; afterwards the visitor returns to `redirect` when it is a safe relative path. */
export const Route = createFileRoute('/login/{-$redirect}')({
  beforeLoad: async ({ context, params }) => {
    if (isSignedIn(await settledSession(context.session))) {
      throw redirect({ href: afterLoginTarget(params.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useParams();
  return <LoginPage redirect={target} />;
}
