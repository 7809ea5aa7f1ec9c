import { and, eq } from 'drizzle-orm';
import type { Settlement, SettlementStatement } from '../../../contract';
import type { Db } from '../../db/db';
import { claimPayments, claimStatusHistory } from '../../db/schema';
import { maskIban, payoutView, type GuardedClaim } from './payout-details';
import { settleClaim } from './settlement';
import { fullName } from '../../lib/names';

export type Rates = { feeRate: number; vatRate: number };

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The settlement statements of a claim the guard let through: only once it is paid out and the
 * airline paid something ('unavailable' otherwise). The date is the latest payout's (else the day
 * the claim became paid out).
 */
export async function loadSettlement(
  db: Db,
  guarded: GuardedClaim,
  rates: Rates,
): Promise<'unavailable' | Settlement> {
  const { claim, passengers, details } = await payoutView(db, guarded);
  const claimId = claim.id;
  if (claim.status !== 'paid_out' || passengers.length === 0) return 'unavailable';
  const [payments, history] = await Promise.all([
    db.select().from(claimPayments).where(eq(claimPayments.claimId, claimId)),
    db
      .select()
      .from(claimStatusHistory)
      .where(and(eq(claimStatusHistory.claimId, claimId), eq(claimStatusHistory.status, 'paid_out'))),
  ]);
  const received = payments
    .filter((p) => p.kind === 'airline_payment')
    .reduce((sum, p) => sum + p.amountCents, 0);
  if (received <= 0) return 'unavailable';
  const paidAt = [...payments.filter((p) => p.kind === 'payout'), ...history]
    .map((p) => p.at)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const amounts = settleClaim(received, passengers.length, rates.feeRate, rates.vatRate);
  const statements: SettlementStatement[] = passengers.map((p, i) => {
    const d = details.find((row) => row.passengerId === p.id);
    return {
      passenger_id: p.id,
      name: fullName(p),
      ...amounts[i]!,
      account: d ? { holder: d.holder, iban_masked: maskIban(d.iban) } : null,
      paid_on: day(paidAt ?? claim.createdAt),
    };
  });
  return {
    case_number: claim.caseNumber,
    fee_rate: rates.feeRate,
    vat_rate: rates.vatRate,
    rounding: 'half_up_per_passenger',
    statements,
  };
}
