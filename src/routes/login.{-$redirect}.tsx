import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginLinkRequestPage } from '../features/auth/link-request-pages';
import { LinkSignIn } from '../features/auth/link-sign-in';
import { LoginPage } from '../features/login/login-page';
import { afterLoginTarget } from '../lib/redirect';
import { isSignedIn, settledSession } from '../session/session-actor';

type Search = { link?: 1; by?: 'email' };

/**
 * `/login/:redirect?`: the login page; afterwards the visitor returns to `redirect` when it is a safe
 * relative path. `?link=1`: a mailed sign-in link landed here; it is redeemed once (empty-body POST /login).
 * `?by=email`: ask for a sign-in link instead (POST /login/email with the same redirect).
 */
export const Route = createFileRoute('/login/{-$redirect}')({
  validateSearch: (search: Record<string, unknown>): Search =>
    search.link === 1 || search.link === '1' ? { link: 1 } : search.by === 'email' ? { by: 'email' } : {},
  // A signed-in visitor still reaches a mailed link's page: it asks before switching accounts.
  beforeLoad: async ({ context, params, search }) => {
    if (!search.link && isSignedIn(await settledSession(context.session))) {
      throw redirect({ href: afterLoginTarget(params.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useParams();
  const { link, by } = Route.useSearch();
  if (link) return <LinkSignIn redirect={target} />;
  return by === 'email' ? <LoginLinkRequestPage redirect={target} /> : <LoginPage redirect={target} />;
}
