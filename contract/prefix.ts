/**
 * SPEC §7: paths carry the portal prefix when it is longer than one character
 * ('' and '/' mean no prefix). Returns a normalised base without trailing slash.
 */
export function apiBase(prefix: string | undefined): string {
  const p = (prefix ?? '').trim().replace(/\/+$/, '');
  if (p.length <= 1) return '';
  return p.startsWith('/') ? p : `/${p}`;
}
