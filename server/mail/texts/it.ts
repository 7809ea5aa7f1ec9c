import type { Catalogue } from './types';

export const it: Catalogue = {
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
  claim_transfer: {
    subject: 'Un contratto viene trasferito a lei',
    body: [
      'Il contratto {case_number} deve essere trasferito al suo indirizzo e-mail. Confermi con questo link:',
    ],
    action: 'Apri il link',
  },
  email_change: {
    subject: 'Confermi il suo nuovo indirizzo e-mail',
    body: ['Apra questo link e inserisca il codice di attivazione mostrato:'],
    action: 'Apri il link',
  },
  email_changed: {
    subject: 'Il suo indirizzo e-mail è stato modificato',
    body: [
      "L'indirizzo e-mail del suo account cliente è stato cambiato in {email}. Se non è stato lei, ci contatti.",
    ],
  },
  transfer_accepted: {
    subject: 'Contratto trasferito',
    body: ['Il contratto {case_number} è stato accettato dal nuovo titolare.'],
  },
  claim_status_changed: {
    subject: 'Contratto {case_number}: nuovo stato',
    body: ['Lo stato del contratto {case_number} ora è: {status}.'],
    action: 'Apri il contratto',
  },
  claim_document_requested: {
    subject: 'Contratto {case_number}: manca un documento',
    body: [
      'Per portare avanti il contratto {case_number} ci serve da lei questo documento: {document}.',
      'La preghiamo di caricarlo nella pagina del contratto.',
    ],
    action: 'Apri il contratto',
  },
  claim_signature_requested: {
    subject: 'Contratto {case_number}: manca una firma',
    body: ['Per portare avanti il contratto {case_number} ci serve la cessione firmata di {passenger}.'],
    action: 'Apri il contratto',
  },
  claim_message: {
    subject: 'Contratto {case_number}: un messaggio dal nostro team',
    body: ['Il nostro team le scrive riguardo al contratto {case_number}:', '{message}'],
    action: 'Apri il contratto',
  },
  claim_court_case: {
    subject: 'Contratto {case_number}: è iniziato un procedimento giudiziario',
    body: [
      'Abbiamo portato il contratto {case_number} in tribunale. Il numero di ruolo della causa è {reference}.',
      'Non deve fare nulla; la informeremo quando il tribunale avrà deciso.',
    ],
    action: 'Apri il contratto',
  },
  claim_signature_signed: {
    subject: 'Contratto {case_number}: {passenger} ha firmato',
    body: ['{passenger} ha firmato la cessione per il contratto {case_number}.'],
    action: 'Apri il contratto',
  },
  back_office_airline_contacted: {
    subject: 'Segnalazione cliente su {case_number}: la compagnia ha preso contatto',
    body: [
      'Il cliente {customer} segnala che la compagnia aerea lo ha contattato per il contratto {case_number} (id {claim_id}).',
      'Nota: {note}',
    ],
  },
  back_office_airline_paid_directly: {
    subject: 'Segnalazione cliente su {case_number}: la compagnia ha pagato direttamente',
    body: [
      'Il cliente {customer} segnala che la compagnia aerea lo ha pagato direttamente per il contratto {case_number} (id {claim_id}).',
      'Importo: {amount}',
      'Nota: {note}',
    ],
  },
  signature_request: {
    subject: 'Firmi la cessione per il contratto {case_number}',
    body: [
      '{owner} le chiede di firmare la cessione per il volo {flight} (contratto {case_number}), così il servizio può ottenere il suo risarcimento.',
      'Non serve un account. Il link è valido 30 giorni.',
    ],
    action: 'Firma la cessione',
  },
  payout_details_changed: {
    subject: 'Contratto {case_number}: dati di pagamento salvati',
    body: [
      'Il conto di pagamento di {passenger} per il contratto {case_number} è ora {account} (intestatario: {holder}).',
      'Se non è stato lei, cambi subito la password e ci contatti: il denaro andrebbe su questo conto.',
    ],
  },
};
