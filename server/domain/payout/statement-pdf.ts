import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  formatMoney,
  formatPercent,
  type Locale,
  type Settlement,
  type SettlementStatement,
} from '../../../contract';
import { drawable, embedPortalFonts } from '../pdf-fonts';
import { A4, MARGIN, TEXT_WIDTH, writeWrapped } from '../pdf-layout';
import { STATEMENT_TEXTS } from './statement-texts';

/** SPEC §9 date patterns (DD.MM.YYYY, DD/MM/YYYY, DD-MM-YYYY), as the SPA shows them. */
const SEPARATOR: Record<Locale, string> = { de_DE: '.', it_IT: '.', en_GB: '/', fr_FR: '/', nl_NL: '-' };
export const statementDate = (day: string, locale: Locale) =>
  day.split('-').reverse().join(SEPARATOR[locale]);

/** Wrapped text from `y` down (breaking at ordinary spaces only); returns the next free y. */
const paragraph = (page: PDFPage, font: PDFFont, text: string, y: number, size = 10): number =>
  writeWrapped(page, font, text, y, size, ' ');

/** A row: the label on the left, the value right-aligned, each one text item. */
function row(page: PDFPage, font: PDFFont, label: string, value: string, y: number, size = 11): number {
  const text = drawable(font, value);
  page.drawText(drawable(font, label), { x: MARGIN, y, size, font });
  page.drawText(text, { x: MARGIN + TEXT_WIDTH - font.widthOfTextAtSize(text, size), y, size, font });
  return y - size * 1.8;
}

/** The amounts exactly as the PDF prints them (and the claim page shows them). */
export function statementAmounts(s: SettlementStatement, locale: Locale) {
  return {
    compensation: formatMoney(s.compensation, locale),
    fee: formatMoney(s.fee, locale),
    vat: formatMoney(s.vat, locale),
    fee_total: formatMoney(s.fee_total, locale),
    net_payout: formatMoney(s.net_payout, locale),
  };
}

/** One passenger's settlement statement: one page, the same bytes for the same statement. */
export async function statementPdf(
  settlement: Omit<Settlement, 'statements'>,
  s: SettlementStatement,
  locale: Locale,
): Promise<Uint8Array> {
  const t = STATEMENT_TEXTS[locale];
  const doc = await PDFDocument.create();
  const at = new Date(`${s.paid_on}T00:00:00Z`);
  doc.setCreator('Claims portal');
  doc.setProducer('Claims portal (pdf-lib)');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  doc.setTitle(`${t.title} – ${settlement.case_number}`);
  doc.setLanguage(locale.replace('_', '-'));
  const { font, bold } = await embedPortalFonts(doc);
  const page = doc.addPage(A4);
  const amounts = statementAmounts(s, locale);
  const fill = (text: string, rate: number) => text.replace('{rate}', formatPercent(rate, locale));
  let y = A4[1] - MARGIN;
  y = paragraph(page, bold, t.title, y, 18) - 8;
  y = row(page, font, t.caseNumber, settlement.case_number, y);
  y = row(page, font, t.passenger, s.name, y);
  y = row(page, font, t.paidOn, statementDate(s.paid_on, locale), y) - 8;
  y = row(page, font, t.compensation, amounts.compensation, y);
  y = row(page, font, fill(t.fee, settlement.fee_rate), amounts.fee, y);
  y = row(page, font, fill(t.vat, settlement.vat_rate), amounts.vat, y);
  y = row(page, font, t.feeTotal, amounts.fee_total, y);
  y = row(page, bold, t.net, amounts.net_payout, y, 12);
  const account = s.account ? `${s.account.holder}, ${s.account.iban_masked}` : t.noAccount;
  y = row(page, font, t.account, account, y) - 10;
  y = paragraph(page, bold, t.roundingTitle, y, 11);
  paragraph(page, font, t.rounding, y, 9);
  return doc.save();
}

export const statementFilename = (caseNumber: string, position: number) =>
  `settlement-${caseNumber}-${position}.pdf`;
