import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/db';
import { buildApp } from './app';

let root: string;
let handle: DbHandle;
let app: Awaited<ReturnType<typeof buildApp>>['app'];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'claims-vite-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'main.js'), 'export const answer = 42;\n');
  handle = await openDb({ dataDir: 'memory://' });
  await handle.migrate();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    PORTAL_PREFIX: '/kunden',
    LOG_LEVEL: 'error',
  });
  ({ app } = await buildApp({ config, db: handle.db, spa: { kind: 'vite', root } }));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('development mode: Vite middleware under the prefix', () => {
  it('serves index.html through Vite with the prefix meta and prefixed module URLs', async () => {
    const res = await app.inject({ url: '/kunden/active_contracts', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="portal-prefix" content="/kunden">');
    expect(res.body).toContain('/kunden/@vite/client');
    expect(res.body).toContain('src="/kunden/main.js"');
    expect(res.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
  });

  it('serves modules through Vite and keeps API answers JSON', async () => {
    const mod = await app.inject({ url: '/kunden/main.js', headers: { accept: '*/*' } });
    expect(mod.statusCode).toBe(200);
    expect(mod.body).toContain('answer = 42');
    const api = await app.inject({
      url: '/kunden/login_check',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(api.json()).toBeNull();
    const unknown = await app.inject({
      url: '/kunden/nope',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(unknown.json()).toEqual({ message: 'not_found' });
  });
});
