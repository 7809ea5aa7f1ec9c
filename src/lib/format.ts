import { toLanguageTag, type Locale } from '../../contract';

/** SPEC §9 date patterns: DD.MM.YYYY for German and Italian, DD/MM/YYYY for English (and French), DD-MM-YYYY for Dutch. */
const DATE_SEPARATOR: Record<Locale, string> = {
  de_DE: '.',
  it_IT: '.',
  en_GB: '/',
  fr_FR: '/',
  nl_NL: '-',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Splits 'YYYY-MM-DD' without any time-zone shift; undefined for anything else. */
function calendarParts(value: string): [number, number, number] | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const localDate = (d: Date, locale: Locale) =>
  [pad(d.getDate()), pad(d.getMonth() + 1), String(d.getFullYear())].join(DATE_SEPARATOR[locale]);

/** A calendar date ('YYYY-MM-DD') or a timestamp as the locale's date, e.g. 24.03.2024. */
export function formatDate(value: string, locale: Locale): string {
  const parts = calendarParts(value);
  if (parts) return [pad(parts[2]), pad(parts[1]), String(parts[0])].join(DATE_SEPARATOR[locale]);
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : localDate(d, locale);
}

/** A timestamp as the locale's date with 24-hour time (local time zone), e.g. 24.03.2024 14:05. */
export function formatDateTime(value: string, locale: Locale): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${localDate(d, locale)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const currency = (locale: Locale, digits: number) =>
  new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  });

/** Integer euro cents as €, two decimals, per locale (shared with the server's PDFs). */
export { formatMoney } from '../../contract';

/**
 * SPEC §9's no-decimals format: whole euros followed by ',-' (e.g. 250,- € in
 * German, €250,- in English).
 */
export function formatMoneyNoDecimals(cents: number, locale: Locale): string {
  const parts = currency(locale, 0).formatToParts(Math.round(cents / 100));
  const lastNumber = parts.map((p) => p.type).lastIndexOf('integer');
  return parts.map((p, i) => (i === lastNumber ? `${p.value},-` : p.value)).join('');
}

/**
 * Whole euros the locale's way, through Intl, without decimals when there are none (€600,
 * 600 €, € 600); an amount with cents keeps its two decimals.
 */
export function formatEuros(cents: number, locale: Locale): string {
  return currency(locale, cents % 100 === 0 ? 0 : 2).format(cents / 100);
}

/** An amount in euros as typed (`250`, `250,50`, `1 250.5`), as a number (NaN when it is none). */
export const parseEuros = (s: string) => Number(s.replace(/\s/g, '').replace(',', '.'));
