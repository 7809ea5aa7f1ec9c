import type { AccountDeletionCheck, ClaimStatus, RetainedRecords } from '../../../contract';
import { isClaimActive } from '../../../contract';

/**
 * The retention rule of the privacy centre (docs/features/privacy-centre.md). A claim's payment records
 * (payouts, fees, the airline's payment) are accounting vouchers: German tax and commercial law
 * keeps them 10 years (§147(1) no. 4, (3) AO; §257(1) no. 4, (4) HGB), the period starting at the
 * end of the calendar year of the last payment (§147(4) AO; §257(5) HGB). So they are kept until
 * 31 December of the 10th year after that year, the year counted in German time.
 */
export const SETTLEMENT_RETENTION_YEARS = 10;

const berlinDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in German time (YYYY-MM-DD). */
export const germanDay = (at: Date): string => berlinDate.format(at);

/** The last day a record whose last payment was on `lastPaymentDay` (YYYY-MM-DD) must be kept. */
export const keptUntil = (lastPaymentDay: string): string =>
  `${Number(lastPaymentDay.slice(0, 4)) + SETTLEMENT_RETENTION_YEARS}-12-31`;

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export type ClaimForDeletion = {
  caseNumber: string;
  status: ClaimStatus;
  /** The latest payment of the claim, null when it has none. */
  lastPaymentAt: Date | null;
};

/**
 * Whether an account with these claims can be deleted on `today` (German time): not while a claim
 * is active, nor while a claim's payment records are within their retention period.
 */
export function deletionCheck(claims: readonly ClaimForDeletion[], now: Date): AccountDeletionCheck {
  const today = germanDay(now);
  const active_claims = claims.filter((c) => isClaimActive(c.status)).map((c) => c.caseNumber);
  const retained: RetainedRecords[] = [];
  for (const c of claims) {
    if (!c.lastPaymentAt) continue;
    const last_payment = germanDay(c.lastPaymentAt);
    const kept_until = keptUntil(last_payment);
    if (kept_until >= today) retained.push({ case_number: c.caseNumber, last_payment, kept_until });
  }
  retained.sort(
    (a, b) => a.kept_until.localeCompare(b.kept_until) || a.case_number.localeCompare(b.case_number),
  );
  const latest = retained.at(-1)?.kept_until;
  return {
    deletable: active_claims.length === 0 && retained.length === 0,
    active_claims,
    retained,
    deletable_from: latest ? nextDay(latest) : null,
  };
}
