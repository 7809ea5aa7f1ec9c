/**
 * A redirect target is accepted only as a same-origin relative path that
 * begins with a single '/' (never '//' or '/\', no scheme, no backslash, no
 * control characters). Anything else → undefined. Mirrors src/lib/redirect.ts.
 */
export function safeRedirect(value: string): string | undefined {
  if (value.length === 0 || value.length > 2000 || !value.startsWith('/')) return undefined;
  if (value.charAt(1) === '/' || value.includes('\\')) return undefined;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return undefined;
  try {
    const base = 'http://portal.invalid';
    if (new URL(value, base).origin !== base) return undefined;
  } catch {
    return undefined;
  }
  return value;
}
