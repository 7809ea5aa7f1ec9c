import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './money';

/** Intl separates number and sign with a no-break space; compare with plain spaces. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money and rates per locale', () => {
  it('formats cents as euros with two decimals and grouping: 1.234,56 € (de), €1,234.56 (en)', () => {
    expect(plain(formatMoney(123_456, 'de_DE'))).toBe('1.234,56 €');
    expect(formatMoney(123_456, 'en_GB')).toBe('€1,234.56');
    expect(formatMoney(100, 'en_GB')).toBe('€1.00');
    expect(formatMoney(5, 'en_GB')).toBe('€0.05');
  });

  it('formats basis points as a percentage: 25 % (de), 25% (en), 19,5 % (de)', () => {
    expect(plain(formatPercent(2500, 'de_DE'))).toBe('25 %');
    expect(formatPercent(2500, 'en_GB')).toBe('25%');
    expect(plain(formatPercent(1950, 'de_DE'))).toBe('19,5 %');
  });
});
