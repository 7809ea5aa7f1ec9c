/**
 * The settlement arithmetic of a settlement statement, pure and in integer cents. The rule, as every
 * statement writes it: what the airline paid is split evenly between the passengers (the cents
 * left over go one each to the first passengers); per passenger the service fee is the
 * compensation times the fee rate and the VAT is the fee times the VAT rate, each rounded to the
 * nearest cent with half a cent rounded up; the net payout is the compensation minus both.
 */

/** The share amounts of one passenger, in cents. */
export type SettlementAmounts = {
  compensation: number;
  fee: number;
  vat: number;
  fee_total: number;
  net_payout: number;
};

const assertCents = (n: number, what: string) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer`);
};

/** amount × basisPoints / 10,000, rounded to the nearest integer, halves up (amount ≥ 0). */
export function applyRate(amount: number, basisPoints: number): number {
  assertCents(amount, 'amount');
  assertCents(basisPoints, 'rate');
  // Integers throughout: 2·a·r + 10,000 over 20,000, floored, is a·r/10,000 rounded half up.
  return Math.floor((2 * amount * basisPoints + 10_000) / 20_000);
}

/** One passenger's statement amounts from their compensation. */
export function settleShare(compensation: number, feeRate: number, vatRate: number): SettlementAmounts {
  const fee = applyRate(compensation, feeRate);
  const vat = applyRate(fee, vatRate);
  return { compensation, fee, vat, fee_total: fee + vat, net_payout: compensation - fee - vat };
}

/** `total` cents split between `count` passengers; the first ones get the cents left over. */
export function splitEvenly(total: number, count: number): number[] {
  assertCents(total, 'total');
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError('count must be at least 1');
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/** Every passenger's amounts, in passenger order. */
export const settleClaim = (received: number, passengers: number, feeRate: number, vatRate: number) =>
  splitEvenly(received, passengers).map((share) => settleShare(share, feeRate, vatRate));
