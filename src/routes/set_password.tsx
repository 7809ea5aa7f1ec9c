import { createFileRoute, Navigate } from '@tanstack/react-router';
import { SetPasswordPage } from '../features/auth/set-password-pages';

type Search = { code?: string; user?: string };

/** `/set_password?code=…&user=…`: a new account sets its password (activation code), then /success_setpassword. */
export const Route = createFileRoute('/set_password')({
  validateSearch: (search: Record<string, unknown>): Search => ({
    ...(typeof search.code === 'string' && search.code ? { code: search.code } : {}),
    ...(typeof search.user === 'string' && search.user ? { user: search.user } : {}),
  }),
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { code, user } = Route.useSearch();
  if (!code) return <Navigate to="/expired_link" replace />;
  return <SetPasswordPage code={code} {...(user ? { user } : {})} />;
}
