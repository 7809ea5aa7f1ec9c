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
  claim_status_changed: {
    subject: 'Contract {case_number}: new status',
    body: ['The status of contract {case_number} is now: {status}.'],
    action: 'Open contract',
  },
  claim_document_requested: {
    subject: 'Contract {case_number}: a document is missing',
    body: [
      'To pursue contract {case_number} we need this document from you: {document}.',
      'Please upload it on the contract page.',
    ],
    action: 'Open contract',
  },
  claim_signature_requested: {
    subject: 'Contract {case_number}: a signature is missing',
    body: ['To pursue contract {case_number} we need the signed assignment of {passenger}.'],
    action: 'Open contract',
  },
  claim_message: {
    subject: 'Contract {case_number}: a message from our claims team',
    body: ['Our claims team writes about contract {case_number}:', '{message}'],
    action: 'Open contract',
  },
  claim_court_case: {
    subject: 'Contract {case_number}: legal proceedings have started',
    body: [
      'We have taken contract {case_number} to court. The court case reference is {reference}.',
      'There is nothing you need to do; we will tell you when the court has decided.',
    ],
    action: 'Open contract',
  },
  claim_signature_signed: {
    subject: 'Contract {case_number}: {passenger} has signed',
    body: ['{passenger} has signed the assignment for contract {case_number}.'],
    action: 'Open contract',
  },
  back_office_airline_contacted: {
    subject: 'Customer report on {case_number}: airline contacted',
    body: [
      'The customer {customer} reports that the airline contacted them about contract {case_number} (id {claim_id}).',
      'Note: {note}',
    ],
  },
  back_office_airline_paid_directly: {
    subject: 'Customer report on {case_number}: airline paid directly',
    body: [
      'The customer {customer} reports that the airline paid them directly for contract {case_number} (id {claim_id}).',
      'Amount: {amount}',
      'Note: {note}',
    ],
  },
  signature_request: {
    subject: 'Please sign the assignment for contract {case_number}',
    body: [
      '{owner} asks you to sign the assignment for flight {flight} (contract {case_number}), so the claims service can pursue your compensation.',
      'You need no account. The link is valid for 30 days.',
    ],
    action: 'Sign the assignment',
  },
  payout_details_changed: {
    subject: 'Contract {case_number}: payout details saved',
    body: [
      'The payout account of {passenger} on contract {case_number} is now {account} (account holder: {holder}).',
      'If this was not you, change your password at once and contact us: the money would go to this account.',
    ],
  },
};
