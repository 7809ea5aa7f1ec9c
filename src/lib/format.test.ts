import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatMoneyNoDecimals } from './format';

/** Intl uses (narrow) no-break spaces; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('uses DD.MM.YYYY for German and Italian, DD/MM/YYYY for English and French, DD-MM-YYYY for Dutch', () => {
    expect(formatDate('2024-03-07', 'de_DE')).toBe('07.03.2024');
    expect(formatDate('2024-03-07', 'it_IT')).toBe('07.03.2024');
    expect(formatDate('2024-03-07', 'en_GB')).toBe('07/03/2024');
    expect(formatDate('2024-03-07', 'fr_FR')).toBe('07/03/2024');
    expect(formatDate('2024-03-07', 'nl_NL')).toBe('07-03-2024');
  });

  it('never shifts a calendar date by the time zone', () => {
    expect(formatDate('2024-01-01', 'de_DE')).toBe('01.01.2024');
    expect(formatDate('2023-12-31', 'en_GB')).toBe('31/12/2023');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDate('soon', 'de_DE')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('appends 24-hour HH:mm in local time', () => {
    const local = new Date(2024, 2, 7, 14, 5).toISOString();
    expect(formatDateTime(local, 'de_DE')).toBe('07.03.2024 14:05');
    expect(formatDateTime(local, 'en_GB')).toBe('07/03/2024 14:05');
  });
});

describe('formatMoney', () => {
  it('formats cents as euros with two decimals per locale', () => {
    expect(plain(formatMoney(123456, 'de_DE'))).toBe('1.234,56 €');
    expect(plain(formatMoney(123456, 'en_GB'))).toBe('€1,234.56');
    expect(plain(formatMoney(123456, 'fr_FR'))).toBe('1 234,56 €');
    expect(plain(formatMoney(123456, 'it_IT'))).toBe('1.234,56 €');
    expect(plain(formatMoney(123456, 'nl_NL'))).toBe('€ 1.234,56');
  });

  it('always shows two decimals', () => {
    expect(plain(formatMoney(60000, 'de_DE'))).toBe('600,00 €');
    expect(plain(formatMoney(5, 'en_GB'))).toBe('€0.05');
  });
});

describe('formatMoneyNoDecimals', () => {
  it("rounds to whole euros and appends ',-'", () => {
    expect(plain(formatMoneyNoDecimals(60000, 'de_DE'))).toBe('600,- €');
    expect(plain(formatMoneyNoDecimals(125049, 'de_DE'))).toBe('1.250,- €');
    expect(plain(formatMoneyNoDecimals(125050, 'en_GB'))).toBe('€1,251,-');
    expect(plain(formatMoneyNoDecimals(40000, 'nl_NL'))).toBe('€ 400,-');
  });
});
