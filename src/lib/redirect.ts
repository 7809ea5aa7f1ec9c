/** Where the dashboard goes when no (valid) redirect target was given. */
export const DEFAULT_AFTER_LOGIN = '/active_contracts';

/**
 * Accepts a redirect target only when it is a same-origin relative path that
 * begins with a single '/' (never '//' or '/\', no scheme, no control
 * characters). Anything else → undefined.
 */
export function sanitizeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined;
  if (!value.startsWith('/')) return undefined;
  const second = value.charAt(1);
  if (second === '/' || second === '\\') return undefined;
  // Control characters (tab, newline…) are stripped by URL parsers and could turn '/\t/evil' into '//evil'.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return undefined;
  // Backslashes anywhere are normalised to '/' by browsers; refuse them outright.
  if (value.includes('\\')) return undefined;
  try {
    const base = 'http://portal.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
  } catch {
    return undefined;
  }
  return value;
}

/** The target after login: the sanitised redirect, otherwise the dashboard default. */
export function afterLoginTarget(redirect: unknown): string {
  return sanitizeRedirect(redirect) ?? DEFAULT_AFTER_LOGIN;
}
