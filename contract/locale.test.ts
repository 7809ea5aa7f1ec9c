import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LOCALES, normalizeLocale, toLanguageTag } from './locale';

describe('locales', () => {
  it('falls back to en_GB (SPEC §9) for no or an unknown language', () => {
    expect(FALLBACK_LOCALE).toBe('en_GB');
    for (const tag of [undefined, null, '', 'ja-JP', 'xx'])
      expect(normalizeLocale(tag), String(tag)).toBe('en_GB');
  });

  it('keeps a supported locale', () => {
    for (const locale of LOCALES) expect(normalizeLocale(locale)).toBe(locale);
  });

  it('maps any Austrian locale to de_DE (SPEC §4)', () => {
    for (const tag of ['de-AT', 'de_AT', 'de-at', ' de-AT ', 'en-AT'])
      expect(normalizeLocale(tag), tag).toBe('de_DE');
  });

  it('maps other tags by their language, in any case', () => {
    expect(normalizeLocale('en')).toBe('en_GB');
    expect(normalizeLocale('en-US')).toBe('en_GB');
    expect(normalizeLocale('fr-CH')).toBe('fr_FR');
    expect(normalizeLocale('FR_ch')).toBe('fr_FR');
    expect(normalizeLocale(' it ')).toBe('it_IT');
    expect(normalizeLocale('nl-BE')).toBe('nl_NL');
    expect(normalizeLocale('de-CH')).toBe('de_DE');
  });

  it('gives the Accept-Language value of a locale', () => {
    expect(toLanguageTag('de_DE')).toBe('de-DE');
    expect(toLanguageTag('en_GB')).toBe('en-GB');
  });
});
