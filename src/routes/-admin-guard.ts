import { redirect } from '@tanstack/react-router';
import { settledSession } from '../session/session-actor';
import type { RouterContext } from '../router-context';

/** The back office's guard (every /admin page): anyone but an admin goes to the overview. */
export async function requireAdmin({ session }: RouterContext): Promise<void> {
  const snapshot = await settledSession(session);
  if (snapshot.context.session?.permissions.admin !== true)
    throw redirect({ to: '/overview', replace: true });
}
