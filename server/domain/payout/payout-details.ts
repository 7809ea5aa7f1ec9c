import { eq } from 'drizzle-orm';
import { isSEPACountry, isValidBIC } from 'ibantools';
import {
  isClaimActive,
  type PassengerPayout,
  type PayoutAccount,
  type PayoutDetailsList,
} from '../../../contract';
import type { Db } from '../../db/db';
import { claimPayoutDetails, type claimPassengers, type claims } from '../../db/schema';
import { normalizeIban } from '../templates';
import { fullName } from '../../lib/names';

type ClaimRow = typeof claims.$inferSelect;
type PassengerRow = typeof claimPassengers.$inferSelect;
type DetailsRow = typeof claimPayoutDetails.$inferSelect;

/**
 * An IBAN for the eyes: country and check digits and the last four characters kept, everything
 * else starred, in groups of four: DE89370400440532013000 → `DE89 **** **** **** **30 00`.
 */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(Math.max(iban.length - 8, 0)) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A claim the guard let through (guardClaim, server/domain/claim-access.ts): its row and passengers in order. */
export type GuardedClaim = { claim: ClaimRow; passengers: PassengerRow[] };
export type PayoutView = GuardedClaim & { details: DetailsRow[] };

/** The claim with its passengers' payout details. */
export async function payoutView(db: Db, guarded: GuardedClaim): Promise<PayoutView> {
  const details = await db
    .select()
    .from(claimPayoutDetails)
    .where(eq(claimPayoutDetails.claimId, guarded.claim.id));
  return { claim: guarded.claim, passengers: guarded.passengers, details };
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

/** Each passenger's payout account of the claim, IBAN masked (whoever set it: after a transfer, the former owner). */
export async function listPayoutDetails(db: Db, guarded: GuardedClaim): Promise<PayoutDetailsList> {
  const owned = await payoutView(db, guarded);
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
  | { kind: 'ok'; payout: PassengerPayout; changed: boolean; claim: ClaimRow; passenger: string };

/** Sets or replaces a passenger's payout account (the guard has checked the claim's lifecycle allows it). */
export async function savePayoutDetails(
  db: Db,
  guarded: GuardedClaim,
  passengerId: number,
  input: { holder: string } & CheckedAccount,
  now: Date,
): Promise<SaveOutcome> {
  const owned = await payoutView(db, guarded);
  const claimId = owned.claim.id;
  const passenger = owned.passengers.find((p) => p.id === passengerId);
  if (!passenger) return { kind: 'not_found' };
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
