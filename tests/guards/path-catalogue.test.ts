import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, catalogueMarkdown } from '../paths/catalogue-markdown';

const FIX = 'machine paths changed: run npm run test:paths -- --list and commit the diff';

/** The path headings (`### <id>: <title>`) of a catalogue. */
const headings = (markdown: string) => markdown.split('\n').filter((line) => line.startsWith('### '));

/** What differs, for the failure message: paths gone and new, else the first differing line. */
function difference(committed: string, generated: string): string {
  const [before, after] = [headings(committed), headings(generated)];
  const gone = before.filter((h) => !after.includes(h)).map((h) => `  - ${h.slice(4)}`);
  const added = after.filter((h) => !before.includes(h)).map((h) => `  + ${h.slice(4)}`);
  if (gone.length || added.length) return [...gone, ...added].join('\n');
  const [a, b] = [committed.split('\n'), generated.split('\n')];
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `  line ${at + 1}:\n  - ${a[at] ?? '(end)'}\n  + ${b[at] ?? '(end)'}`;
}

describe('path catalogue', () => {
  it('tests/paths/catalogue.md is what the machines generate now', () => {
    if (!existsSync(CATALOGUE_FILE)) throw new Error(`${FIX} (tests/paths/catalogue.md is missing)`);
    const committed = readFileSync(CATALOGUE_FILE, 'utf8');
    const { markdown } = catalogueMarkdown();
    if (committed !== markdown) throw new Error(`${FIX}\n${difference(committed, markdown)}`);
  });

  it('path ids are unique and name their machine', () => {
    const ids = headings(catalogueMarkdown().markdown).map((h) => h.slice(4, h.indexOf(': ', 4)));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+:[^\s]+~[0-9a-f]{6}$/);
  });
});
