import type { Locale } from '../../../contract';

/** The assignment's texts (the PDF), per passenger language. `{x}` placeholders are filled in. */
export type AssignmentTexts = {
  title: string;
  intro: string;
  passenger: string;
  caseNumber: string;
  flight: string;
  route: string;
  date: string;
  termsTitle: string;
  terms: string[];
  signatureTitle: string;
  signedBy: string;
  signedFor: string;
  signedAt: string;
  drawn: string;
  typed: string;
  hashLine: string;
  hashNote: string;
};

const en: AssignmentTexts = {
  title: 'Assignment and power of attorney',
  intro:
    'I assign my claims arising from the flight below to the claims service and authorise it to pursue them.',
  passenger: 'Passenger',
  caseNumber: 'Case number',
  flight: 'Flight',
  route: 'Route',
  date: 'Flight date',
  termsTitle: 'Summary of the terms',
  terms: [
    'The service pursues the claim in its own name, out of court and, where needed, in court.',
    'No win, no fee: the agreed fee is only due on success and is deducted from the amount recovered.',
    'The service may correspond with the airline for me and receive payments on my behalf.',
    'I will not accept payment from the airline directly without telling the service.',
    'The full terms of service apply; I can revoke this assignment in writing until the airline pays.',
  ],
  signatureTitle: 'Signature',
  signedBy: 'Signed by: {signer}',
  signedFor: 'Signed by {signer} for their minor child {name}',
  signedAt: 'Signed on: {time} (UTC)',
  drawn: 'Signature drawn by hand:',
  typed: 'Signature typed as name: {typed}',
  hashLine: 'SHA-256 of the unsigned assignment (page 1): {hash}',
  hashNote: 'The SHA-256 of this whole signed document is recorded by the service and shown in the portal.',
};

const de: AssignmentTexts = {
  title: 'Abtretung und Vollmacht',
  intro:
    'Ich trete meine Ansprüche aus dem unten genannten Flug an den Dienst ab und bevollmächtige ihn, sie durchzusetzen.',
  passenger: 'Passagier',
  caseNumber: 'Fallnummer',
  flight: 'Flug',
  route: 'Strecke',
  date: 'Flugdatum',
  termsTitle: 'Zusammenfassung der Bedingungen',
  terms: [
    'Der Dienst macht den Anspruch im eigenen Namen geltend, außergerichtlich und wenn nötig gerichtlich.',
    'Kein Erfolg, keine Kosten: Die vereinbarte Provision fällt nur bei Erfolg an und wird vom erzielten Betrag abgezogen.',
    'Der Dienst darf für mich mit der Airline korrespondieren und Zahlungen für mich entgegennehmen.',
    'Ich nehme keine Zahlung direkt von der Airline an, ohne den Dienst zu informieren.',
    'Es gelten die vollständigen AGB; ich kann diese Abtretung schriftlich widerrufen, bis die Airline zahlt.',
  ],
  signatureTitle: 'Unterschrift',
  signedBy: 'Unterschrieben von: {signer}',
  signedFor: 'Unterschrieben von {signer} für das minderjährige Kind {name}',
  signedAt: 'Unterschrieben am: {time} (UTC)',
  drawn: 'Handschriftliche Unterschrift:',
  typed: 'Unterschrift als getippter Name: {typed}',
  hashLine: 'SHA-256 der nicht unterschriebenen Abtretung (Seite 1): {hash}',
  hashNote:
    'Den SHA-256 dieses gesamten unterschriebenen Dokuments speichert der Dienst und zeigt ihn im Portal.',
};

const fr: AssignmentTexts = {
  title: 'Cession de créance et procuration',
  intro: 'Je cède au service mes créances nées du vol ci-dessous et je l’autorise à les faire valoir.',
  passenger: 'Passager',
  caseNumber: 'Numéro de dossier',
  flight: 'Vol',
  route: 'Trajet',
  date: 'Date du vol',
  termsTitle: 'Résumé des conditions',
  terms: [
    'Le service fait valoir la créance en son propre nom, à l’amiable et, si nécessaire, en justice.',
    'Pas de succès, pas de frais : la commission convenue n’est due qu’en cas de succès et est déduite du montant obtenu.',
    'Le service peut correspondre avec la compagnie aérienne et recevoir des paiements pour moi.',
    'Je n’accepte aucun paiement direct de la compagnie sans en informer le service.',
    'Les conditions générales complètes s’appliquent ; je peux révoquer cette cession par écrit jusqu’au paiement.',
  ],
  signatureTitle: 'Signature',
  signedBy: 'Signé par : {signer}',
  signedFor: 'Signé par {signer} pour son enfant mineur {name}',
  signedAt: 'Signé le : {time} (UTC)',
  drawn: 'Signature manuscrite :',
  typed: 'Signature saisie comme nom : {typed}',
  hashLine: 'SHA-256 de la cession non signée (page 1) : {hash}',
  hashNote:
    'Le SHA-256 de l’ensemble de ce document signé est enregistré par le service et affiché dans le portail.',
};

const it: AssignmentTexts = {
  title: 'Cessione del credito e procura',
  intro: 'Cedo al servizio i miei crediti derivanti dal volo indicato sotto e lo autorizzo a farli valere.',
  passenger: 'Passeggero',
  caseNumber: 'Numero pratica',
  flight: 'Volo',
  route: 'Tratta',
  date: 'Data del volo',
  termsTitle: 'Sintesi delle condizioni',
  terms: [
    'Il servizio fa valere il credito a proprio nome, in via stragiudiziale e, se necessario, in giudizio.',
    'Nessun successo, nessun costo: la commissione concordata è dovuta solo in caso di successo ed è detratta dall’importo ottenuto.',
    'Il servizio può corrispondere con la compagnia aerea e ricevere pagamenti per mio conto.',
    'Non accetto pagamenti diretti dalla compagnia senza informare il servizio.',
    'Si applicano le condizioni generali complete; posso revocare questa cessione per iscritto fino al pagamento.',
  ],
  signatureTitle: 'Firma',
  signedBy: 'Firmato da: {signer}',
  signedFor: 'Firmato da {signer} per il figlio minorenne {name}',
  signedAt: 'Firmato il: {time} (UTC)',
  drawn: 'Firma autografa:',
  typed: 'Firma digitata come nome: {typed}',
  hashLine: 'SHA-256 della cessione non firmata (pagina 1): {hash}',
  hashNote: 'Lo SHA-256 dell’intero documento firmato è registrato dal servizio e mostrato nel portale.',
};

const nl: AssignmentTexts = {
  title: 'Cessie en volmacht',
  intro:
    'Ik draag mijn vorderingen uit de onderstaande vlucht over aan de dienst en machtig haar om ze te innen.',
  passenger: 'Passagier',
  caseNumber: 'Dossiernummer',
  flight: 'Vlucht',
  route: 'Route',
  date: 'Vluchtdatum',
  termsTitle: 'Samenvatting van de voorwaarden',
  terms: [
    'De dienst maakt de vordering op eigen naam aanspraak, buitengerechtelijk en zo nodig via de rechter.',
    'No cure, no pay: de afgesproken vergoeding is alleen verschuldigd bij succes en wordt van het ontvangen bedrag afgetrokken.',
    'De dienst mag namens mij met de luchtvaartmaatschappij corresponderen en betalingen ontvangen.',
    'Ik neem geen rechtstreekse betaling van de maatschappij aan zonder de dienst te informeren.',
    'De volledige voorwaarden gelden; ik kan deze cessie schriftelijk herroepen tot de maatschappij betaalt.',
  ],
  signatureTitle: 'Handtekening',
  signedBy: 'Ondertekend door: {signer}',
  signedFor: 'Ondertekend door {signer} voor het minderjarige kind {name}',
  signedAt: 'Ondertekend op: {time} (UTC)',
  drawn: 'Handgetekende handtekening:',
  typed: 'Handtekening getypt als naam: {typed}',
  hashLine: 'SHA-256 van de niet-ondertekende cessie (pagina 1): {hash}',
  hashNote:
    'De SHA-256 van dit hele ondertekende document wordt door de dienst bewaard en in het portaal getoond.',
};

export const ASSIGNMENT_TEXTS: Record<Locale, AssignmentTexts> = {
  en_GB: en,
  de_DE: de,
  fr_FR: fr,
  it_IT: it,
  nl_NL: nl,
};

/** Fills `{name}` placeholders. */
export const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
