import { describe, expect, it } from 'vitest';
import { CLAIM_STATUSES, LOCALES, MESSAGE_CODES, SCOPES, TREE_IDS } from '../../contract';
import { mergeAreas, type Tree } from './merge';

/** src/locales/<locale>/<area>.json, eagerly. */
const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const byLocale = (locale: string) =>
  Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(`./${locale}/`)));
const areas = (locale: string) =>
  Object.keys(byLocale(locale))
    .map((p) => p.split('/')[2])
    .sort();
const localesOnDisk = [...new Set(Object.keys(files).map((p) => p.split('/')[1] as string))];
const resources: Record<string, Tree> = Object.fromEntries(
  localesOnDisk.map((locale) => [locale, mergeAreas(byLocale(locale))]),
);

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(Object.entries(resources).map(([l, tree]) => [l, flatten(tree)]));
const allKeys = [...new Set(Object.values(flat).flatMap((m) => [...m.keys()]))].sort();
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every `t('literal.key')` in the SPA's sources (a static scan). */
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../routeTree.gen.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const usedKeys = [
  ...new Set(
    Object.values(sources).flatMap((code) =>
      [...code.matchAll(/\bt\(\s*['"]([A-Za-z0-9_.-]+)['"]/g)].map((m) => m[1] as string),
    ),
  ),
].sort();

describe('locales', () => {
  it('has a resource folder for every supported locale, with the same area files', () => {
    expect(Object.keys(resources).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(areas(locale)).toEqual(areas('en_GB'));
  });

  it.each(LOCALES)('%s has every key, none empty', (locale) => {
    const mine = flat[locale] as Map<string, string>;
    expect(allKeys.filter((k) => !mine.has(k))).toEqual([]);
    expect([...mine].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same {{placeholders}} as en_GB', (locale) => {
    const mismatched = allKeys.filter(
      (k) =>
        placeholders(flat[locale]?.get(k) ?? '').join() !== placeholders(flat.en_GB?.get(k) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('scans a meaningful number of t() keys in src', () => {
    expect(usedKeys.length).toBeGreaterThan(50);
  });

  it('translates every t() key used in src (a counted key by its plural forms, key_one and key_other)', () => {
    const has = (k: string) =>
      flat.en_GB?.has(k) || (flat.en_GB?.has(`${k}_one`) && flat.en_GB?.has(`${k}_other`));
    expect(usedKeys.filter((k) => !has(k))).toEqual([]);
  });

  it('translates every API message code as api.<code>', () => {
    expect(MESSAGE_CODES.filter((c) => !flat.en_GB?.has(`api.${c}`))).toEqual([]);
  });

  it('translates the keys built at run time (menu ids, scopes, claim statuses)', () => {
    const menu = [
      'overview',
      'active_contracts',
      'closed_contracts',
      'new_contract',
      'faq',
      'account_details',
      'account_data',
    ];
    const dynamic = [
      ...menu.map((id) => `menu.${id}`),
      ...SCOPES.map((s) => `claims.scope.${s}`),
      ...CLAIM_STATUSES.map((s) => `claims.status.${s}`),
      ...TREE_IDS.flatMap((id) => [`pages.${id}.title`, `pages.${id}.text`]),
    ];
    expect(dynamic.filter((k) => !flat.en_GB?.has(k))).toEqual([]);
  });

  // The SPEC §5/§8 texts are checked against tests/spec-texts.ts in tests/guards/spec-texts.test.ts.
  it('keeps the English "OK" the path tests rely on', () => {
    expect(flat.en_GB?.get('common.ok')).toBe('OK');
  });
});
