import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress, spaIsStale } from './build-spa';

const root = mkdtempSync(join(tmpdir(), 'claims-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const touch = (path: string, when: number) => {
  writeFileSync(path, 'x');
  utimesSync(path, when / 1000, when / 1000);
};

describe('npm start builds the SPA only when needed', () => {
  it('is stale without dist/, fresh after a build, stale again when a source changes', () => {
    const t = Date.now() - 60_000;
    mkdirSync(join(root, 'src', 'routes'), { recursive: true });
    touch(join(root, 'src', 'routes', 'page.tsx'), t);
    touch(join(root, 'index.html'), t);
    touch(join(root, 'vite.config.ts'), t);
    expect(spaIsStale(root)).toBe(true);
    mkdirSync(join(root, 'dist'));
    touch(join(root, 'dist', 'index.html'), t + 10_000);
    utimesSync(join(root, 'src', 'routes'), t / 1000, t / 1000);
    utimesSync(join(root, 'src'), t / 1000, t / 1000);
    expect(spaIsStale(root)).toBe(false);
    touch(join(root, 'src', 'routes', 'page.tsx'), t + 20_000);
    expect(spaIsStale(root)).toBe(true);
  });

  it('precompresses text assets as .gz and .br', () => {
    const assets = join(root, 'dist', 'assets');
    mkdirSync(assets, { recursive: true });
    writeFileSync(join(assets, 'app.js'), 'export const x = 1;'.repeat(100));
    writeFileSync(join(assets, 'logo.png'), Buffer.from([137, 80, 78, 71]));
    precompress(assets);
    expect(gunzipSync(readFileSync(join(assets, 'app.js.gz'))).toString()).toContain('export const x');
    expect(existsSync(join(assets, 'app.js.br'))).toBe(true);
    expect(existsSync(join(assets, 'logo.png.gz'))).toBe(false);
  });
});
