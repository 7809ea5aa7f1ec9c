import type { ChecklistItemName, Locale } from '../../../contract';

/** A checklist item as the mails and notifications name it (the SPA's documents.item.* texts). */
export const DOCUMENT_ITEM_TEXTS: Record<Locale, Record<ChecklistItemName, string>> = {
  en_GB: {
    booking_or_boarding_pass: 'Booking confirmation or boarding pass',
    rerouting_confirmation: 'Rerouting confirmation (if you were rerouted)',
    ticket_invoice: 'Ticket invoice',
    cancellation_notice: 'Cancellation notice',
    property_irregularity_report: 'Property irregularity report',
    receipts: 'Receipts',
    photos: 'Photos',
  },
  de_DE: {
    booking_or_boarding_pass: 'Buchungsbestätigung oder Bordkarte',
    rerouting_confirmation: 'Umbuchungsbestätigung (falls Sie umgebucht wurden)',
    ticket_invoice: 'Ticketrechnung',
    cancellation_notice: 'Stornierungsmitteilung',
    property_irregularity_report: 'Schadensmeldung (PIR)',
    receipts: 'Belege',
    photos: 'Fotos',
  },
  fr_FR: {
    booking_or_boarding_pass: "Confirmation de réservation ou carte d'embarquement",
    rerouting_confirmation: 'Confirmation de réacheminement (si vous avez été réacheminé)',
    ticket_invoice: 'Facture du billet',
    cancellation_notice: "Avis d'annulation",
    property_irregularity_report: "Constat d'irrégularité bagage (PIR)",
    receipts: "Justificatifs d'achat",
    photos: 'Photos',
  },
  it_IT: {
    booking_or_boarding_pass: "Conferma di prenotazione o carta d'imbarco",
    rerouting_confirmation: 'Conferma di riprotezione (se siete stati riprotetti)',
    ticket_invoice: 'Fattura del biglietto',
    cancellation_notice: 'Avviso di cancellazione',
    property_irregularity_report: 'Rapporto di irregolarità bagaglio (PIR)',
    receipts: 'Ricevute',
    photos: 'Foto',
  },
  nl_NL: {
    booking_or_boarding_pass: 'Boekingsbevestiging of instapkaart',
    rerouting_confirmation: 'Bevestiging van omboeking (als u bent omgeboekt)',
    ticket_invoice: 'Ticketfactuur',
    cancellation_notice: 'Annuleringsbericht',
    property_irregularity_report: 'Bagageschaderapport (PIR)',
    receipts: 'Bonnen',
    photos: "Foto's",
  },
};
