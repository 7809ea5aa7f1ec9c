import type { MessageCode } from './messages';

/** SPEC §5 and §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * SPEC §5's three character classes, Unicode-aware: 'Ärger' has an upper-case letter, 'ÉCOLE'
 * has no lower-case one (title-case letters such as 'ǅ' count as upper case).
 */
const CLASSES = [
  ['password_uppercase', /[\p{Lu}\p{Lt}]/u],
  ['password_lowercase', /\p{Ll}/u],
  ['password_numeric', /\p{Nd}/u],
] as const satisfies readonly (readonly [MessageCode, RegExp])[];

/**
 * SPEC §5 password rules as message codes, per field: `password` (length, then the classes)
 * and `password_confirmation` (must match). One missing class is named on its own
 * ('…one upper case letter.'); two or three missing give SPEC's combined message
 * (`password_rules`: '…one numeric character and one upper and lower case letter.').
 * Length counts characters (code points), not UTF-16 units. Empty result: acceptable.
 */
export function passwordProblems(
  password: string,
  confirmation: string,
): { password?: MessageCode[]; password_confirmation?: MessageCode[] } {
  const problems: MessageCode[] = [];
  if (password.length === 0) problems.push('password_required');
  else {
    if ([...password].length < MIN_PASSWORD_LENGTH) problems.push('password_too_short');
    const missing = CLASSES.filter(([, re]) => !re.test(password)).map(([code]) => code);
    problems.push(...(missing.length > 1 ? (['password_rules'] as const) : missing));
  }
  const out: { password?: MessageCode[]; password_confirmation?: MessageCode[] } = {};
  if (problems.length > 0) out.password = problems;
  if (password !== confirmation) out.password_confirmation = ['passwords_not_identical'];
  return out;
}
