import type { Catalogue } from './types';

export const nl: Catalogue = {
  greeting: { subject: '', body: ['Beste {name},'] },
  signature: { subject: '', body: ['Met vriendelijke groet,', 'Het team van uw klantenportaal'] },
  login_link: {
    subject: 'Uw inloglink',
    body: [
      'Met de onderstaande link logt u in op uw klantenportaal.',
      'De link werkt één keer en 15 minuten lang.',
    ],
    action: 'Inloggen',
  },
  activation: {
    subject: 'Activeer uw account',
    body: ['Stel een wachtwoord in om uw klantaccount te activeren.', 'De link is 7 dagen geldig.'],
    action: 'Account activeren',
  },
  password_reset: {
    subject: 'Nieuw wachtwoord instellen',
    body: [
      'We hebben een verzoek ontvangen om een nieuw wachtwoord voor uw account in te stellen.',
      'De link werkt één keer en 60 minuten lang. Heeft u dit niet aangevraagd, dan kunt u deze e-mail negeren.',
    ],
    action: 'Nieuw wachtwoord instellen',
  },
  two_factor_code: {
    subject: 'Uw inlogcode: {code}',
    body: ['Uw code om het inloggen af te ronden is: {code}', 'Hij is 10 minuten geldig.'],
  },
  claim_transfer: {
    subject: 'Er wordt een contract aan u overgedragen',
    body: ['Contract {case_number} wordt overgezet naar uw e-mailadres. Bevestig met deze link:'],
    action: 'Link openen',
  },
  email_change: {
    subject: 'Bevestig uw nieuwe e-mailadres',
    body: ['Open deze link en voer de getoonde activeringscode in:'],
    action: 'Link openen',
  },
  email_changed: {
    subject: 'Uw e-mailadres is gewijzigd',
    body: [
      'Het e-mailadres van uw klantaccount is gewijzigd in {email}. Was u dit niet, neem dan contact met ons op.',
    ],
  },
  transfer_accepted: {
    subject: 'Contract overgedragen',
    body: ['Contract {case_number} is door de nieuwe eigenaar aanvaard.'],
  },
};
