import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

/** A stand-in for `vite build` output: index.html with relative asset URLs. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="./favicon.svg" />
    <script type="module" crossorigin src="./assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="./assets/index-def456.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let server: TestServer;
const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'claims-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const js = 'console.log("portal");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'assets', 'index-def456.css'), 'body{margin:0}');
  server = await startTestServer({ prefix: '/kunden', seed: true, distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the SPA and the API under PORTAL_PREFIX=/kunden', () => {
  it('answers page loads with index.html: prefix meta, rewritten asset URLs, CSRF cookie, strict CSP', async () => {
    for (const path of [
      '/kunden',
      '/kunden/',
      '/kunden/active_contracts',
      '/kunden/login/overview',
      '/kunden/no-such-page',
    ]) {
      const res = await fetch(`${server.origin}${path}`, { headers: page });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith('csrf_token=') && c.includes('Path=/kunden')),
      ).toBe(true);
      const html = await res.text();
      expect(html).toContain('<meta name="portal-prefix" content="/kunden">');
      expect(html).toContain('src="/kunden/assets/index-abc123.js"');
      expect(html).toContain('href="/kunden/assets/index-def456.css"');
      expect(html).toContain('href="/kunden/favicon.svg"');
      expect(html).not.toContain('"./');
    }
  });

  it('a page load of an API path still gets the page; the same path as an API call gets JSON', async () => {
    const pageLoad = await fetch(`${server.url}/menu`, { headers: page });
    expect(await pageLoad.text()).toContain('portal-prefix');
    const b = new TestBrowser(server.url);
    expect((await b.get('/menu')).json).toEqual({ message: 'unauthenticated' });
  });

  it('serves built assets with long-lived caching, compressed when the client accepts it', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toContain('console.log("portal")');
    const css = await fetch(`${server.url}/assets/index-def456.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the API under the prefix only: sign-in and claims work at /kunden', async () => {
    const b = new TestBrowser(server.url);
    expect((await b.login('demo@example.com', 'Demo1234')).status).toBe(200);
    expect(b.cookies.has('sid')).toBe(true);
    expect((await b.get('/notifications')).status).toBe(200);
    const outside = new TestBrowser(server.origin);
    expect(await outside.get('/login_check')).toMatchObject({ status: 404, json: { message: 'not_found' } });
  });

  it('redirects / to the prefix', async () => {
    const res = await fetch(`${server.origin}/`, { headers: page, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/kunden/');
  });

  it('redirects page loads outside the prefix into it; API calls there keep their JSON 404', async () => {
    for (const [path, target] of [
      ['/overview', '/kunden/overview'],
      ['/contract/fairplane/1?tab=2', '/kunden/contract/fairplane/1?tab=2'],
      ['//evil.example/x', '/kunden//evil.example/x'],
    ]) {
      const res = await fetch(`${server.origin}${path}`, { headers: page, redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(target);
    }
    const followed = await fetch(`${server.origin}/overview`, { headers: page });
    expect(followed.url).toBe(`${server.url}/overview`);
    expect(await followed.text()).toContain('portal-prefix');

    const outside = new TestBrowser(server.origin);
    expect(await outside.get('/overview')).toMatchObject({ status: 404, json: { message: 'not_found' } });
    const json = await fetch(`${server.origin}/overview`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ message: 'not_found' });
    const post = await fetch(`${server.origin}/overview`, {
      method: 'POST',
      headers: page,
      redirect: 'manual',
    });
    expect(post.status).toBe(404);
  });
});
