import { normalizeLocale, type Locale } from '../../contract';
import type { RenderedMail as OutgoingMail } from '../mail/send';

type Texts = {
  transferSubject: string;
  transferBody: (caseNumber: string) => string;
  changeSubject: string;
  changeBody: string;
  changedSubject: string;
  changedBody: (email: string) => string;
  open: string;
  acceptedSubject: string;
  acceptedContent: (caseNumber: string) => string;
};

const TEXTS: Record<Locale, Texts> = {
  de_DE: {
    transferSubject: 'Ein Vertrag wird an Sie übertragen',
    transferBody: (c) =>
      `Der Vertrag ${c} soll auf Ihre E-Mail-Adresse übertragen werden. Bestätigen Sie über diesen Link:`,
    changeSubject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    changeBody: 'Öffnen Sie diesen Link und geben Sie den angezeigten Aktivierungscode ein:',
    changedSubject: 'Ihre E-Mail-Adresse wurde geändert',
    changedBody: (e) =>
      `Die E-Mail-Adresse Ihres Kundenkontos wurde auf ${e} geändert. Waren Sie das nicht, kontaktieren Sie uns bitte.`,
    open: 'Link öffnen',
    acceptedSubject: 'Vertrag übertragen',
    acceptedContent: (c) => `Der Vertrag ${c} wurde vom neuen Inhaber angenommen.`,
  },
  en_GB: {
    transferSubject: 'A contract is being transferred to you',
    transferBody: (c) => `Contract ${c} is to be moved to your e-mail address. Confirm with this link:`,
    changeSubject: 'Confirm your new e-mail address',
    changeBody: 'Open this link and enter the activation code you were shown:',
    changedSubject: 'Your e-mail address was changed',
    changedBody: (e) =>
      `The e-mail address of your customer account was changed to ${e}. If this was not you, please contact us.`,
    open: 'Open the link',
    acceptedSubject: 'Contract transferred',
    acceptedContent: (c) => `Contract ${c} was accepted by its new owner.`,
  },
  fr_FR: {
    transferSubject: 'Un contrat vous est transféré',
    transferBody: (c) =>
      `Le contrat ${c} doit être transféré à votre adresse e-mail. Confirmez avec ce lien :`,
    changeSubject: 'Confirmez votre nouvelle adresse e-mail',
    changeBody: "Ouvrez ce lien et saisissez le code d'activation affiché :",
    changedSubject: 'Votre adresse e-mail a été modifiée',
    changedBody: (e) =>
      `L'adresse e-mail de votre compte client a été remplacée par ${e}. Si ce n'était pas vous, contactez-nous.`,
    open: 'Ouvrir le lien',
    acceptedSubject: 'Contrat transféré',
    acceptedContent: (c) => `Le contrat ${c} a été accepté par son nouveau titulaire.`,
  },
  it_IT: {
    transferSubject: 'Un contratto viene trasferito a lei',
    transferBody: (c) =>
      `Il contratto ${c} deve essere trasferito al suo indirizzo e-mail. Confermi con questo link:`,
    changeSubject: 'Confermi il suo nuovo indirizzo e-mail',
    changeBody: 'Apra questo link e inserisca il codice di attivazione mostrato:',
    changedSubject: 'Il suo indirizzo e-mail è stato modificato',
    changedBody: (e) =>
      `L'indirizzo e-mail del suo account cliente è stato cambiato in ${e}. Se non è stato lei, ci contatti.`,
    open: 'Apri il link',
    acceptedSubject: 'Contratto trasferito',
    acceptedContent: (c) => `Il contratto ${c} è stato accettato dal nuovo titolare.`,
  },
  nl_NL: {
    transferSubject: 'Er wordt een contract aan u overgedragen',
    transferBody: (c) => `Contract ${c} wordt overgezet naar uw e-mailadres. Bevestig met deze link:`,
    changeSubject: 'Bevestig uw nieuwe e-mailadres',
    changeBody: 'Open deze link en voer de getoonde activeringscode in:',
    changedSubject: 'Uw e-mailadres is gewijzigd',
    changedBody: (e) =>
      `Het e-mailadres van uw klantaccount is gewijzigd in ${e}. Was u dit niet, neem dan contact met ons op.`,
    open: 'Link openen',
    acceptedSubject: 'Contract overgedragen',
    acceptedContent: (c) => `Contract ${c} is door de nieuwe eigenaar aanvaard.`,
  },
};

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function withLink(to: string, subject: string, intro: string, link: string, open: string): OutgoingMail {
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n`,
    html: `<p>${escape(intro)}</p><p><a href="${escape(link)}">${escape(open)}</a></p>`,
    links: [link],
  };
}

const texts = (language: string) => TEXTS[normalizeLocale(language)];

export function transferMail(to: string, language: string, caseNumber: string, link: string): OutgoingMail {
  const t = texts(language);
  return withLink(to, t.transferSubject, t.transferBody(caseNumber), link, t.open);
}

export function emailChangeMail(to: string, language: string, link: string): OutgoingMail {
  const t = texts(language);
  return withLink(to, t.changeSubject, t.changeBody, link, t.open);
}

export function emailChangedMail(to: string, language: string, newEmail: string): OutgoingMail {
  const t = texts(language);
  const body = t.changedBody(newEmail);
  return { to, subject: t.changedSubject, text: `${body}\n`, html: `<p>${escape(body)}</p>`, links: [] };
}

/** The notification the former owner gets when a transfer is accepted. */
export function transferAcceptedNotice(language: string, caseNumber: string) {
  const t = texts(language);
  return { subject: t.acceptedSubject, content: t.acceptedContent(caseNumber) };
}
