import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The README is the front door: longer material belongs in docs/. */
const README_MAX_LINES = 180;

/** README.md and every Markdown file under docs/, relative to `root`. */
function docFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
        )
      : [];
  return ['README.md', ...walk('docs')];
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
const prose = (markdown: string) =>
  markdown.replace(/^ *(```|~~~)[^]*?^ *\1/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    found.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return found;
}

/** Every relative link (inline or reference) of the docs that names a missing file or heading. */
export function brokenLinks(root: string): string[] {
  const broken: string[] = [];
  for (const file of docFiles(root)) {
    const text = prose(readFileSync(join(root, file), 'utf8'));
    const targets = [
      ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? ''),
      ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? ''),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [path = '', anchor] = target.split('#');
      const abs = path ? resolve(root, dirname(file), decodeURI(path)) : join(root, file);
      const inside = !relative(root, abs).startsWith('..');
      if (!inside || !existsSync(abs)) broken.push(`${file}: ${target} (no such file)`);
      else if (anchor && abs.endsWith('.md') && !anchors(readFileSync(abs, 'utf8')).has(anchor))
        broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

const lineCount = (file: string) => readFileSync(file, 'utf8').replace(/\n$/, '').split('\n').length;

describe('documentation links', () => {
  it('every relative link in README.md and docs/ names an existing file and heading', () => {
    expect(brokenLinks(process.cwd())).toEqual([]);
  });

  it(`README.md stays a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount('README.md')).toBeLessThanOrEqual(README_MAX_LINES);
  });
});

describe('the link check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs/features'), { recursive: true });
  writeFileSync(join(root, 'docs/a.md'), '# A page\n\n## Two words\n');

  it('accepts links to files and headings that exist, and ignores code and absolute URLs', () => {
    writeFileSync(
      join(root, 'README.md'),
      '[a](docs/a.md) [b](docs/a.md#two-words) [c](https://x.example/nowhere.md) `[d](gone.md)`\n',
    );
    writeFileSync(join(root, 'docs/features/f.md'), '[up](../a.md#a-page) [self](#f)\n# F\n');
    expect(brokenLinks(root)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a path outside the repository', () => {
    writeFileSync(join(root, 'README.md'), '[a](docs/gone.md) [b](docs/a.md#three) [c](../outside.md)\n');
    writeFileSync(join(root, 'docs/features/f.md'), '[up](a.md)\n\n[ref]: ../b.md\n');
    expect(brokenLinks(root)).toEqual([
      'README.md: docs/gone.md (no such file)',
      'README.md: docs/a.md#three (no such heading)',
      'README.md: ../outside.md (no such file)',
      'docs/features/f.md: a.md (no such file)',
      'docs/features/f.md: ../b.md (no such file)',
    ]);
  });
});
