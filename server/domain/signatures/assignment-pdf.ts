import { createHash } from 'node:crypto';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Locale } from '../../../contract';
import { embedPortalFonts } from '../pdf-fonts';
import { A4, MARGIN, writeWrapped } from '../pdf-layout';
import { ASSIGNMENT_TEXTS, fill } from './assignment-texts';

/** What the assignment names (from the claim and the passenger). */
export type AssignmentData = {
  locale: Locale;
  passengerName: string;
  caseNumber: string;
  airline: string;
  flightNumber: string;
  flightDate: string;
  route: string;
  /** The claim's creation: the unsigned PDF's dates, so the same claim always gives the same bytes. */
  createdAt: Date;
};

export type SignatureMark =
  | { method: 'drawn'; png: Uint8Array; signer: string; minorName: string | null; at: Date }
  | { method: 'typed'; name: string; signer: string; minorName: string | null; at: Date };

export class InvalidSignatureImage extends Error {}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Writes wrapped lines from `y` down (breaking at any white space); returns the next free y. */
const write = (page: PDFPage, font: PDFFont, text: string, y: number, size = 11): number =>
  writeWrapped(page, font, text, y, size);

const fixed = (doc: PDFDocument, at: Date) => {
  doc.setCreator('Claims portal');
  doc.setProducer('Claims portal (pdf-lib)');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
};

/** The unsigned assignment: one page, the same bytes for the same data. */
export async function assignmentPdf(data: AssignmentData): Promise<Uint8Array> {
  const t = ASSIGNMENT_TEXTS[data.locale];
  const doc = await PDFDocument.create();
  fixed(doc, data.createdAt);
  doc.setTitle(`${t.title} – ${data.caseNumber}`);
  doc.setLanguage(data.locale.replace('_', '-'));
  const { font, bold } = await embedPortalFonts(doc);
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  y = write(page, bold, t.title, y, 18) - 6;
  y = write(page, font, t.intro, y) - 6;
  for (const [label, value] of [
    [t.passenger, data.passengerName],
    [t.caseNumber, data.caseNumber],
    [t.flight, `${data.flightNumber} (${data.airline})`],
    [t.date, data.flightDate],
    [t.route, data.route],
  ] as const)
    y = write(page, font, `${label}: ${value}`, y);
  y = write(page, bold, t.termsTitle, y - 8, 13);
  for (const term of t.terms) y = write(page, font, `• ${term}`, y, 10);
  return doc.save();
}

/**
 * The signed assignment: the unsigned PDF with a signature page added (the drawn signature or
 * the typed name, who signed, when, and the SHA-256 of the unsigned assignment). Throws
 * InvalidSignatureImage when the drawn PNG cannot be read.
 */
export async function signedAssignmentPdf(
  unsigned: Uint8Array,
  locale: Locale,
  mark: SignatureMark,
): Promise<Uint8Array> {
  const t = ASSIGNMENT_TEXTS[locale];
  const doc = await PDFDocument.load(unsigned);
  fixed(doc, mark.at);
  const { font, bold } = await embedPortalFonts(doc);
  const page = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  y = write(page, bold, t.signatureTitle, y, 16) - 4;
  const who = mark.minorName
    ? fill(t.signedFor, { signer: mark.signer, name: mark.minorName })
    : fill(t.signedBy, { signer: mark.signer });
  y = write(page, font, who, y);
  y = write(page, font, fill(t.signedAt, { time: mark.at.toISOString().replace('T', ' ').slice(0, 19) }), y);
  if (mark.method === 'drawn') {
    y = write(page, font, t.drawn, y - 6);
    let image;
    try {
      image = await doc.embedPng(mark.png);
    } catch {
      throw new InvalidSignatureImage();
    }
    const scale = Math.min(260 / image.width, 110 / image.height, 1);
    const h = image.height * scale;
    page.drawRectangle({
      x: MARGIN - 4,
      y: y - h - 4,
      width: image.width * scale + 8,
      height: h + 8,
      borderColor: rgb(0.7, 0.7, 0.7),
      borderWidth: 0.5,
    });
    page.drawImage(image, { x: MARGIN, y: y - h, width: image.width * scale, height: h });
    y -= h + 20;
  } else {
    y = write(page, font, fill(t.typed, { typed: mark.name }), y - 6);
    y = write(page, bold, mark.name, y - 4, 20) - 6;
  }
  y = write(page, font, fill(t.hashLine, { hash: sha256Hex(unsigned) }), y - 10, 9);
  write(page, font, t.hashNote, y, 9);
  return doc.save();
}
