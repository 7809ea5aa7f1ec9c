import { existsSync, readdirSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Newest mtime below a path (files and folders, so deletions count too); 0 when missing. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Whether dist/ is missing or older than the SPA's sources. */
export function spaIsStale(root: string): boolean {
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  if (builtAt === 0) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => newestMtime(join(root, p)));
  return Math.max(...sources) > builtAt;
}

/** Writes .br and .gz beside each text asset; the static server sends them to clients that accept them. */
export function precompress(assetsDir: string): void {
  if (!existsSync(assetsDir)) return;
  for (const name of readdirSync(assetsDir)) {
    if (!/\.(js|css|svg|json|html|txt|map)$/.test(name)) continue;
    const data = readFileSync(join(assetsDir, name));
    writeFileSync(join(assetsDir, `${name}.gz`), gzipSync(data, { level: 9 }));
    writeFileSync(
      join(assetsDir, `${name}.br`),
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

/** Builds the SPA with Vite when dist/ is missing or stale; returns whether it built. */
export async function ensureSpaBuilt(root: string): Promise<boolean> {
  if (!spaIsStale(root)) return false;
  console.info('Building the SPA (dist/ is missing or older than src/)…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
  precompress(join(root, 'dist', 'assets'));
  return true;
}
