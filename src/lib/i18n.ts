import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, normalizeLocale, toLanguageTag, type Locale } from '../../contract';
import type { Tree } from '../locales/merge';
import { createAreaLoader, type AreaLoaders } from './i18n-areas';

const STORAGE_KEY = 'portal.language';
/** The saved choice, mirrored for the server, which sends the prerendered login page in it (server/http/prerendered.ts). */
const COOKIE = 'portal_language';

function mirrorChoice(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** Lazily loaded chunks per locale and area (src/locales/<locale>/<area>.json), keyed `<locale>/<area>`. */
const loaders: AreaLoaders = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: Tree }>('../locales/*/*.json')).map(([path, load]) => [
    path.replace(/^\.\.\/locales\//, '').replace(/\.json$/, ''),
    load,
  ]),
);

/**
 * Areas only some pages need stay out of the first load (the login page stays lean) until a page
 * asks for them with `loadArea` in its route's beforeLoad (awaited before the page renders): the
 * dashboard's pages (dashboard, account, admin) and the accepted claim transfer (account). From
 * then on every language has them, whichever is loaded, loading or chosen later.
 */
const areas = createAreaLoader(i18next, loaders, new Set(['dashboard', 'account', 'admin', 'estimate']));
export const loadArea = areas.loadArea;

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
  if (saved) {
    mirrorChoice(normalizeLocale(saved));
    return normalizeLocale(saved);
  }
  return normalizeLocale(globalThis.navigator?.language);
}

export const currentLocale = (): Locale => normalizeLocale(i18next.resolvedLanguage ?? i18next.language);

/**
 * The document's language, and its title in that language until a page sets its own (PageIntro
 * sets it again whenever the language changes), so no page keeps index.html's English title.
 */
function reflectLocale(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toLanguageTag(locale);
  document.title = i18next.t('app.name');
}

/** Starts i18next with the initial locale (and the en_GB fallback) loaded. */
export async function initI18n(locale: Locale = initialLocale()): Promise<void> {
  i18next.on('languageChanged', (lng) => reflectLocale(normalizeLocale(lng)));
  await i18next
    .use(areas.backend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      // Re-render when resources arrive, so nothing keeps a text from before its area was there.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  reflectLocale(locale);
}

/** Switches the language (loading its resources first) and remembers the choice. */
export async function setLocale(tag: string): Promise<void> {
  const locale = normalizeLocale(tag);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
    mirrorChoice(locale);
  } catch {
    // Storage may be unavailable (private mode, sandboxed iframe); the switch still applies.
  }
  await i18next.changeLanguage(locale);
}
