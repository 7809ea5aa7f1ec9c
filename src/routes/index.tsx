import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../features/login/login-page';
import { DEFAULT_AFTER_LOGIN } from '../lib/redirect';
import { isSignedIn, settledSession } from '../session/session-actor';

/** `/`: the login page; a signed-in visitor goes to the dashboard default (active contracts). */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    if (isSignedIn(await settledSession(context.session)))
      throw redirect({ href: DEFAULT_AFTER_LOGIN, replace: true });
  },
  component: () => <LoginPage />,
});
