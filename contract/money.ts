import { toLanguageTag, type Locale } from './locale';

const currency = (locale: Locale) =>
  new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });

/**
 * Integer euro cents as €, two decimals, per locale: 1.234,56 € (de), €1,234.56 (en). One
 * function for the SPA and the server's PDFs, so a statement reads the same on screen and on paper.
 */
export function formatMoney(cents: number, locale: Locale): string {
  return currency(locale).format(cents / 100);
}

/** A rate in basis points as a percentage, e.g. 2500 → "25 %" (de), "25%" (en), "19,5 %" (de). */
export function formatPercent(basisPoints: number, locale: Locale): string {
  return new Intl.NumberFormat(toLanguageTag(locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
}
