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
  claim_status_changed: {
    subject: 'Vertrag {case_number}: neuer Status',
    body: ['Der Status des Vertrags {case_number} lautet jetzt: {status}.'],
    action: 'Vertrag öffnen',
  },
  claim_document_requested: {
    subject: 'Vertrag {case_number}: ein Dokument fehlt',
    body: [
      'Um den Vertrag {case_number} zu verfolgen, benötigen wir dieses Dokument von Ihnen: {document}.',
      'Bitte laden Sie es auf der Vertragsseite hoch.',
    ],
    action: 'Vertrag öffnen',
  },
  claim_signature_requested: {
    subject: 'Vertrag {case_number}: eine Unterschrift fehlt',
    body: [
      'Um den Vertrag {case_number} zu verfolgen, benötigen wir die unterschriebene Abtretung von {passenger}.',
    ],
    action: 'Vertrag öffnen',
  },
  claim_message: {
    subject: 'Vertrag {case_number}: eine Nachricht von unserem Team',
    body: ['Unser Team schreibt Ihnen zum Vertrag {case_number}:', '{message}'],
    action: 'Vertrag öffnen',
  },
  claim_court_case: {
    subject: 'Vertrag {case_number}: das Gerichtsverfahren hat begonnen',
    body: [
      'Wir haben den Vertrag {case_number} vor Gericht gebracht. Das Aktenzeichen lautet {reference}.',
      'Sie müssen nichts tun; wir informieren Sie, sobald das Gericht entschieden hat.',
    ],
    action: 'Vertrag öffnen',
  },
  claim_signature_signed: {
    subject: 'Vertrag {case_number}: {passenger} hat unterschrieben',
    body: ['{passenger} hat die Abtretung für den Vertrag {case_number} unterschrieben.'],
    action: 'Vertrag öffnen',
  },
  back_office_airline_contacted: {
    subject: 'Kundenmeldung zu {case_number}: Airline hat sich gemeldet',
    body: [
      'Der Kunde {customer} meldet, dass sich die Airline wegen des Vertrags {case_number} (ID {claim_id}) bei ihm gemeldet hat.',
      'Notiz: {note}',
    ],
  },
  back_office_airline_paid_directly: {
    subject: 'Kundenmeldung zu {case_number}: Airline hat direkt gezahlt',
    body: [
      'Der Kunde {customer} meldet, dass die Airline ihm für den Vertrag {case_number} (ID {claim_id}) direkt gezahlt hat.',
      'Betrag: {amount}',
      'Notiz: {note}',
    ],
  },
  signature_request: {
    subject: 'Bitte unterschreiben Sie die Abtretung zum Vertrag {case_number}',
    body: [
      '{owner} bittet Sie, die Abtretung für den Flug {flight} (Vertrag {case_number}) zu unterschreiben, damit der Dienst Ihre Entschädigung durchsetzen kann.',
      'Sie brauchen kein Konto. Der Link ist 30 Tage gültig.',
    ],
    action: 'Abtretung unterschreiben',
  },
  payout_details_changed: {
    subject: 'Vertrag {case_number}: Auszahlungsdaten gespeichert',
    body: [
      'Das Auszahlungskonto von {passenger} für Vertrag {case_number} ist jetzt {account} (Kontoinhaber: {holder}).',
      'Wenn Sie das nicht waren, ändern Sie sofort Ihr Passwort und kontaktieren Sie uns: Das Geld ginge auf dieses Konto.',
    ],
  },
};
