import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing';

/** A stand-in for `vite build` output with the login page prerendered in two languages. */
const doc = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><script type="module" src="./assets/index-abc.js"></script></head><body>${body}<div id="root"></div></body></html>`;

let dist: string;
let server: TestServer;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${path}`, { headers: { accept: 'text/html', ...headers } });

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'claims-prerendered-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'prerender'));
  writeFileSync(join(dist, 'index.html'), doc('en-GB', ''));
  writeFileSync(join(dist, 'assets', 'index-abc.js'), '');
  for (const [locale, title] of [
    ['en_GB', 'Log in'],
    ['de_DE', 'Anmelden'],
    ['fr_FR', 'Connexion'],
  ])
    writeFileSync(
      join(dist, 'prerender', `login.${locale}.html`),
      doc(locale!, `<div id="prerendered"><h1>${title}</h1><a href="./forgot_user">?</a></div>`),
    );
  server = await startTestServer({ prefix: '/kunden', distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the prerendered login page', () => {
  it("answers /login, / and the bare prefix in the browser's first language, links under the prefix", async () => {
    for (const path of ['/kunden/login', '/kunden/', '/kunden']) {
      const res = await get(path, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
      expect(res.status).toBe(200);
      expect(res.headers.get('vary')).toContain('accept-language');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
      const html = await res.text();
      expect(html).toContain('<h1>Anmelden</h1>');
      expect(html).toContain('href="/kunden/forgot_user"');
      expect(html).toContain('src="/kunden/assets/index-abc.js"');
      expect(html).toContain('<meta name="portal-prefix" content="/kunden">');
    }
    expect(await (await get('/kunden/login', { 'accept-language': 'es-ES' })).text()).toContain('Log in');
    expect(await (await get('/kunden/login')).text()).toContain('Log in');
  });

  it('prefers the language the visitor chose in the SPA (its cookie) over the browser’s', async () => {
    const html = await (
      await get('/kunden/login', { 'accept-language': 'de-DE', cookie: 'portal_language=fr_FR' })
    ).text();
    expect(html).toContain('<h1>Connexion</h1>');
  });

  it('sends the plain index.html with a session cookie (the SPA may go on to the dashboard) and for other pages', async () => {
    for (const [path, cookie] of [
      ['/kunden/login', 'sid=abc'],
      ['/kunden/', 'csrf_token=x; __Host-sid=abc'],
      ['/kunden/active_contracts', ''],
      ['/kunden/login/%2Foverview', ''],
      ['/kunden/forgot_user', ''],
      // Another variant of the login page (the sign-in link form): not the prerendered password form.
      ['/kunden/login?by=email', ''],
    ]) {
      const html = await (await get(path!, { 'accept-language': 'de-DE', cookie: cookie! })).text();
      expect(html).not.toContain('prerendered');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
