import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  assignmentPdf,
  signedAssignmentPdf,
  InvalidSignatureImage,
  type AssignmentData,
} from './assignment-pdf';
import { pdfPageTexts } from './pdf-text';

/** A 1×1 PNG (what the canvas sends, smaller). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const data: AssignmentData = {
  locale: 'de_DE',
  passengerName: 'Jürgen Straße',
  caseNumber: 'FP-2026-104127',
  airline: 'Lufthansa',
  flightNumber: 'LH1832',
  flightDate: '2026-08-14',
  route: 'MUC – BCN',
  createdAt: new Date('2026-08-20T09:12:00Z'),
};
const hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const at = new Date('2026-09-01T10:20:30Z');

describe('assignment PDF', () => {
  it('names the passenger, the flight and the terms in the passenger’s language, the same bytes each time', async () => {
    const pdf = await assignmentPdf(data);
    const [page] = await pdfPageTexts(pdf);
    const text = (page ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Abtretung und Vollmacht');
    expect(text).toContain('Jürgen Straße');
    expect(text).toContain('LH1832 (Lufthansa)');
    expect(text).toContain('FP-2026-104127');
    expect(text).toContain('Kein Erfolg, keine Kosten');
    expect(hex(await assignmentPdf(data))).toBe(hex(pdf));
    expect(hex(await assignmentPdf({ ...data, locale: 'en_GB' }))).not.toBe(hex(pdf));
  });

  it('adds a signature page with the drawn signature, the time and the unsigned document’s SHA-256', async () => {
    const unsigned = await assignmentPdf({ ...data, locale: 'en_GB' });
    const signed = await signedAssignmentPdf(unsigned, 'en_GB', {
      method: 'drawn',
      png: TINY_PNG,
      signer: 'Jürgen Straße',
      minorName: null,
      at,
    });
    const doc = await PDFDocument.load(signed);
    expect(doc.getPageCount()).toBe(2);
    const [first, second] = await pdfPageTexts(signed);
    expect(first).toContain('LH1832');
    const text = (second ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Signed by: Jürgen Straße');
    expect(text).toContain('2026-09-01 10:20:30');
    expect(text).toContain(`SHA-256 of the unsigned assignment (page 1): ${hex(unsigned)}`);
    // The image is in the file (an XObject image on the signature page).
    expect(Buffer.from(signed).toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  });

  it('prints a typed name and who signed for a minor', async () => {
    const unsigned = await assignmentPdf({ ...data, locale: 'fr_FR', passengerName: 'Lena Becker' });
    const signed = await signedAssignmentPdf(unsigned, 'fr_FR', {
      method: 'typed',
      name: 'Julia Becker',
      signer: 'Julia Becker',
      minorName: 'Lena Becker',
      at,
    });
    const text = ((await pdfPageTexts(signed))[1] ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Signé par Julia Becker pour son enfant mineur Lena Becker');
    expect(text).toContain('Signature saisie comme nom : Julia Becker');
    expect(text).toContain(hex(unsigned));
  });

  it.each(['Γιώργος Παπαδόπουλος', 'Дмитрий Иванов', 'Łukasz Wałęsa', 'Ștefan Dvořák'])(
    'writes %s in the embedded font, and the text reads back exactly',
    async (name) => {
      const unsigned = await assignmentPdf({ ...data, passengerName: name });
      expect((await pdfPageTexts(unsigned))[0]?.split('\n')).toContain(`Passagier: ${name}`);
      const signed = await signedAssignmentPdf(unsigned, 'de_DE', {
        method: 'typed',
        name,
        signer: name,
        minorName: null,
        at,
      });
      expect((await pdfPageTexts(signed))[1]?.split('\n')).toContain(name);
    },
  );

  it('refuses a drawn signature that is not a PNG, and writes "?" for a letter the font lacks', async () => {
    const unsigned = await assignmentPdf({ ...data, passengerName: 'Łukasz 李' });
    expect((await pdfPageTexts(unsigned))[0]).toContain('Passagier: Łukasz ?');
    await expect(
      signedAssignmentPdf(unsigned, 'de_DE', {
        method: 'drawn',
        png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
        signer: 'x',
        minorName: null,
        at,
      }),
    ).rejects.toBeInstanceOf(InvalidSignatureImage);
  });
});
