import type { Locale } from '../../../contract';

/** The settlement statement's texts (the PDF), in the customer's language. `{x}` is filled in. */
export type StatementTexts = {
  title: string;
  caseNumber: string;
  passenger: string;
  paidOn: string;
  compensation: string;
  fee: string;
  vat: string;
  feeTotal: string;
  net: string;
  account: string;
  noAccount: string;
  roundingTitle: string;
  rounding: string;
};

const en: StatementTexts = {
  title: 'Settlement statement',
  caseNumber: 'Contract',
  passenger: 'Passenger',
  paidOn: 'Paid on',
  compensation: 'Compensation received',
  fee: 'Service fee ({rate})',
  vat: 'VAT on the service fee ({rate})',
  feeTotal: 'Service fee including VAT',
  net: 'Net payout',
  account: 'Paid to',
  noAccount: 'no account recorded',
  roundingTitle: 'How the amounts are rounded',
  rounding:
    'All amounts are whole euro cents. What the airline paid is split evenly between the passengers; cents left over go one each to the first passengers. The service fee is the compensation times the fee rate and the VAT is the service fee times the VAT rate, each rounded to the nearest cent, half a cent up. The net payout is the compensation minus the service fee and the VAT.',
};

const de: StatementTexts = {
  title: 'Abrechnung',
  caseNumber: 'Vertrag',
  passenger: 'Fluggast',
  paidOn: 'Ausgezahlt am',
  compensation: 'Erhaltene Entschädigung',
  fee: 'Servicegebühr ({rate})',
  vat: 'USt. auf die Servicegebühr ({rate})',
  feeTotal: 'Servicegebühr inklusive USt.',
  net: 'Auszahlung netto',
  account: 'Überwiesen an',
  noAccount: 'kein Konto hinterlegt',
  roundingTitle: 'So wird gerundet',
  rounding:
    'Alle Beträge sind ganze Euro-Cent. Was die Airline gezahlt hat, wird gleichmäßig auf die Fluggäste aufgeteilt; übrige Cent erhalten die ersten Fluggäste je einen. Die Servicegebühr ist die Entschädigung mal dem Gebührensatz, die USt. die Servicegebühr mal dem USt.-Satz, jeweils auf den nächsten Cent gerundet, ein halber Cent aufwärts. Die Auszahlung ist die Entschädigung abzüglich Servicegebühr und USt.',
};

const fr: StatementTexts = {
  title: 'Décompte',
  caseNumber: 'Contrat',
  passenger: 'Passager',
  paidOn: 'Payé le',
  compensation: 'Indemnisation reçue',
  fee: 'Frais de service ({rate})',
  vat: 'TVA sur les frais de service ({rate})',
  feeTotal: 'Frais de service TVA comprise',
  net: 'Versement net',
  account: 'Versé sur',
  noAccount: 'aucun compte enregistré',
  roundingTitle: 'Règle d’arrondi',
  rounding:
    'Tous les montants sont en centimes d’euro entiers. Ce que la compagnie a payé est réparti à parts égales entre les passagers ; les centimes restants vont un par un aux premiers passagers. Les frais de service sont l’indemnisation multipliée par le taux des frais, la TVA les frais de service multipliés par le taux de TVA, chacun arrondi au centime le plus proche, le demi-centime vers le haut. Le versement net est l’indemnisation moins les frais de service et la TVA.',
};

const it: StatementTexts = {
  title: 'Rendiconto',
  caseNumber: 'Contratto',
  passenger: 'Passeggero',
  paidOn: 'Pagato il',
  compensation: 'Compensazione ricevuta',
  fee: 'Commissione di servizio ({rate})',
  vat: 'IVA sulla commissione ({rate})',
  feeTotal: 'Commissione IVA inclusa',
  net: 'Importo netto versato',
  account: 'Versato su',
  noAccount: 'nessun conto registrato',
  roundingTitle: 'Come si arrotonda',
  rounding:
    'Tutti gli importi sono in centesimi di euro interi. Quanto pagato dalla compagnia aerea è diviso in parti uguali tra i passeggeri; i centesimi rimanenti vanno uno ciascuno ai primi passeggeri. La commissione è la compensazione per l’aliquota della commissione e l’IVA è la commissione per l’aliquota IVA, ciascuna arrotondata al centesimo più vicino, il mezzo centesimo per eccesso. L’importo netto è la compensazione meno la commissione e l’IVA.',
};

const nl: StatementTexts = {
  title: 'Afrekening',
  caseNumber: 'Contract',
  passenger: 'Passagier',
  paidOn: 'Uitbetaald op',
  compensation: 'Ontvangen compensatie',
  fee: 'Servicekosten ({rate})',
  vat: 'Btw op de servicekosten ({rate})',
  feeTotal: 'Servicekosten inclusief btw',
  net: 'Netto uitbetaling',
  account: 'Overgemaakt naar',
  noAccount: 'geen rekening vastgelegd',
  roundingTitle: 'Zo wordt afgerond',
  rounding:
    'Alle bedragen zijn hele eurocenten. Wat de luchtvaartmaatschappij betaalde, wordt gelijk over de passagiers verdeeld; overgebleven centen gaan één voor één naar de eerste passagiers. De servicekosten zijn de compensatie maal het kostentarief, de btw de servicekosten maal het btw-tarief, elk afgerond op de dichtstbijzijnde cent, een halve cent naar boven. De netto uitbetaling is de compensatie min de servicekosten en de btw.',
};

export const STATEMENT_TEXTS: Record<Locale, StatementTexts> = {
  en_GB: en,
  de_DE: de,
  fr_FR: fr,
  it_IT: it,
  nl_NL: nl,
};
