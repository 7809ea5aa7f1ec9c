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
};
