import { Text } from './common';

/**
 * A same-origin relative path that begins with a single '/' (never '//' or '/\', no scheme, no
 * backslash, no control characters: URL parsers strip tabs and newlines, so '/\t/evil' would
 * become '//evil', and browsers read '\' as '/').
 */
function isSamePath(value: string): boolean {
  if (!value.startsWith('/') || value.charAt(1) === '/' || value.includes('\\')) return false;
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return false;
  // Stryker disable ConditionalExpression,BlockStatement,BooleanLiteral: a second line of defence no input reaches: a path that passed the checks above always resolves on the base's origin, and new URL does not throw for it
  try {
    const base = 'http://portal.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
// Stryker restore ConditionalExpression,BlockStatement,BooleanLiteral

/** Where to return after sign-in: a same-origin path, or '' for none. */
export const Redirect = Text(2000).refine((value) => value === '' || isSamePath(value), 'a same-origin path');

/** The redirect target when it is a safe, non-empty path; anything else → undefined. */
export function safeRedirect(value: unknown): string | undefined {
  const parsed = Redirect.safeParse(value);
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}
