/**
 * What the JavaScript of /login and of /active_contracts (signed in) is made of: builds with the
 * bundle analyser (ANALYZE=1 → reports/bundle-stats.json, rollup-plugin-visualizer's raw data), loads both
 * pages in Chromium like the bench does, and prints the gzip KB per group of modules (a package, or
 * a folder of the project). `npx tsx tools/bundle-report.ts [--no-build]`.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageScripts } from '../bench/bundle-size';

type Stats = {
  tree: Tree;
  nodeParts: Record<string, { gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string }>;
};
type Tree = { name: string; uid?: string; children?: Tree[] };

/** A module's group: its npm package, or src/<folder>, contract/…, machines/… */
export function groupOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  const local = /^\/?(src\/(?:locales\/[^/]+\/[^/.]+|[^/]+\/[^/]+|[^/]+)|contract|machines)/.exec(
    id.replace(/^.*?\/(src|contract|machines)\//, '$1/'),
  );
  return local ? local[1]!.replace(/\.(tsx?|json)$/, '') : id;
}

function modulesPerChunk(stats: Stats): Map<string, Array<{ group: string; gzip: number }>> {
  const chunks = new Map<string, Array<{ group: string; gzip: number }>>();
  const walk = (node: Tree, into: Array<{ group: string; gzip: number }>) => {
    if (node.uid) {
      const part = stats.nodeParts[node.uid]!;
      into.push({ group: groupOf(stats.nodeMetas[part.metaUid]!.id), gzip: part.gzipLength });
    }
    for (const child of node.children ?? []) walk(child, into);
  };
  for (const chunk of stats.tree.children ?? []) {
    const mods: Array<{ group: string; gzip: number }> = [];
    walk(chunk, mods);
    chunks.set(`/${chunk.name}`, mods);
  }
  return chunks;
}

function report(title: string, files: string[], chunks: ReturnType<typeof modulesPerChunk>) {
  // Modules gzipped one by one add up to more than their file gzipped whole: each module gets its
  // share of its file's real gzip size.
  const groups = new Map<string, number>();
  let total = 0;
  for (const f of files) {
    const mods = chunks.get(f) ?? [];
    const fileGzip = gzipSync(readFileSync(join('dist', f)), { level: 9 }).length;
    total += fileGzip;
    const sum = mods.reduce((a, m) => a + m.gzip, 0) || 1;
    for (const m of mods) groups.set(m.group, (groups.get(m.group) ?? 0) + (m.gzip * fileGzip) / sum);
  }
  console.info(`\n${title}: ${files.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).filter(([, b]) => b >= 300))
    console.info(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${group}`);
}

if (!process.argv.includes('--no-build'))
  execSync('npx vite build', { stdio: 'ignore', env: { ...process.env, ANALYZE: '1' } });
const chunks = modulesPerChunk(JSON.parse(readFileSync('reports/bundle-stats.json', 'utf8')) as Stats);
const { login, active } = await pageScripts();
report('/login', login, chunks);
report('/active_contracts (signed in)', active, chunks);
