import type { MessageCode } from './messages';

/** SPEC §5 and §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * SPEC §5 password rules as message codes, per field: `password` (length, upper, lower, digit)
 * and `password_confirmation` (must match). Empty result: the password is acceptable.
 */
export function passwordProblems(
  password: string,
  confirmation: string,
): { password?: MessageCode[]; password_confirmation?: MessageCode[] } {
  const problems: MessageCode[] = [];
  if (password.length === 0) problems.push('password_required');
  else {
    if (password.length < MIN_PASSWORD_LENGTH) problems.push('password_too_short');
    if (!/[A-Z]/.test(password)) problems.push('password_uppercase');
    if (!/[a-z]/.test(password)) problems.push('password_lowercase');
    if (!/[0-9]/.test(password)) problems.push('password_numeric');
  }
  const out: { password?: MessageCode[]; password_confirmation?: MessageCode[] } = {};
  if (problems.length > 0) out.password = problems;
  if (password !== confirmation) out.password_confirmation = ['passwords_not_identical'];
  return out;
}
