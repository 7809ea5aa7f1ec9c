import type { Locale } from '../../contract';

/**
 * The server's mail texts, one entry per template and locale. `{name}`
 * placeholders are filled from the params given to sendMail; `action` is the
 * label of the button that links to `params.url`. Add a template by adding
 * its key to every locale (a test checks all five have every key).
 */
export type MailText = { subject: string; body: string[]; action?: string };

const en = {
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
} satisfies Record<string, MailText>;

export type MailTemplate = Exclude<keyof typeof en, 'greeting' | 'signature'>;
type Catalogue = Record<keyof typeof en, MailText>;

const de: Catalogue = {
  greeting: { subject: '', body: ['Hallo {name},'] },
  signature: { subject: '', body: ['Mit freundlichen Grüßen', 'Ihr Team des Kundenportals'] },
  login_link: {
    subject: 'Ihr Anmeldelink',
    body: [
      'Mit dem folgenden Link melden Sie sich in Ihrem Kundenportal an.',
      'Der Link funktioniert einmal und 15 Minuten lang.',
    ],
    action: 'Anmelden',
  },
  activation: {
    subject: 'Bitte aktivieren Sie Ihr Konto',
    body: ['Legen Sie ein Passwort fest, um Ihr Kundenkonto zu aktivieren.', 'Der Link ist 7 Tage gültig.'],
    action: 'Konto aktivieren',
  },
  password_reset: {
    subject: 'Neues Passwort festlegen',
    body: [
      'Wir haben eine Anfrage erhalten, für Ihr Konto ein neues Passwort festzulegen.',
      'Der Link funktioniert einmal und 60 Minuten lang. Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    ],
    action: 'Neues Passwort festlegen',
  },
  two_factor_code: {
    subject: 'Ihr Anmeldecode: {code}',
    body: ['Ihr Code zum Abschließen der Anmeldung lautet: {code}', 'Er ist 10 Minuten gültig.'],
  },
};

const fr: Catalogue = {
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
};

const it: Catalogue = {
  greeting: { subject: '', body: ['Gentile {name},'] },
  signature: { subject: '', body: ['Cordiali saluti,', 'Il team del portale clienti'] },
  login_link: {
    subject: 'Il tuo link di accesso',
    body: [
      'Usa il link qui sotto per accedere al tuo portale clienti.',
      'Il link funziona una sola volta e per 15 minuti.',
    ],
    action: 'Accedi',
  },
  activation: {
    subject: 'Attiva il tuo account',
    body: ['Imposta una password per attivare il tuo account cliente.', 'Il link è valido 7 giorni.'],
    action: 'Attiva account',
  },
  password_reset: {
    subject: 'Imposta una nuova password',
    body: [
      'Abbiamo ricevuto una richiesta di impostare una nuova password per il tuo account.',
      'Il link funziona una sola volta e per 60 minuti. Se non l’hai richiesto, ignora questa e-mail.',
    ],
    action: 'Imposta nuova password',
  },
  two_factor_code: {
    subject: 'Il tuo codice di accesso: {code}',
    body: ['Il tuo codice per completare l’accesso è: {code}', 'È valido 10 minuti.'],
  },
};

const nl: Catalogue = {
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
};

export const MAIL_CATALOGUE: Record<Locale, Catalogue> = {
  en_GB: en,
  de_DE: de,
  fr_FR: fr,
  it_IT: it,
  nl_NL: nl,
};
