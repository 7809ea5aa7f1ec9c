import { and, eq, ne } from 'drizzle-orm';
import {
  normalizeLocale,
  type Locale,
  type PassengerSignature,
  type PublicSignature,
  type SignatureDocument,
  type SignatureInput,
  type SignerRole,
} from '../../../contract';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Db } from '../../db/db';
import { claimPassengers, claimSignatures, claims } from '../../db/schema';
import { normalizeEmail } from '../../db/users';
import { PDF_TIME_LIMIT_MS, runInWorker, WorkerTimeout } from '../../lib/worker-pool';
import { fileNamePart } from '../transliterate';
import { sha256Hex, type AssignmentData, type SignatureMark } from './assignment-pdf';
import { signaturePng } from './signature-image';

/** A co-passenger's signing link stays valid for 30 days (a reminder mails a fresh one). */
export const SIGNATURE_LINK_TTL_MS = 30 * 24 * 3_600_000;

type ClaimRow = typeof claims.$inferSelect;
type PassengerRow = typeof claimPassengers.$inferSelect;
type SignatureRow = typeof claimSignatures.$inferSelect;
export type Owner = { id: number; email: string; language: string; firstName: string; lastName: string };

/** A signature event for the claim's timeline. */
export type SignatureEvent = {
  kind: 'signature_requested' | 'signature_reminded' | 'signature_signed';
  claimId: number;
  passengerId: number;
  passenger: string;
  role: SignerRole;
  at: Date;
};

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The owner's own passenger: the one with the owner's address, else the first. */
function ownPassenger(owner: Owner, passengers: PassengerRow[]): PassengerRow | undefined {
  const email = normalizeEmail(owner.email);
  return passengers.find((p) => p.email && normalizeEmail(p.email) === email) ?? passengers[0];
}

/**
 * A claim the guard let through (guardClaim, server/domain/claim-access.ts) with its passengers in
 * order and their signature rows: who may read or sign is decided there, not here.
 */
export type ClaimView = { claim: ClaimRow; passengers: PassengerRow[]; signatures: SignatureRow[] };

/** The view again after a write: the same claim and passengers, its signature rows read anew. */
async function reread(db: Db, view: ClaimView): Promise<ClaimView> {
  const signatures = await db
    .select()
    .from(claimSignatures)
    .where(eq(claimSignatures.claimId, view.claim.id));
  return { ...view, signatures };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toState(owner: Owner, view: ClaimView, p: PassengerRow): PassengerSignature {
  const row = view.signatures.find((r) => r.passengerId === p.id);
  const isOwner = ownPassenger(owner, view.passengers)?.id === p.id;
  const role: SignerRole = row?.role ?? (isOwner ? 'owner' : 'co_passenger');
  return {
    passenger_id: p.id,
    name: fullName(p),
    role,
    status: row?.status ?? 'unsigned',
    email: row?.email ?? (isOwner ? null : p.email),
    locale: row ? row.locale : normalizeLocale(owner.language),
    requested_at: iso(row?.requestedAt ?? null),
    reminded_at: iso(row?.remindedAt ?? null),
    signed_at: iso(row?.signedAt ?? null),
    method: row?.method ?? null,
    assignment_sha256: row?.assignmentSha256 ?? null,
    document_sha256: row?.documentSha256 ?? null,
  };
}

/** Each passenger's signature state of the claim. */
export function listSignatures(owner: Owner, view: ClaimView): PassengerSignature[] {
  return view.passengers.map((p) => toState(owner, view, p));
}

const stateOf = (owner: Owner, view: ClaimView, passengerId: number) =>
  listSignatures(owner, view).find((s) => s.passenger_id === passengerId);

function assignmentData(claim: ClaimRow, p: PassengerRow, locale: Locale): AssignmentData {
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

export type SignOutcome =
  | { kind: 'ok'; signed: { pdf: Uint8Array; assignmentSha256: string; documentSha256: string } }
  | { kind: 'invalid_signature' };

/**
 * Builds the signed assignment for a passenger (the unsigned one, its hash, the signed one, its
 * hash) in the worker pool; a drawn signature is checked from its headers first and decoded there.
 */
export async function buildSignedAssignment(
  data: AssignmentData,
  signature: SignatureInput,
  signer: string,
  minorName: string | null,
  at: Date,
): Promise<SignOutcome> {
  let mark: SignatureMark;
  if (signature.method === 'drawn') {
    const checked = signaturePng(signature.png_base64);
    if ('refused' in checked) return { kind: 'invalid_signature' };
    mark = { method: 'drawn', png: checked.png, signer, minorName, at };
  } else mark = { method: 'typed', name: signature.name, signer, minorName, at };
  let signed;
  try {
    signed = await runInWorker('signedAssignment', { data, mark }, PDF_TIME_LIMIT_MS);
  } catch (e) {
    // A drawn signature that takes past the limit to decode is refused; any other failure is ours.
    if (e instanceof WorkerTimeout && signature.method === 'drawn') return { kind: 'invalid_signature' };
    throw e;
  }
  return signed ? { kind: 'ok', signed } : { kind: 'invalid_signature' };
}

export type OwnerSignOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_signed' }
  | { kind: 'minor_required' }
  | { kind: 'invalid_signature' }
  | { kind: 'ok'; state: PassengerSignature; event: SignatureEvent };

/**
 * The owner signs for themselves, or (minor: true) for a passenger they name as their minor child;
 * any earlier link mailed for that passenger stops working.
 */
export async function signAsOwner(
  db: Db,
  owner: Owner,
  view: ClaimView,
  passengerId: number,
  body: { signature: SignatureInput; minor: boolean },
  now: Date,
): Promise<OwnerSignOutcome> {
  const claimId = view.claim.id;
  const passenger = view.passengers.find((p) => p.id === passengerId);
  if (!passenger) return { kind: 'not_found' };
  const row = view.signatures.find((r) => r.passengerId === passengerId);
  if (row?.status === 'signed') return { kind: 'already_signed' };
  const self = ownPassenger(owner, view.passengers)?.id === passengerId;
  if (!self && !body.minor) return { kind: 'minor_required' };
  const role: SignerRole = self ? 'owner' : 'minor';
  const locale = normalizeLocale(owner.language);
  const me = ownPassenger(owner, view.passengers);
  const signer = (me && fullName(me)) || fullName(owner) || owner.email;
  const built = await buildSignedAssignment(
    assignmentData(view.claim, passenger, locale),
    body.signature,
    signer,
    self ? null : fullName(passenger),
    now,
  );
  if (built.kind !== 'ok') return built;
  const values = {
    role,
    status: 'signed' as const,
    locale,
    email: null,
    tokenHash: null,
    expiresAt: null,
    signedAt: now,
    method: body.signature.method,
    assignmentSha256: built.signed.assignmentSha256,
    documentSha256: built.signed.documentSha256,
    pdfBase64: Buffer.from(built.signed.pdf).toString('base64'),
  };
  // Signed once: a row signed meanwhile (a simultaneous signature, the co-passenger's link) stays.
  const stored = await db
    .insert(claimSignatures)
    .values({ claimId, passengerId, ...values })
    .onConflictDoUpdate({
      target: claimSignatures.passengerId,
      set: values,
      setWhere: ne(claimSignatures.status, 'signed'),
    })
    .returning({ id: claimSignatures.id });
  if (stored.length === 0) return { kind: 'already_signed' };
  const state = stateOf(owner, await reread(db, view), passengerId);
  if (!state) return { kind: 'not_found' };
  return { kind: 'ok', state, event: event('signature_signed', claimId, passenger, role, now) };
}

const event = (
  kind: SignatureEvent['kind'],
  claimId: number,
  p: PassengerRow,
  role: SignerRole,
  at: Date,
): SignatureEvent => ({ kind, claimId, passengerId: p.id, passenger: fullName(p), role, at });

export type LinkOutcome =
  | { kind: 'not_found' }
  | { kind: 'already_signed' }
  | { kind: 'own_passenger' }
  | { kind: 'not_requested' }
  | {
      kind: 'ok';
      state: PassengerSignature;
      token: string;
      email: string;
      locale: Locale;
      caseNumber: string;
      flight: string;
      passenger: string;
      event: SignatureEvent;
    };

/**
 * The owner asks an adult co-passenger to sign (`request`) or reminds them (`remind`): either
 * stores a fresh link (hashed), so any earlier one stops working. A reminder needs a pending request.
 */
export async function issueSignatureLink(
  db: Db,
  owner: Owner,
  view: ClaimView,
  passengerId: number,
  how: { kind: 'request'; email: string; locale: Locale } | { kind: 'remind' },
  now: Date,
): Promise<LinkOutcome> {
  const claimId = view.claim.id;
  const passenger = view.passengers.find((p) => p.id === passengerId);
  if (!passenger) return { kind: 'not_found' };
  if (ownPassenger(owner, view.passengers)?.id === passengerId) return { kind: 'own_passenger' };
  const row = view.signatures.find((r) => r.passengerId === passengerId);
  if (row?.status === 'signed') return { kind: 'already_signed' };
  if (how.kind === 'remind' && (!row || !row.email)) return { kind: 'not_requested' };
  const email = how.kind === 'request' ? normalizeEmail(how.email) : (row?.email ?? '');
  const locale = how.kind === 'request' ? how.locale : (row?.locale ?? normalizeLocale(owner.language));
  if (how.kind === 'request' && email === normalizeEmail(owner.email)) return { kind: 'own_passenger' };
  const token = randomToken();
  const values = {
    role: 'co_passenger' as const,
    status: 'requested' as const,
    locale,
    email,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + SIGNATURE_LINK_TTL_MS),
    ...(how.kind === 'request' ? { requestedAt: now, remindedAt: null } : { remindedAt: now }),
  };
  await db
    .insert(claimSignatures)
    .values({ claimId, passengerId, ...values })
    .onConflictDoUpdate({ target: claimSignatures.passengerId, set: values });
  const state = stateOf(owner, await reread(db, view), passengerId);
  if (!state) return { kind: 'not_found' };
  const kind = how.kind === 'request' ? 'signature_requested' : 'signature_reminded';
  return {
    kind: 'ok',
    state,
    token,
    email,
    locale,
    caseNumber: view.claim.caseNumber,
    flight: `${view.claim.flightNumber} ${view.claim.departureAirport} – ${view.claim.arrivalAirport}`,
    passenger: fullName(passenger),
    event: event(kind, claimId, passenger, 'co_passenger', now),
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

async function documentFor(claim: ClaimRow, p: PassengerRow, row: SignatureRow | undefined, locale: Locale) {
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

type LinkRow = { row: SignatureRow; claim: ClaimRow; passenger: PassengerRow };

/** The link's signature; 'expired' once past its time (a signed one stays readable). */
async function byToken(db: Db, token: string, now: Date): Promise<LinkRow | 'not_found' | 'expired'> {
  const [found] = await db
    .select({ row: claimSignatures, claim: claims, passenger: claimPassengers })
    .from(claimSignatures)
    .innerJoin(claims, eq(claims.id, claimSignatures.claimId))
    .innerJoin(claimPassengers, eq(claimPassengers.id, claimSignatures.passengerId))
    .where(eq(claimSignatures.tokenHash, sha256(token)));
  if (!found) return 'not_found';
  if (found.row.status !== 'signed' && found.row.expiresAt && found.row.expiresAt <= now) return 'expired';
  return found;
}

const toPublic = ({ row, claim, passenger }: LinkRow): PublicSignature => ({
  name: fullName(passenger),
  case_number: claim.caseNumber,
  flight: `${claim.flightNumber} (${claim.airline}), ${claim.departureAirport} – ${claim.arrivalAirport}`,
  flight_date: claim.flightDate,
  locale: row.locale,
  status: row.status,
  signed_at: iso(row.signedAt),
  assignment_sha256: row.assignmentSha256,
  document_sha256: row.documentSha256,
});

/** The claim and passenger a link is for (for the claim's guard), or why it does not work. */
export async function linkTarget(
  db: Db,
  token: string,
  now: Date,
): Promise<{ claimId: number; passengerId: number } | 'not_found' | 'expired'> {
  const found = await byToken(db, token, now);
  return typeof found === 'string' ? found : { claimId: found.claim.id, passengerId: found.passenger.id };
}

/** What the co-passenger's page shows. */
export async function linkSignature(db: Db, token: string, now: Date) {
  const found = await byToken(db, token, now);
  return typeof found === 'string' ? found : toPublic(found);
}

/** The co-passenger's download through their link. */
export async function linkDocument(db: Db, token: string, now: Date) {
  const found = await byToken(db, token, now);
  if (typeof found === 'string') return found;
  return documentFor(found.claim, found.passenger, found.row, found.row.locale);
}

/** The co-passenger signs through their link, once; the owner can then see and download it. */
export async function signByLink(
  db: Db,
  token: string,
  signature: SignatureInput,
  now: Date,
): Promise<
  | 'not_found'
  | 'expired'
  | 'already_signed'
  | 'invalid_signature'
  | { state: PublicSignature; event: SignatureEvent; ownerId: number }
> {
  const found = await byToken(db, token, now);
  if (typeof found === 'string') return found;
  if (found.row.status === 'signed') return 'already_signed';
  const { claim, passenger, row } = found;
  const built = await buildSignedAssignment(
    assignmentData(claim, passenger, row.locale),
    signature,
    fullName(passenger),
    null,
    now,
  );
  if (built.kind !== 'ok') return built.kind;
  const [updated] = await db
    .update(claimSignatures)
    .set({
      status: 'signed',
      signedAt: now,
      method: signature.method,
      assignmentSha256: built.signed.assignmentSha256,
      documentSha256: built.signed.documentSha256,
      pdfBase64: Buffer.from(built.signed.pdf).toString('base64'),
    })
    .where(and(eq(claimSignatures.id, row.id), eq(claimSignatures.status, 'requested')))
    .returning();
  if (!updated) return 'already_signed';
  return {
    state: toPublic({ row: updated, claim, passenger }),
    event: event('signature_signed', claim.id, passenger, 'co_passenger', now),
    ownerId: claim.userId,
  };
}

/**
 * A passenger of the claim whose signature the back office asks for: their name, 'signed' once
 * they have signed, null when the claim has no such passenger.
 */
export async function passengerToAsk(
  db: Db,
  claimId: number,
  passengerId: number,
): Promise<{ name: string } | 'signed' | null> {
  const [found] = await db
    .select({ passenger: claimPassengers, status: claimSignatures.status })
    .from(claimPassengers)
    .leftJoin(claimSignatures, eq(claimSignatures.passengerId, claimPassengers.id))
    .where(and(eq(claimPassengers.id, passengerId), eq(claimPassengers.claimId, claimId)));
  if (!found) return null;
  return found.status === 'signed' ? 'signed' : { name: fullName(found.passenger) };
}

/** The claim's signature events so far (for the timeline): requested, last reminder, signed. */
export async function signatureEvents(db: Db, claimId: number): Promise<SignatureEvent[]> {
  const rows = await db
    .select({ row: claimSignatures, passenger: claimPassengers })
    .from(claimSignatures)
    .innerJoin(claimPassengers, eq(claimPassengers.id, claimSignatures.passengerId))
    .where(eq(claimSignatures.claimId, claimId));
  const events: SignatureEvent[] = [];
  for (const { row, passenger } of rows) {
    if (row.requestedAt)
      events.push(event('signature_requested', claimId, passenger, row.role, row.requestedAt));
    if (row.remindedAt)
      events.push(event('signature_reminded', claimId, passenger, row.role, row.remindedAt));
    if (row.signedAt) events.push(event('signature_signed', claimId, passenger, row.role, row.signedAt));
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
