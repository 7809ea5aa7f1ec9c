import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, normalizeLocale, toLanguageTag, type Locale } from '../../contract';
import { mergeAreas, type Tree } from '../locales/merge';

const STORAGE_KEY = 'portal.language';

/** Lazily loaded chunks per locale and area (src/locales/<locale>/<area>.json). */
const loaders = import.meta.glob<{ default: Tree }>('../locales/*/*.json');

/**
 * Areas only signed-in pages need: left out of the first load (the login page stays lean) until a
 * page asks for them with `loadArea`; from then on every language load includes them.
 */
const DEFERRED_AREAS = new Set(['dashboard']);
const activeAreas = new Set<string>();
const areaOf = (path: string) =>
  path
    .split('/')
    .at(-1)
    ?.replace(/\.json$/, '') ?? '';

async function loadLocale(language: string): Promise<ResourceKey> {
  const files = Object.entries(loaders).filter(
    ([path]) =>
      path.startsWith(`../locales/${language}/`) &&
      (!DEFERRED_AREAS.has(areaOf(path)) || activeAreas.has(areaOf(path))),
  );
  if (files.length === 0) throw new Error(`No translations for ${language}`);
  const trees = await Promise.all(files.map(async ([path, load]) => [path, (await load()).default] as const));
  return mergeAreas(Object.fromEntries(trees));
}

/** Loads a deferred area (e.g. 'dashboard') into every language loaded so far (and the fallback). */
export async function loadArea(area: string): Promise<void> {
  if (activeAreas.has(area)) return;
  activeAreas.add(area);
  const loaded = Object.keys(i18next.store?.data ?? {});
  const languages = [...new Set([currentLocale(), FALLBACK_LOCALE, ...loaded])];
  await Promise.all(
    languages.map(async (language) => {
      const load = loaders[`../locales/${language}/${area}.json`];
      if (load) i18next.addResourceBundle(language, 'translation', (await load()).default, true, false);
    }),
  );
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadLocale(language).then(
      (resources) => callback(null, resources),
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
