/**
 * The page-load notice (SPEC §2): a screen leaves a notice for the next page it opens (e.g. after a
 * claim was saved); that page shows it as a toast for NOTICE_MS. Kept in sessionStorage, so it also
 * survives a full page load.
 */
const KEY = 'portal.page-notice';
export const NOTICE_MS = 3000;
/** The default message: thanks for the claim entry. */
export const DEFAULT_NOTICE = 'claim_created';
/** Left by a successful sign-in (password, two-factor code or mailed link): SPEC §8 'Login successful!'. */
export const LOGIN_NOTICE = 'login_successful';

/** Notices that reuse a message of the SPEC §8 catalogue; any other code is `notice.<code>`. */
const CATALOGUE: Record<string, string> = { [LOGIN_NOTICE]: 'success.login_successful' };

/** The translation key of a notice code. */
export const noticeKey = (code: string) => CATALOGUE[code] ?? `notice.${code}`;

export function leavePageNotice(code: string = DEFAULT_NOTICE) {
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // no storage (sandboxed iframe): the notice is skipped
  }
}

export function takePageNotice(): string | null {
  try {
    const code = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return code && /^[a-z_]{1,40}$/.test(code) ? code : null;
  } catch {
    return null;
  }
}
