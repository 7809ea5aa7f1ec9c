import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../../contract';
import type { Tree } from '../locales/merge';
import { createAreaLoader, type AreaLoaders } from './i18n-areas';

const files = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' });
const trees = Object.fromEntries(
  Object.entries(files).map(([path, tree]) => [
    path.replace(/^\.\.\/locales\//, '').replace(/\.json$/, ''),
    tree,
  ]),
);
const DASHBOARD_KEYS = ['contract.details', 'contract.passengers', 'payments.title', 'contract.step_open'];
const dashboardText = (locale: string, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>(
      (t, k) => (typeof t === 'object' ? t[k] : undefined),
      trees[`${locale}/dashboard`],
    );

/**
 * The real locale files behind gates: a file arrives when the test opens its gate (`release`),
 * or at once when `open` is set — so each test decides the order in which chunks land.
 */
function gatedLoaders() {
  const gates = new Map<string, () => void>();
  let open = true;
  const loaders: AreaLoaders = Object.fromEntries(
    Object.entries(trees).map(([key, tree]) => [
      key,
      () =>
        open
          ? Promise.resolve({ default: tree })
          : new Promise<{ default: Tree }>((resolve) => gates.set(key, () => resolve({ default: tree }))),
    ]),
  );
  const release = async () => {
    // Opens every waiting gate, also those that open while earlier ones are being handled.
    for (let i = 0; i < 20; i++) {
      for (const [key, go] of gates) {
        gates.delete(key);
        go();
      }
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { loaders, release, hold: () => (open = false), waiting: () => [...gates.keys()].sort() };
}

async function start(
  first: Locale,
  loaders: AreaLoaders,
): Promise<{ i18n: I18n; loadArea: (a: string) => Promise<void> }> {
  const i18n = i18next.createInstance();
  const areas = createAreaLoader(i18n, loaders, new Set(['dashboard']));
  await i18n.use(areas.backend).init({
    lng: first,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    interpolation: { escapeValue: false },
  });
  return { i18n, loadArea: areas.loadArea };
}

const inLanguage = (i18n: I18n, locale: Locale) =>
  DASHBOARD_KEYS.map((key) => [key, i18n.t(key, { lng: locale })]);
const expected = (locale: Locale) => DASHBOARD_KEYS.map((key) => [key, dashboardText(locale, key)]);

describe('lazily loaded translation areas', () => {
  it('leaves the dashboard area out of the first load', async () => {
    const { i18n } = await start('nl_NL', gatedLoaders().loaders);
    expect(i18n.exists('contract.details', { lng: 'nl_NL', fallbackLng: false })).toBe(false);
    expect(i18n.t('login.title')).toBe((trees['nl_NL/core'] as { login: { title: string } }).login.title);
  });

  it.each(LOCALES)('has the area in %s when the language is chosen after the area loaded', async (locale) => {
    const { i18n, loadArea } = await start('en_GB', gatedLoaders().loaders);
    await loadArea('dashboard');
    await i18n.changeLanguage(locale);
    expect(inLanguage(i18n, locale)).toEqual(expected(locale));
  });

  it.each(LOCALES)('has the area in %s when that was the first language', async (locale) => {
    const { i18n, loadArea } = await start(locale, gatedLoaders().loaders);
    await loadArea('dashboard');
    expect(inLanguage(i18n, locale)).toEqual(expected(locale));
  });

  it.each(LOCALES.filter((l) => l !== 'en_GB'))(
    'has the area in %s when the account language arrives while the page asks for the area',
    async (locale) => {
      // A customer opens a contract from a mailed link on an English browser: the login answer
      // switches to the account's language while the dashboard asks for its area.
      const gated = gatedLoaders();
      const { i18n, loadArea } = await start('en_GB', gated.loaders);
      gated.hold();
      const switching = i18n.changeLanguage(locale);
      let languageWhenPageRenders = '';
      const area = loadArea('dashboard').then(() => (languageWhenPageRenders = i18n.language));
      expect(gated.waiting().length).toBeGreaterThan(0);
      await gated.release();
      await Promise.all([switching, area]);
      // The page renders in the account's language, never first in English, and has the area.
      expect(languageWhenPageRenders).toBe(locale);
      expect(inLanguage(i18n, locale)).toEqual(expected(locale));
    },
  );

  it('does not let a second caller render before the area is there', async () => {
    const gated = gatedLoaders();
    const { i18n, loadArea } = await start('de_DE', gated.loaders);
    gated.hold();
    void loadArea('dashboard');
    let second = false;
    const again = loadArea('dashboard').then(() => (second = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(second).toBe(false);
    await gated.release();
    await again;
    expect(inLanguage(i18n, 'de_DE')).toEqual(expected('de_DE'));
  });

  it('adds the area to languages loaded before it and to the fallback', async () => {
    const { i18n, loadArea } = await start('fr_FR', gatedLoaders().loaders);
    await i18n.changeLanguage('it_IT');
    await loadArea('dashboard');
    await i18n.changeLanguage('fr_FR');
    expect(inLanguage(i18n, 'fr_FR')).toEqual(expected('fr_FR'));
    expect(inLanguage(i18n, 'en_GB')).toEqual(expected('en_GB'));
    expect(inLanguage(i18n, 'it_IT')).toEqual(expected('it_IT'));
  });
});
