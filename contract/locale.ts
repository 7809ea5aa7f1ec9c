import { z } from 'zod';

export const LOCALES = ['de_DE', 'en_GB', 'fr_FR', 'it_IT', 'nl_NL'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const FALLBACK_LOCALE: Locale = 'en_GB';

/**
 * Maps any language tag the server or browser sends (de-AT, de_AT, en, fr-CH…)
 * to a supported locale; any Austrian locale becomes de_DE; unknown → en_GB.
 */
export function normalizeLocale(tag: string | null | undefined): Locale {
  if (!tag) return FALLBACK_LOCALE;
  const [lang = '', region = ''] = tag.trim().replace('-', '_').split('_');
  if (region.toUpperCase() === 'AT') return 'de_DE';
  const match = LOCALES.find((l) => l.slice(0, 2) === lang.toLowerCase());
  return match ?? FALLBACK_LOCALE;
}

/** The value for an Accept-Language header: de_DE → de-DE. */
export const toLanguageTag = (locale: Locale) => locale.replace('_', '-');
