/**
 * What typed text matches: case and accents ignored ("zurich" finds "Zürich"), the best match
 * first. Shared by the airport and airline searches.
 */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * How well `query` (folded) matches: 0 the exact code, 1 a whole name, 2 a name's start, 3 a
 * word's start, 4 anywhere; null for no match. `names` are folded, most telling first.
 */
export function rank(query: string, code: string, names: string[]): number | null {
  if (query === code.toLowerCase()) return 0;
  let best: number | null = null;
  for (const name of names) {
    const score =
      name === query
        ? 1
        : name.startsWith(query)
          ? 2
          : ` ${name}`.includes(` ${query}`)
            ? 3
            : name.includes(query)
              ? 4
              : null;
    if (score !== null && (best === null || score < best)) best = score;
  }
  return best;
}

/** The `limit` best of `items` for `query` (typed text), ties in the order of `tie`. */
export function best<T>(
  items: Iterable<T>,
  query: string,
  keys: (item: T) => { code: string; names: string[]; tie: string | number },
  limit: number,
): T[] {
  const q = fold(query);
  if (!q) return [];
  const hits: { item: T; score: number; tie: string | number }[] = [];
  for (const item of items) {
    const k = keys(item);
    const score = rank(q, k.code, k.names);
    if (score !== null) hits.push({ item, score, tie: k.tie });
  }
  hits.sort((a, b) => a.score - b.score || compare(a.tie, b.tie));
  return hits.slice(0, limit).map((h) => h.item);
}

const compare = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
