import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../../contract';
import { isCommonPassword, newPasswordProblems } from './common-passwords';

/** Each passes SPEC §5, so only the common-password rule can refuse it. */
const COMMON = [
  'Password1', // the list, capitalised
  'Password123',
  'Qwerty123',
  'Abc12345',
  'Aa123456',
  'Welcome1',
  'Letmein1',
  'P@ssw0rd1', // l33t
  'Drowssap1', // 'password' reversed, and a digit
  'Summer2024', // a common word and a year
  'Monkey123', // a common word and a sequence
  'Iloveyou1',
  'Azerty123',
  'Bonjour1',
];

/** Passwords the tests, fixtures and demo data use as valid ones: still accepted. */
const ACCEPTED = [
  'Start1234',
  'Newpass12',
  'Demo1234',
  'Better1234',
  'Bienvenue1',
  'Other1234',
  'Wrong1234',
  'Fresh1234',
  'Admin1234',
  'Newpass123',
  'Late12345',
  'Elsewhere1',
  'Customer1234',
  'Changed123',
  'Twofa1234',
  'Taken1234',
  'Reset1234',
  'Old12345',
  'Locked1234',
  'Bomb12345',
  'Harbour-Lantern-97x',
  'Ärger-Über-Straße-9',
];

describe('common passwords (server-side, beside SPEC §5)', () => {
  it.each(COMMON)('refuses %j', (password) => {
    expect(passwordProblems(password, password)).toEqual({}); // SPEC §5 alone lets it through
    expect(isCommonPassword(password)).toBe(true);
    expect(newPasswordProblems({ password, password_confirmation: password })).toEqual({
      password: ['password_common'],
    });
  });

  it.each(ACCEPTED)('accepts %j', (password) => {
    expect(newPasswordProblems({ password, password_confirmation: password })).toEqual({});
  });

  it("refuses the portal's own words and the account's name and address", () => {
    expect(isCommonPassword('Fairplane1')).toBe(true);
    expect(isCommonPassword('Kowalczyk7x')).toBe(false);
    expect(isCommonPassword('Kowalczyk7x', { lastName: 'Kowalczyk' })).toBe(true);
    expect(isCommonPassword('Zuzanna2024', {})).toBe(false);
    expect(isCommonPassword('Zuzanna2024', { email: 'zuzanna@example.com' })).toBe(true);
  });

  // Each is above the guess floor but for its portal word (10^5.0 to 10^6.3 guesses without it, 10^4.2 with it).
  it.each(['Claim123', 'Claims12', 'Portal12', 'Flight12', 'Refund12', 'Luggage1', 'Ticket12'])(
    'refuses %j: a portal word with a short ending',
    (password) => {
      expect(passwordProblems(password, password)).toEqual({});
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('refuses one common password, whole, even when zxcvbn puts it above the guess floor', () => {
    // 'vika1234' is on the list; alternating case lifts zxcvbn's estimate to about 10^5.7, so
    // only the whole-entry rule (compared case-insensitively) refuses it.
    expect(passwordProblems('vIkA1234', 'vIkA1234')).toEqual({});
    expect(isCommonPassword('vIkA1234')).toBe(true);
    expect(isCommonPassword('vIkA1235')).toBe(false); // a list entry's prefix and a digit: not whole
    // Only the leaked-password list counts whole: a word of zxcvbn's diceware list is left to the floor.
    expect(isCommonPassword('sEqUeStEr')).toBe(false);
  });

  it("counts the account's words of 3 characters or more, not shorter ones", () => {
    expect(isCommonPassword('Qxz12345')).toBe(false);
    expect(isCommonPassword('Qxz12345', { lastName: 'Qxz' })).toBe(true);
    // Were 'jq' one of the account's words, zxcvbn would put this under 10^5 guesses.
    expect(isCommonPassword('Jqqwerty1', { firstName: 'Jq', email: 'jq@example.com' })).toBe(false);
  });

  it('reports SPEC §5 problems first and the common rule only once those pass', () => {
    expect(newPasswordProblems({ password: 'password', password_confirmation: 'password' })).toEqual({
      password: ['password_rules'],
    });
    expect(newPasswordProblems({ password: 'Password1', password_confirmation: 'Password2' })).toEqual({
      password: ['password_common'],
      password_confirmation: ['passwords_not_identical'],
    });
  });

  it('is deterministic, also for the longest password the contract allows', () => {
    const long = 'P4ssw0rd!'.repeat(28); // 252 characters of l33t repetition: zxcvbn's slow case
    const first = [long, ...COMMON, ...ACCEPTED].map((p) => isCommonPassword(p));
    const second = [long, ...COMMON, ...ACCEPTED].map((p) => isCommonPassword(p));
    expect(second).toEqual(first);
    // Only the first 64 characters are checked (what keeps the slow case to milliseconds).
    expect(isCommonPassword(long)).toBe(isCommonPassword(long.slice(0, 64)));
  });
});
