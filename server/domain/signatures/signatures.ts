import { and, eq } from 'drizzle-orm';
import { normalizeLocale, type PassengerSignature, type SignerRole } from '../../../contract';
import type { Db } from '../../db/db';
import { claimPassengers, claimSignatures, claims } from '../../db/schema';
import { normalizeEmail } from '../../db/users';
import { fullName } from '../../lib/names';

/**
 * A claim's signatures as its owner and the back office read them: each passenger's state, the
 * timeline's events, and what the signing and link modules share (the claim view, names, the owner's
 * own passenger).
 */

export type ClaimRow = typeof claims.$inferSelect;
export type PassengerRow = typeof claimPassengers.$inferSelect;
export type SignatureRow = typeof claimSignatures.$inferSelect;
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

/** The owner's own passenger: the one with the owner's address, else the first. */
export function ownPassenger(owner: Owner, passengers: PassengerRow[]): PassengerRow | undefined {
  const email = normalizeEmail(owner.email);
  return passengers.find((p) => p.email && normalizeEmail(p.email) === email) ?? passengers[0];
}

/**
 * A claim the guard let through (guardClaim, server/domain/claim-access.ts) with its passengers in
 * order and their signature rows: who may read or sign is decided there, not here.
 */
export type ClaimView = { claim: ClaimRow; passengers: PassengerRow[]; signatures: SignatureRow[] };

/** The view again after a write: the same claim and passengers, its signature rows read anew. */
export async function reread(db: Db, view: ClaimView): Promise<ClaimView> {
  const signatures = await db
    .select()
    .from(claimSignatures)
    .where(eq(claimSignatures.claimId, view.claim.id));
  return { ...view, signatures };
}

export const iso = (d: Date | null) => d?.toISOString() ?? null;

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

/** The state of one passenger's signature. */
export const stateOf = (owner: Owner, view: ClaimView, passengerId: number) =>
  listSignatures(owner, view).find((s) => s.passenger_id === passengerId);
/** A signature event of a passenger. */
export const signatureEvent = (
  kind: SignatureEvent['kind'],
  claimId: number,
  p: PassengerRow,
  role: SignerRole,
  at: Date,
): SignatureEvent => ({ kind, claimId, passengerId: p.id, passenger: fullName(p), role, at });

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
