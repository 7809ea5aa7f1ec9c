import { and, asc, eq } from 'drizzle-orm';
import { isSEPACountry, isValidBIC } from 'ibantools';
import {
  isClaimActive,
  type PassengerPayout,
  type PayoutAccount,
  type PayoutDetailsList,
} from '../../../contract';
import type { Db } from '../../db/db';
import { claimPassengers, claimPayoutDetails, claims } from '../../db/schema';
import { normalizeIban } from '../templates';

type ClaimRow = typeof claims.$inferSelect;
type PassengerRow = typeof claimPassengers.$inferSelect;
type DetailsRow = typeof claimPayoutDetails.$inferSelect;

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * An IBAN for the eyes: country and check digits and the last four characters kept, everything
 * else starred, in groups of four: DE89370400440532013000 → `DE89 **** **** **** **30 00`.
 */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(iban.length - 8, 0)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export type OwnedClaim = { claim: ClaimRow; passengers: PassengerRow[]; details: DetailsRow[] };

/** One of the user's claims with its passengers (in order) and their payout details; null otherwise. */
export async function ownedClaim(db: Db, userId: number, claimId: number): Promise<OwnedClaim | null> {
  const [claim] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.userId, userId)));
  if (!claim) return null;
  const [passengers, details] = await Promise.all([
    db
      .select()
      .from(claimPassengers)
      .where(eq(claimPassengers.claimId, claimId))
      .orderBy(asc(claimPassengers.position), asc(claimPassengers.id)),
    db.select().from(claimPayoutDetails).where(eq(claimPayoutDetails.claimId, claimId)),
  ]);
  return { claim, passengers, details };
}

const toAccount = (d: DetailsRow): PayoutAccount => ({
  holder: d.holder,
  iban_masked: maskIban(d.iban),
  bic: d.bic,
  updated_at: d.updatedAt.toISOString(),
});

const toPassengerPayout = (p: PassengerRow, d: DetailsRow | undefined): PassengerPayout => ({
  passenger_id: p.id,
  name: fullName(p),
  account: d ? toAccount(d) : null,
});

/** Each passenger's payout account of one of the user's claims; null when the claim is not theirs. */
export async function listPayoutDetails(
  db: Db,
  userId: number,
  claimId: number,
): Promise<PayoutDetailsList | null> {
  const owned = await ownedClaim(db, userId, claimId);
  if (!owned) return null;
  return {
    editable: isClaimActive(owned.claim.status),
    passengers: owned.passengers.map((p) =>
      toPassengerPayout(
        p,
        owned.details.find((d) => d.passengerId === p.id),
      ),
    ),
  };
}

export type CheckedAccount = { iban: string; bic: string | null };

/**
 * Checks an account as typed: the IBAN's checksum (the bank-account templates' check), the BIC's
 * form, and a BIC for an IBAN outside SEPA. Field errors (message codes) or the account in
 * electronic format.
 */
export function checkAccount(raw: {
  iban: string;
  bic?: string | undefined;
}): { ok: true; account: CheckedAccount } | { ok: false; errors: Record<string, string[]> } {
  const iban = normalizeIban(raw.iban);
  const bic = raw.bic ? raw.bic.replace(/\s+/g, '').toUpperCase() : '';
  const errors: Record<string, string[]> = {};
  if (!iban) errors.iban = ['invalid_value'];
  if (bic && !isValidBIC(bic)) errors.bic = ['invalid_value'];
  else if (!bic && iban && !isSEPACountry(iban.slice(0, 2))) errors.bic = ['bic_required'];
  if (!iban || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, account: { iban, bic: bic || null } };
}

export type SaveOutcome =
  | { kind: 'not_found' }
  | { kind: 'closed' }
  | { kind: 'ok'; payout: PassengerPayout; changed: boolean; claim: ClaimRow; passenger: string };

/** Sets or replaces a passenger's payout account (only while the claim is active). */
export async function savePayoutDetails(
  db: Db,
  userId: number,
  claimId: number,
  passengerId: number,
  input: { holder: string } & CheckedAccount,
  now: Date,
): Promise<SaveOutcome> {
  const owned = await ownedClaim(db, userId, claimId);
  const passenger = owned?.passengers.find((p) => p.id === passengerId);
  if (!owned || !passenger) return { kind: 'not_found' };
  if (!isClaimActive(owned.claim.status)) return { kind: 'closed' };
  const before = owned.details.find((d) => d.passengerId === passengerId);
  const values = { holder: input.holder, iban: input.iban, bic: input.bic, updatedAt: now };
  const [row] = await db
    .insert(claimPayoutDetails)
    .values({ claimId, passengerId, createdAt: now, ...values })
    .onConflictDoUpdate({ target: claimPayoutDetails.passengerId, set: values })
    .returning();
  if (!row) throw new Error('savePayoutDetails: upsert returned nothing');
  return {
    kind: 'ok',
    payout: toPassengerPayout(passenger, row),
    changed: !!before,
    claim: owned.claim,
    passenger: fullName(passenger),
  };
}
