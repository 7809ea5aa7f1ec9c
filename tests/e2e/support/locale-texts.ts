import { readdirSync, readFileSync } from 'node:fs';
import { LOCALES, type Locale } from '../../../contract';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Every key → text of a locale, read from src/locales/<locale>/*.json. */
export function localeTexts(locale: Locale): Map<string, string> {
  const dir = `src/locales/${locale}`;
  const out = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Tree, '', out);
  }
  return out;
}

const MIN_LENGTH = 8;

/** The literal parts of a text (around {{placeholders}}), trimmed, of a length worth matching. */
const fragments = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}|\n/)
    .map((s) =>
      s
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/[:.…!?]+$/, ''),
    )
    .filter((s) => s.length >= MIN_LENGTH && /\p{L}{3}/u.test(s));

/**
 * For each locale, its distinctive strings: fragments of its texts found in no text of any other
 * locale (so "E-Mail", names of things and shared words never count). A page in one language that
 * shows another language's distinctive string shows that language.
 */
export function distinctiveTexts(): Record<Locale, string[]> {
  const all = Object.fromEntries(LOCALES.map((l) => [l, [...localeTexts(l).values()]])) as Record<
    Locale,
    string[]
  >;
  const lower = Object.fromEntries(LOCALES.map((l) => [l, all[l].map((s) => s.toLowerCase())])) as Record<
    Locale,
    string[]
  >;
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const others = LOCALES.filter((l) => l !== locale).flatMap((l) => lower[l]);
      const own = [...new Set(all[locale].flatMap(fragments))];
      return [locale, own.filter((f) => !others.some((o) => o.includes(f.toLowerCase())))];
    }),
  ) as Record<Locale, string[]>;
}

/** The first segments of every translation key (`contract`, `payments`…), to spot raw keys on a page. */
export const keyRoots = (): Set<string> =>
  new Set(LOCALES.flatMap((l) => [...localeTexts(l).keys()].map((k) => k.split('.')[0] as string)));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The distinctive strings of other languages that a text contains, as whole words. A plain substring
 * search first: building a Unicode regular expression for each of the thousands of strings cost
 * about half a second per page.
 */
export function foreignTexts(text: string, foreign: string[]): string[] {
  return foreign.filter(
    (f) =>
      text.includes(f) && new RegExp(`(?<![\\p{L}\\p{N}])${escape(f)}(?![\\p{L}\\p{N}])`, 'u').test(text),
  );
}

/** Text that looks like a translation key (`area.key`, `area:key`) whose first segment is a real area key. */
export function rawKeys(text: string, roots: Set<string>): string[] {
  const withoutMail = text.replace(/\S+@\S+/g, ' ');
  const found = [...withoutMail.matchAll(/(?<![\w.:/-])([a-z][a-z0-9_]*)(?:[.:][a-z0-9_]+)+(?![\w-])/g)];
  return [...new Set(found.filter((m) => roots.has(m[1] as string)).map((m) => m[0]))];
}
