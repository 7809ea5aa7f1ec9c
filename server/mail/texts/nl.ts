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
  claim_status_changed: {
    subject: 'Contract {case_number}: nieuwe status',
    body: ['De status van contract {case_number} is nu: {status}.'],
    action: 'Contract openen',
  },
  claim_document_requested: {
    subject: 'Contract {case_number}: er ontbreekt een document',
    body: [
      'Om contract {case_number} voort te zetten hebben we dit document van u nodig: {document}.',
      'Upload het op de contractpagina.',
    ],
    action: 'Contract openen',
  },
  claim_signature_requested: {
    subject: 'Contract {case_number}: er ontbreekt een handtekening',
    body: [
      'Om contract {case_number} voort te zetten hebben we de ondertekende cessie van {passenger} nodig.',
    ],
    action: 'Contract openen',
  },
  claim_message: {
    subject: 'Contract {case_number}: een bericht van ons team',
    body: ['Ons team schrijft u over contract {case_number}:', '{message}'],
    action: 'Contract openen',
  },
  claim_court_case: {
    subject: 'Contract {case_number}: er is een rechtszaak gestart',
    body: [
      'We hebben contract {case_number} voor de rechter gebracht. Het zaaknummer is {reference}.',
      'U hoeft niets te doen; we laten het u weten zodra de rechtbank heeft beslist.',
    ],
    action: 'Contract openen',
  },
  claim_signature_signed: {
    subject: 'Contract {case_number}: {passenger} heeft ondertekend',
    body: ['{passenger} heeft de cessie voor contract {case_number} ondertekend.'],
    action: 'Contract openen',
  },
  back_office_airline_contacted: {
    subject: 'Klantmelding over {case_number}: luchtvaartmaatschappij nam contact op',
    body: [
      'Klant {customer} meldt dat de luchtvaartmaatschappij contact met hem opnam over contract {case_number} (id {claim_id}).',
      'Notitie: {note}',
    ],
  },
  back_office_airline_paid_directly: {
    subject: 'Klantmelding over {case_number}: luchtvaartmaatschappij betaalde rechtstreeks',
    body: [
      'Klant {customer} meldt dat de luchtvaartmaatschappij hem rechtstreeks heeft betaald voor contract {case_number} (id {claim_id}).',
      'Bedrag: {amount}',
      'Notitie: {note}',
    ],
  },
  signature_request: {
    subject: 'Onderteken de cessie voor contract {case_number}',
    body: [
      '{owner} vraagt u de cessie voor vlucht {flight} (contract {case_number}) te ondertekenen, zodat de dienst uw compensatie kan innen.',
      'U hebt geen account nodig. De link is 30 dagen geldig.',
    ],
    action: 'Cessie ondertekenen',
  },
  payout_details_changed: {
    subject: 'Contract {case_number}: uitbetalingsgegevens opgeslagen',
    body: [
      'De uitbetalingsrekening van {passenger} voor contract {case_number} is nu {account} (rekeninghouder: {holder}).',
      'Was u dit niet, wijzig dan meteen uw wachtwoord en neem contact met ons op: het geld zou naar deze rekening gaan.',
    ],
  },
};
