import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import { mergeAreas, type Tree } from '../locales/merge';

/** One lazily loaded translation file per `<locale>/<area>` (src/locales/<locale>/<area>.json). */
export type AreaLoaders = Record<string, () => Promise<{ default: Tree }>>;

/**
 * Translations per locale and area, loaded lazily. A language comes with its base areas; a
 * deferred area (e.g. 'dashboard') only once a page asks for it with `loadArea`, and from then on
 * with every language: the ones loaded before, the one loading at that moment and every later one.
 * So whichever page opens first and whichever language comes next (the account's, after login,
 * or the switch), every page is in one language, never in the fallback's texts or raw keys.
 */
export function createAreaLoader(i18n: I18n, loaders: AreaLoaders, deferred: ReadonlySet<string>) {
  const active = new Set<string>();
  const chunks = new Map<string, Promise<Tree | undefined>>();
  /** Languages whose resources are being read, until i18next has them (and has switched). */
  const reading = new Map<string, Promise<void>>();
  const activations = new Map<string, Promise<void>>();

  const chunk = (locale: string, area: string) => {
    const key = `${locale}/${area}`;
    let tree = chunks.get(key);
    if (!tree) {
      const load = loaders[key];
      tree = load ? load().then((m) => m.default) : Promise.resolve(undefined);
      tree.catch(() => chunks.delete(key));
      chunks.set(key, tree);
    }
    return tree;
  };

  const wanted = (locale: string) =>
    Object.keys(loaders)
      .filter((key) => key.startsWith(`${locale}/`))
      .map((key) => key.slice(locale.length + 1))
      .filter((area) => !deferred.has(area) || active.has(area));

  /**
   * Reads every wanted area of a language, including deferred areas activated while it was
   * loading, and hands them to i18next in the same step as it stops counting as `reading`: from
   * then on `activate` adds new areas to the store instead.
   */
  async function readLocale(locale: string, callback: ReadCallback): Promise<void> {
    const trees = new Map<string, Tree>();
    try {
      for (;;) {
        const missing = wanted(locale).filter((area) => !trees.has(area));
        if (missing.length === 0) break;
        const loaded = await Promise.all(
          missing.map(async (area) => [area, await chunk(locale, area)] as const),
        );
        for (const [area, tree] of loaded) if (tree) trees.set(area, tree);
      }
      if (trees.size === 0) throw new Error(`No translations for ${locale}`);
      const merged = mergeAreas(
        Object.fromEntries([...trees].map(([area, tree]) => [`${locale}/${area}.json`, tree])),
      );
      reading.delete(locale);
      callback(null, merged);
    } catch (error) {
      reading.delete(locale);
      callback(error as Error, false);
    }
  }

  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      let finished = () => {};
      reading.set(language, new Promise<void>((resolve) => (finished = resolve)));
      void readLocale(language, callback).finally(finished);
    },
  };

  async function activate(area: string) {
    active.add(area);
    // A language loading right now picks the area up itself (readLocale) before i18next switches.
    const loaded = Object.keys(i18n.store?.data ?? {}).filter((locale) => !reading.has(locale));
    await Promise.all(
      loaded.map(async (locale) => {
        const tree = await chunk(locale, area);
        if (tree) i18n.addResourceBundle(locale, 'translation', tree, true, false);
      }),
    );
  }

  /** Until no language is loading: a page waiting for its area renders in the language it ends in. */
  async function settled() {
    while (reading.size > 0) await Promise.all(reading.values());
  }

  /** Loads a deferred area into every language, loaded or loading; resolves once it is there. */
  async function loadArea(area: string): Promise<void> {
    let activation = activations.get(area);
    if (!activation) {
      activation = activate(area);
      activation.catch(() => activations.delete(area));
      activations.set(area, activation);
    }
    await activation;
    await settled();
  }

  return { backend, loadArea };
}
