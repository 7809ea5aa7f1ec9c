import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, normalizeLocale, toLanguageTag, type Locale } from '../../contract';

const STORAGE_KEY = 'portal.language';

/** One lazily loaded chunk per locale (src/locales/<locale>.json). */
const loaders = import.meta.glob<{ default: ResourceKey }>('../locales/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = loaders[`../locales/${language}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

function storedLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The saved choice, else the browser's language; Austrian → de_DE, unknown → en_GB. */
export function initialLocale(): Locale {
  const saved = storedLocale();
  if (saved) return normalizeLocale(saved);
  return normalizeLocale(globalThis.navigator?.language);
}

export const currentLocale = (): Locale => normalizeLocale(i18next.resolvedLanguage ?? i18next.language);

function reflectLocale(locale: Locale) {
  if (typeof document !== 'undefined') document.documentElement.lang = toLanguageTag(locale);
}

/** Starts i18next with the initial locale (and the en_GB fallback) loaded. */
export async function initI18n(locale: Locale = initialLocale()): Promise<void> {
  i18next.on('languageChanged', (lng) => reflectLocale(normalizeLocale(lng)));
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  reflectLocale(locale);
}

/** Switches the language (loading its resources first) and remembers the choice. */
export async function setLocale(tag: string): Promise<void> {
  const locale = normalizeLocale(tag);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage may be unavailable (private mode, sandboxed iframe); the switch still applies.
  }
  await i18next.changeLanguage(locale);
}
