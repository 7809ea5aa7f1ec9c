import { safeRedirect } from '../../contract';

/** Where the dashboard goes when no (valid) redirect target was given. */
export const DEFAULT_AFTER_LOGIN = '/active_contracts';

/** The overview, where the claims that need the customer come first ("Needs you now"). */
export const OVERVIEW = '/overview';

/** A redirect target when it is a same-origin path (the contract's `Redirect` rule); otherwise undefined. */
export const sanitizeRedirect = safeRedirect;

/** The target after login: the sanitised redirect, otherwise the dashboard default. */
export function afterLoginTarget(redirect: unknown): string {
  return safeRedirect(redirect) ?? DEFAULT_AFTER_LOGIN;
}

/**
 * The target after the visitor signed in (password, code, mailed link, passkey): the sanitised
 * redirect; otherwise the overview when one of the customer's claims needs them (an admin keeps the
 * dashboard default); otherwise the dashboard default.
 */
export function afterSignInTarget(
  redirect: unknown,
  { admin, claimNeedsCustomer }: { admin: boolean; claimNeedsCustomer: boolean },
): string {
  return safeRedirect(redirect) ?? (!admin && claimNeedsCustomer ? OVERVIEW : DEFAULT_AFTER_LOGIN);
}

/** A route's `?redirect=` search parameter: kept only when it is a safe path. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}
