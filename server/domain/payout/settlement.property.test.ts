/**
 * The requirement: "amounts in integer cents with the rounding rule written on the statement; the
 * amounts on screen, in the PDF and in the API always agree". Properties of the arithmetic
 * against an exact rational reference (BigInt), and of the PDF against the amounts it is given.
 * The screen half is src/features/settlement/settlement-panel.test.tsx; the API half
 * server/routes/payout.test.ts ("API, PDF and formatted amounts agree").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, formatMoney, type Locale, type Settlement } from '../../../contract';
import { pdfPageTexts } from '../signatures/pdf-text';
import { statementPdf } from './statement-pdf';
import { applyRate, settleClaim, settleShare, splitEvenly } from './settlement';

/** The rule as the statement words it, computed exactly: x·r/10,000 to the nearest cent, halves up. */
function reference(amount: bigint, basisPoints: bigint): bigint {
  const exact = amount * basisPoints; // in 1/10,000 cents
  const whole = exact / 10_000n;
  const rest = exact % 10_000n;
  return rest * 2n >= 10_000n ? whole + 1n : whole;
}

const cents = fc.integer({ min: 0, max: 100_000_000 }); // up to €1,000,000
const rate = fc.integer({ min: 0, max: 5_000 }); // the configuration allows up to 50 %

describe('settlement arithmetic', () => {
  it('fee and VAT are the exact rule, rounded half up; fee + VAT + net is the compensation', () => {
    fc.assert(
      fc.property(cents, rate, rate, (compensation, feeRate, vatRate) => {
        const s = settleShare(compensation, feeRate, vatRate);
        const fee = reference(BigInt(compensation), BigInt(feeRate));
        expect(BigInt(s.fee)).toBe(fee);
        expect(BigInt(s.vat)).toBe(reference(fee, BigInt(vatRate)));
        expect(s.fee_total).toBe(s.fee + s.vat);
        expect(s.fee + s.vat + s.net_payout).toBe(compensation);
        expect(s.net_payout).toBeGreaterThanOrEqual(0);
        for (const v of Object.values(s)) expect(Number.isSafeInteger(v)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('halves round up, below half down (the written rule on its edge)', () => {
    expect(applyRate(25_000, 2_500)).toBe(6_250);
    expect(applyRate(6_250, 1_900)).toBe(1_188); // 1,187.5
    expect(applyRate(6_249, 1_900)).toBe(1_187); // 1,187.31
    expect(applyRate(1, 5_000)).toBe(1); // 0.5
    expect(applyRate(1, 4_999)).toBe(0); // 0.4999
  });

  it('the split gives every cent out, evenly, the left-over cents to the first passengers', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (total, count) => {
        const shares = splitEvenly(total, count);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });
});

/** The PDF's rows (label, value) in order, from its drawn text lines. */
async function pdfRows(pdf: Uint8Array): Promise<string[][]> {
  const [page] = await pdfPageTexts(pdf);
  const lines = (page ?? '').split('\n');
  // Line 0 is the title; then nine rows of label and value.
  return Array.from({ length: 9 }, (_, i) => [lines[1 + 2 * i] ?? '', lines[2 + 2 * i] ?? '']);
}

const centsOf = (text: string) => Number(text.replace(/\D/g, ''));

describe('the PDF prints the amounts it is given', () => {
  it('each amount row is the formatted API value and reads back as the same cents', async () => {
    await fc.assert(
      fc.asyncProperty(
        cents,
        fc.integer({ min: 1, max: 4 }),
        rate,
        rate,
        fc.constantFrom<Locale>(...LOCALES),
        async (received, count, feeRate, vatRate, locale) => {
          const amounts = settleClaim(received, count, feeRate, vatRate);
          const settlement: Settlement = {
            case_number: 'FP-2026-000001',
            fee_rate: feeRate,
            vat_rate: vatRate,
            rounding: 'half_up_per_passenger',
            statements: amounts.map((a, i) => ({
              passenger_id: i + 1,
              name: `Passenger ${i + 1}`,
              ...a,
              account: null,
              paid_on: '2026-03-11',
            })),
          };
          const statement = settlement.statements[count - 1]!;
          const rows = await pdfRows(await statementPdf(settlement, statement, locale));
          const printed = rows.slice(3, 8).map(([, value]) => value ?? '');
          const api = [
            statement.compensation,
            statement.fee,
            statement.vat,
            statement.fee_total,
            statement.net_payout,
          ];
          // Exactly the formatted amount (the embedded font has French narrow no-break spaces too).
          expect(printed).toEqual(api.map((v) => formatMoney(v, locale)));
          expect(printed.map(centsOf)).toEqual(api);
        },
      ),
      { numRuns: 60 },
    );
  });
});
