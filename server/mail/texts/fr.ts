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
};
