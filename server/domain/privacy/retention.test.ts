import { describe, expect, it } from 'vitest';
import { deletionCheck, keptUntil } from './retention';

/**
 * The retention rule (docs/features/privacy-centre.md): payment records are accounting vouchers, kept 10
 * years (§147(3) AO, §257(4) HGB) from the end of the calendar year of the last payment
 * (§147(4) AO, §257(5) HGB), the year counted in German time.
 */
describe('retention of payment records', () => {
  it.each([
    ['2026-03-11', '2036-12-31'],
    ['2026-01-01', '2036-12-31'],
    ['2026-12-31', '2036-12-31'],
    ['2015-06-01', '2025-12-31'],
  ])('a last payment on %s is kept until %s', (paid, until) => expect(keptUntil(paid)).toBe(until));

  const now = new Date('2026-11-24T12:00:00Z');
  const paid = (caseNumber: string, at: string) => ({
    caseNumber,
    status: 'paid_out' as const,
    lastPaymentAt: new Date(at),
  });

  it('counts the year of the payment in German time (New Year’s Eve 23:30 UTC is 1 January)', () =>
    expect(deletionCheck([paid('A', '2026-12-31T23:30:00Z')], now).retained).toEqual([
      { case_number: 'A', last_payment: '2027-01-01', kept_until: '2037-12-31' },
    ]));

  it('keeps records until the end of their last day and lets the account go the day after', () => {
    const records = [paid('A', '2015-06-01T10:00:00Z')];
    expect(deletionCheck(records, new Date('2025-12-31T22:59:00Z')).deletable).toBe(false); // 23:59 in Berlin
    expect(deletionCheck(records, new Date('2025-12-31T23:00:00Z')).deletable).toBe(true); // 1 January
  });

  it('refuses while a claim is active, whatever its payments; closed claims without payments do not count', () => {
    const check = deletionCheck(
      [
        { caseNumber: 'ACTIVE', status: 'airline_contacted', lastPaymentAt: null },
        { caseNumber: 'REJECTED', status: 'rejected', lastPaymentAt: null },
      ],
      now,
    );
    expect(check).toEqual({
      deletable: false,
      active_claims: ['ACTIVE'],
      retained: [],
      deletable_from: null,
    });
  });

  it('names the latest retention end as the first day deletion is possible', () =>
    expect(
      deletionCheck([paid('B', '2024-05-01T10:00:00Z'), paid('A', '2026-02-01T10:00:00Z')], now)
        .deletable_from,
    ).toBe('2037-01-01'));
});
