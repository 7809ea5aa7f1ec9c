import type { ClaimStatus, Locale } from '../../../contract';

/** A claim status as the mails and notifications name it (the SPA's claims.status.* texts). */
export const CLAIM_STATUS_TEXTS: Record<Locale, Record<ClaimStatus, string>> = {
  en_GB: {
    submitted: 'Submitted',
    in_review: 'In review',
    accepted: 'Accepted',
    airline_contacted: 'Airline contacted',
    paid_out: 'Paid out',
    rejected: 'Rejected',
    withdrawn: 'Withdrawn',
  },
  de_DE: {
    submitted: 'Eingereicht',
    in_review: 'In Prüfung',
    accepted: 'Angenommen',
    airline_contacted: 'Fluggesellschaft kontaktiert',
    paid_out: 'Ausgezahlt',
    rejected: 'Abgelehnt',
    withdrawn: 'Zurückgezogen',
  },
  fr_FR: {
    submitted: 'Soumis',
    in_review: 'En cours d’examen',
    accepted: 'Accepté',
    airline_contacted: 'Compagnie aérienne contactée',
    paid_out: 'Versé',
    rejected: 'Refusé',
    withdrawn: 'Retiré',
  },
  it_IT: {
    submitted: 'Inviato',
    in_review: 'In esame',
    accepted: 'Accettato',
    airline_contacted: 'Compagnia aerea contattata',
    paid_out: 'Pagato',
    rejected: 'Respinto',
    withdrawn: 'Ritirato',
  },
  nl_NL: {
    submitted: 'Ingediend',
    in_review: 'In behandeling',
    accepted: 'Geaccepteerd',
    airline_contacted: 'Luchtvaartmaatschappij gecontacteerd',
    paid_out: 'Uitbetaald',
    rejected: 'Afgewezen',
    withdrawn: 'Ingetrokken',
  },
};
