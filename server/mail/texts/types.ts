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
  | 'email_changed';

export type NoticeTemplate = 'transfer_accepted';

/** Every text of one locale (a test checks all five have the same placeholders and actions). */
export type Catalogue = Record<'greeting' | 'signature' | MailTemplate | NoticeTemplate, MailText>;
