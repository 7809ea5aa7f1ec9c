import type { Catalogue } from './types';

export const en: Catalogue = {
  greeting: { subject: '', body: ['Hello {name},'] },
  signature: { subject: '', body: ['Kind regards,', 'Your claims portal team'] },
  login_link: {
    subject: 'Your login link',
    body: [
      'Use the link below to log in to your customer portal.',
      'The link works once and for 15 minutes.',
    ],
    action: 'Log in',
  },
  activation: {
    subject: 'Please activate your account',
    body: ['Set a password to activate your customer account.', 'The link is valid for 7 days.'],
    action: 'Activate account',
  },
  password_reset: {
    subject: 'Set a new password',
    body: [
      'We received a request to set a new password for your account.',
      'The link works once and for 60 minutes. If you did not ask for it, you can ignore this e-mail.',
    ],
    action: 'Set new password',
  },
  two_factor_code: {
    subject: 'Your login code: {code}',
    body: ['Your code to finish logging in is: {code}', 'It is valid for 10 minutes.'],
  },
  claim_transfer: {
    subject: 'A contract is being transferred to you',
    body: ['Contract {case_number} is to be moved to your e-mail address. Confirm with this link:'],
    action: 'Open the link',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    body: ['Open this link and enter the activation code you were shown:'],
    action: 'Open the link',
  },
  email_changed: {
    subject: 'Your e-mail address was changed',
    body: [
      'The e-mail address of your customer account was changed to {email}. If this was not you, please contact us.',
    ],
  },
  transfer_accepted: {
    subject: 'Contract transferred',
    body: ['Contract {case_number} was accepted by its new owner.'],
  },
};
