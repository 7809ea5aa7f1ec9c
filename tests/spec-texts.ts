/**
 * The messages of SPEC §5 (validation) and §8 (error catalogue and success messages), one row
 * per translation key the portal shows them under: the SPEC's exact text (copied from SPEC.md,
 * never from src/locales) and the text the portal shows in English (en_GB). Where the two
 * differ, `correction` says why. Tests take expected texts from here; the unit test
 * tests/guards/spec-texts.test.ts checks every row against src/locales/en_GB.
 */
export type SpecText = {
  section: '§5' | '§8' | '§5, §8';
  /** What SPEC.md says, verbatim. */
  spec: string;
  /** What the portal shows in en_GB. */
  shown: string;
  /** Why `shown` differs from `spec`; absent when they are the same. */
  correction?: string;
};

const same = (section: SpecText['section'], text: string): SpecText => ({ section, spec: text, shown: text });

const REQUEST_FAILED: SpecText = {
  section: '§8',
  spec: 'A problem occured. Please try to reload the page!',
  shown: 'A problem occurred. Please try to reload the page!',
  correction: "spelling: 'occured' is a misspelling of 'occurred'",
};
const UPDATE_SUCCESSFUL = same('§8', 'Update successful!');

export const SPEC_TEXTS = {
  // §5 validation messages (shown next to the field, as `api.<MessageCode>`)
  'api.password_required': same('§5', 'Password is required.'),
  'api.passwords_not_identical': same('§5', 'Passwords must be identical.'),
  'api.password_too_short': {
    section: '§5',
    spec: 'Password must have at least',
    shown: 'Password must have at least 8 characters.',
    correction:
      'SPEC quotes only the start of the sentence; the portal completes it with the minimum length of SPEC §9 (8)',
  },
  'api.password_uppercase': same('§5', 'Password must contain at least one upper case letter.'),
  // SPEC: "(likewise lower case and numeric)": the upper-case message with the word replaced.
  'api.password_lowercase': same('§5', 'Password must contain at least one lower case letter.'),
  'api.password_numeric': same('§5', 'Password must contain at least one numeric character.'),
  'api.password_rules': same(
    '§5',
    'Password must contain at least one numeric character and one upper and lower case letter.',
  ),
  'api.wrong_email': same('§5', 'Wrong email'),
  'api.wrong_phone': {
    section: '§5',
    spec: 'Check your phonenumber',
    shown: 'Check your phone number',
    correction: "spelling: British English writes 'phone number' as two words",
  },
  'api.required': same('§5', 'This field is required'),
  'api.user_exists': same('§5, §8', 'There is already a customer account with this e-mail address.'),

  // §8 error catalogue
  'errors.request_failed_title': same('§8', 'Warning'),
  'errors.request_failed_message': REQUEST_FAILED,
  'errors.reload': same('§8', 'Reload'),
  /** The same failure reported by the server as the message code `server_error`. */
  'api.server_error': REQUEST_FAILED,
  'api.too_many_attempts': {
    section: '§8',
    spec: 'To many login attemts please try again after 15 min',
    shown: 'Too many login attempts, please try again after 15 min',
    correction:
      "spelling: 'To' is 'Too' and 'attemts' is 'attempts'; punctuation: a comma before the second clause",
  },
  'api.wrong_credentials': same('§8', 'Wrong credentials'),
  'api.review_credentials': same('§8', 'Please review your credentials again'),
  'api.wrong_activation_code': same(
    '§8',
    'Incorrect activation code. You can reinitiate the e-mail address change if needed.',
  ),

  // §8 success messages
  'success.email_sent': same('§8', 'Email sent!'),
  'success.password_saved': same('§8', 'New password saved!'),
  'success.update_successful': UPDATE_SUCCESSFUL,
  /** The claim editor's save confirmation. */
  'edit.saved': UPDATE_SUCCESSFUL,
  'success.login_successful': same('§8', 'Login successful!'),
  'success.activation_link_sent': same('§8', 'The activation link has been sent to you via e-mail.'),
  'success.activate_account': same('§8', 'Please activate your account.'),
} as const satisfies Record<string, SpecText>;

export type SpecKey = keyof typeof SPEC_TEXTS;

export const isSpecKey = (key: string): key is SpecKey => Object.hasOwn(SPEC_TEXTS, key);

/** The English text the portal shows for a SPEC §5/§8 message. */
export const specText = (key: SpecKey): string => SPEC_TEXTS[key].shown;
