import type { Catalogue } from './types';

export const de: Catalogue = {
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
  claim_transfer: {
    subject: 'Ein Vertrag wird an Sie übertragen',
    body: [
      'Der Vertrag {case_number} soll auf Ihre E-Mail-Adresse übertragen werden. Bestätigen Sie über diesen Link:',
    ],
    action: 'Link öffnen',
  },
  email_change: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    body: ['Öffnen Sie diesen Link und geben Sie den angezeigten Aktivierungscode ein:'],
    action: 'Link öffnen',
  },
  email_changed: {
    subject: 'Ihre E-Mail-Adresse wurde geändert',
    body: [
      'Die E-Mail-Adresse Ihres Kundenkontos wurde auf {email} geändert. Waren Sie das nicht, kontaktieren Sie uns bitte.',
    ],
  },
  transfer_accepted: {
    subject: 'Vertrag übertragen',
    body: ['Der Vertrag {case_number} wurde vom neuen Inhaber angenommen.'],
  },
};
