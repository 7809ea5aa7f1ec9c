import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetPage } from '../features/auth/set-password-pages';

/** `/password_reset/:id/:token`: the mailed reset link; a new password, then /success_reset. */
export const Route = createFileRoute('/password_reset/$id/$token')({ component: PasswordResetRoute });

function PasswordResetRoute() {
  const { id, token } = Route.useParams();
  return <PasswordResetPage id={id} token={token} />;
}
