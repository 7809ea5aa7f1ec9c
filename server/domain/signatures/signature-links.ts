import { and, eq } from 'drizzle-orm';
import {
  normalizeLocale,
  type Locale,
  type PassengerSignature,
  type PublicSignature,
  type SignatureInput,
} from '../../../contract';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Db } from '../../db/db';
import { claimPassengers, claimSignatures, claims } from '../../db/schema';
import { normalizeEmail } from '../../db/users';
import { assignmentData, documentFor } from './assignment-document';
import { buildSignedAssignment } from './signing';
import {
  iso,
  ownPassenger,
  reread,
  signatureEvent,
  stateOf,
  type ClaimRow,
  type ClaimView,
  type Owner,
  type PassengerRow,
  type SignatureEvent,
  type SignatureRow,
} from './signatures';
import { fullName } from '../../lib/names';

/**
 * A co-passenger's signing link: the owner has it mailed (and reminded), the co-passenger reads,
 * downloads and signs through it, without an account.
 */

/** A co-passenger's signing link stays valid for 30 days (a reminder mails a fresh one). */
export const SIGNATURE_LINK_TTL_MS = 30 * 24 * 3_600_000;

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
    event: signatureEvent(kind, claimId, passenger, 'co_passenger', now),
  };
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
    event: signatureEvent('signature_signed', claim.id, passenger, 'co_passenger', now),
    ownerId: claim.userId,
  };
}
