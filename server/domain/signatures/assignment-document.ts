import { normalizeLocale, type Locale, type SignatureDocument } from '../../../contract';
import { PDF_TIME_LIMIT_MS, runInWorker } from '../../lib/worker-pool';
import { fileNamePart } from '../transliterate';
import { sha256Hex, type AssignmentData } from './assignment-pdf';
import {
  type ClaimRow,
  type ClaimView,
  type Owner,
  type PassengerRow,
  type SignatureRow,
} from './signatures';
import { fullName } from '../../lib/names';

/** The assignment PDF of a passenger: what it says of the claim, and the download (signed or not). */

/** What a passenger's assignment says of the claim, in the given language. */
export function assignmentData(claim: ClaimRow, p: PassengerRow, locale: Locale): AssignmentData {
  return {
    locale,
    passengerName: fullName(p),
    caseNumber: claim.caseNumber,
    airline: claim.airline,
    flightNumber: claim.flightNumber,
    flightDate: claim.flightDate,
    route: `${claim.departureAirport} – ${claim.arrivalAirport}`,
    createdAt: claim.createdAt,
  };
}

const toDocument = (
  caseNumber: string,
  name: string,
  signed: boolean,
  pdf: Uint8Array,
): SignatureDocument => ({
  filename: `${signed ? 'assignment-signed' : 'assignment'}-${caseNumber}-${fileNamePart(name)}.pdf`,
  signed,
  sha256: sha256Hex(pdf),
  pdf_base64: Buffer.from(pdf).toString('base64'),
});

/** The passenger's assignment: the signed one once signed, else the unsigned one, generated now. */
export async function documentFor(
  claim: ClaimRow,
  p: PassengerRow,
  row: SignatureRow | undefined,
  locale: Locale,
) {
  if (row?.status === 'signed' && row.pdfBase64)
    return toDocument(
      claim.caseNumber,
      fullName(p),
      true,
      new Uint8Array(Buffer.from(row.pdfBase64, 'base64')),
    );
  return toDocument(
    claim.caseNumber,
    fullName(p),
    false,
    await runInWorker('assignment', assignmentData(claim, p, locale), PDF_TIME_LIMIT_MS),
  );
}

/** The owner's download: the signed assignment, or the unsigned one before signing. */
export async function ownerDocument(
  owner: Owner,
  view: ClaimView,
  passengerId: number,
): Promise<SignatureDocument | null> {
  const passenger = view.passengers.find((p) => p.id === passengerId);
  if (!passenger) return null;
  const row = view.signatures.find((r) => r.passengerId === passengerId);
  return documentFor(view.claim, passenger, row, row?.locale ?? normalizeLocale(owner.language));
}
