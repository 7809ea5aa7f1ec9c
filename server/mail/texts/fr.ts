import type { Catalogue } from './types';

export const fr: Catalogue = {
  greeting: { subject: '', body: ['Bonjour {name},'] },
  signature: { subject: '', body: ['Cordialement,', 'L’équipe de votre portail client'] },
  login_link: {
    subject: 'Votre lien de connexion',
    body: [
      'Utilisez le lien ci-dessous pour vous connecter à votre portail client.',
      'Le lien fonctionne une seule fois, pendant 15 minutes.',
    ],
    action: 'Se connecter',
  },
  activation: {
    subject: 'Veuillez activer votre compte',
    body: ['Définissez un mot de passe pour activer votre compte client.', 'Le lien est valable 7 jours.'],
    action: 'Activer le compte',
  },
  password_reset: {
    subject: 'Définir un nouveau mot de passe',
    body: [
      'Nous avons reçu une demande de nouveau mot de passe pour votre compte.',
      'Le lien fonctionne une seule fois, pendant 60 minutes. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    ],
    action: 'Définir un nouveau mot de passe',
  },
  two_factor_code: {
    subject: 'Votre code de connexion : {code}',
    body: ['Votre code pour terminer la connexion est : {code}', 'Il est valable 10 minutes.'],
  },
  claim_transfer: {
    subject: 'Un contrat vous est transféré',
    body: ['Le contrat {case_number} doit être transféré à votre adresse e-mail. Confirmez avec ce lien :'],
    action: 'Ouvrir le lien',
  },
  email_change: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    body: ["Ouvrez ce lien et saisissez le code d'activation affiché :"],
    action: 'Ouvrir le lien',
  },
  email_changed: {
    subject: 'Votre adresse e-mail a été modifiée',
    body: [
      "L'adresse e-mail de votre compte client a été remplacée par {email}. Si ce n'était pas vous, contactez-nous.",
    ],
  },
  transfer_accepted: {
    subject: 'Contrat transféré',
    body: ['Le contrat {case_number} a été accepté par son nouveau titulaire.'],
  },
  claim_status_changed: {
    subject: 'Contrat {case_number} : nouveau statut',
    body: ['Le statut du contrat {case_number} est désormais : {status}.'],
    action: 'Ouvrir le contrat',
  },
  claim_document_requested: {
    subject: 'Contrat {case_number} : un document manque',
    body: [
      'Pour poursuivre le contrat {case_number}, nous avons besoin de ce document de votre part : {document}.',
      'Veuillez le téléverser sur la page du contrat.',
    ],
    action: 'Ouvrir le contrat',
  },
  claim_signature_requested: {
    subject: 'Contrat {case_number} : une signature manque',
    body: [
      'Pour poursuivre le contrat {case_number}, nous avons besoin de la cession signée de {passenger}.',
    ],
    action: 'Ouvrir le contrat',
  },
  claim_message: {
    subject: 'Contrat {case_number} : un message de notre équipe',
    body: ['Notre équipe vous écrit au sujet du contrat {case_number} :', '{message}'],
    action: 'Ouvrir le contrat',
  },
  claim_court_case: {
    subject: 'Contrat {case_number} : une procédure judiciaire a commencé',
    body: [
      'Nous avons porté le contrat {case_number} devant le tribunal. La référence de l’affaire est {reference}.',
      'Vous n’avez rien à faire ; nous vous informerons dès que le tribunal aura décidé.',
    ],
    action: 'Ouvrir le contrat',
  },
  claim_signature_signed: {
    subject: 'Contrat {case_number} : {passenger} a signé',
    body: ['{passenger} a signé la cession du contrat {case_number}.'],
    action: 'Ouvrir le contrat',
  },
  back_office_airline_contacted: {
    subject: 'Signalement client sur {case_number} : la compagnie a pris contact',
    body: [
      "Le client {customer} signale que la compagnie aérienne l'a contacté au sujet du contrat {case_number} (id {claim_id}).",
      'Remarque : {note}',
    ],
  },
  back_office_airline_paid_directly: {
    subject: 'Signalement client sur {case_number} : la compagnie a payé directement',
    body: [
      "Le client {customer} signale que la compagnie aérienne l'a payé directement pour le contrat {case_number} (id {claim_id}).",
      'Montant : {amount}',
      'Remarque : {note}',
    ],
  },
  signature_request: {
    subject: 'Veuillez signer la cession pour le contrat {case_number}',
    body: [
      '{owner} vous demande de signer la cession pour le vol {flight} (contrat {case_number}), afin que le service puisse obtenir votre indemnisation.',
      'Aucun compte n’est nécessaire. Le lien est valable 30 jours.',
    ],
    action: 'Signer la cession',
  },
  payout_details_changed: {
    subject: 'Contrat {case_number} : coordonnées de versement enregistrées',
    body: [
      'Le compte de versement de {passenger} pour le contrat {case_number} est désormais {account} (titulaire : {holder}).',
      'Si ce n’était pas vous, changez immédiatement votre mot de passe et contactez-nous : l’argent serait versé sur ce compte.',
    ],
  },
};
