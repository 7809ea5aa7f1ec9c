/**
 * One entry per template: `{name}` placeholders are filled from the params; `action` is the label
 * of the button that links to `params.url`. `greeting` and `signature` frame every mail; a
 * notice is a text stored as a notification rather than mailed.
 */
export type MailText = { subject: string; body: string[]; action?: string };

export type MailTemplate =
  | 'login_link'
  | 'activation'
  | 'password_reset'
  | 'two_factor_code'
  | 'claim_transfer'
  | 'email_change'
  | 'email_changed'
  | ClaimEventTemplate
  | BackOfficeTemplate
  | 'signature_request'
  | 'payout_details_changed';

/** A claim event the owner is told about (a notification and a mail; server/domain/claim-notifications.ts). */
export type ClaimEventTemplate =
  | 'claim_status_changed'
  | 'claim_document_requested'
  | 'claim_signature_requested'
  | 'claim_signature_signed'
  | 'claim_message'
  | 'claim_court_case';

/** A customer's report mailed to the back office (BACK_OFFICE_EMAIL). */
export type BackOfficeTemplate = 'back_office_airline_contacted' | 'back_office_airline_paid_directly';

export type NoticeTemplate = 'transfer_accepted' | ClaimEventTemplate;

/** Every text of one locale (a test checks all five have the same placeholders and actions). */
export type Catalogue = Record<'greeting' | 'signature' | MailTemplate | NoticeTemplate, MailText>;
