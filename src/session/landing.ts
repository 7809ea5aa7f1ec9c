import { queryClient } from '../api/query-client';
import { overviewNeedsCustomer } from '../api/widgets';
import { afterSignInTarget, sanitizeRedirect } from '../lib/redirect';

/**
 * Where the visitor goes after signing in (`afterSignInTarget`): a safe redirect, else the overview
 * when a claim there needs the customer, else the dashboard default. The claims are asked only when
 * that decides it (no safe redirect, not an admin); when they cannot be loaded, the default.
 */
export async function landingAfterSignIn(
  redirect: string | null,
  admin: boolean,
  claimNeedsCustomer: () => Promise<boolean> = () => overviewNeedsCustomer(queryClient),
): Promise<string> {
  const ask = !admin && sanitizeRedirect(redirect) === undefined;
  return afterSignInTarget(redirect, {
    admin,
    claimNeedsCustomer: ask && (await claimNeedsCustomer().catch(() => false)),
  });
}
