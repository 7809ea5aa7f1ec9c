import { ZxcvbnFactory, type Match } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblems, type MessageCode } from '../../contract';

/**
 * Refusing common passwords (ASVS 5.0 6.2.4, 6.2.11; NIST SP 800-63B 3.1.1.2), server-side only:
 * the SPA never downloads the dictionary.
 *
 * The rule, beside SPEC §5's: a password is refused when
 * - the whole of it is one entry of zxcvbn's common-password list (49,233 leaked passwords, about
 *   5,000 of them pass SPEC §5 once capitalised: 'Password1', 'Abc12345'), compared
 *   case-insensitively and also through l33t substitutions and reversal ('P@ssw0rd1'), or
 * - zxcvbn estimates fewer than 10^5 guesses (GUESS_FLOOR): a common word with a common
 *   ending ('Summer2024', 'Monkey123'), a keyboard walk or repetition, or the portal's own words
 *   and the account's name or address ('Fairplane1').
 * Why not "score < 3" (10^8 guesses): SPEC §5 fixes the composition rules, and a stricter strength
 * rule would refuse most passwords people build under them ('Better1234' is about 10^5.8). The
 * aim here is the blocklist the standards ask for: what attackers try first (password spraying,
 * stuffing), while lock-out and rate limits cover online guessing and argon2id offline guessing.
 *
 * Deterministic (zxcvbn is a pure function of its input and these options) and fast: the
 * dictionaries are ranked once, when this module loads at server start (about 50 ms); a check
 * takes a few milliseconds, under 30 ms at worst, because only the first MAX_CHECKED characters
 * are looked at (longer passwords are not common ones) and l33t substitutions are capped.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 16,
});

export const GUESS_FLOOR_LOG10 = 5;

/** Words of this product that make a password easy to guess for anyone who knows the portal. */
const PORTAL_WORDS = ['fairplane', 'claim', 'claims', 'portal', 'flight', 'refund', 'luggage', 'ticket'];

/** The account's own words: name and the parts of its e-mail address. */
export type PasswordContext = { email?: string | null; firstName?: string | null; lastName?: string | null };

function contextWords({ email, firstName, lastName }: PasswordContext = {}): string[] {
  const words = [firstName, lastName, ...(email ?? '').split(/[@.+_-]/)];
  return [...PORTAL_WORDS, ...words.filter((w): w is string => !!w && w.length >= 3)];
}

const wholeCommonEntry = (password: string, sequence: Match[]) =>
  sequence.length === 1 &&
  sequence[0]?.pattern === 'dictionary' &&
  sequence[0].dictionaryName === 'passwords-common' &&
  sequence[0].token.length === password.length;

/** True when the password is a common one (see the rule above). */
export function isCommonPassword(password: string, context?: PasswordContext): boolean {
  const result = zxcvbn.check(password, contextWords(context));
  return result.guessesLog10 < GUESS_FLOOR_LOG10 || wholeCommonEntry(password, result.sequence);
}

/**
 * The server's one check of a password being set (activation, reset, change): SPEC §5's rules
 * (contract/password-policy.ts, shared with the SPA) and then, when those pass, `password_common`.
 */
export function newPasswordProblems(
  body: { password: string; password_confirmation: string },
  context?: PasswordContext,
): { password?: MessageCode[]; password_confirmation?: MessageCode[] } {
  const problems = passwordProblems(body.password, body.password_confirmation);
  if (!problems.password && isCommonPassword(body.password, context)) problems.password = ['password_common'];
  return problems;
}
