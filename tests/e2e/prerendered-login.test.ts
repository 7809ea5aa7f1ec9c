import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/testing';
import { startPortal, PREFIXES, unprefixedIt } from './support/portal';

/**
 * The login page prerendered at build time (tools/vite-prerender.ts, server/http/prerendered.ts):
 * the form shows before any script has run, in the visitor's language, and the SPA takes it over
 * without losing what was typed.
 */
describe.each(PREFIXES)('the prerendered login page (prefix "%s")', (prefix) => {
  let server: TestServer;
  let browser: Browser;
  const itUnprefixed = unprefixedIt(prefix);

  beforeAll(async () => {
    ({ server, browser } = await startPortal(prefix));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the form before the scripts run, and the SPA keeps what was typed into it', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Scripts wait until the visitor has typed.
    let release: () => void = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route: Route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });

    const prerendered = page.locator('#prerendered');
    await prerendered.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await prerendered.getByLabel('E-mail address').fill('demo@example.com');
    await prerendered.getByLabel('Password').click();
    await page.keyboard.type('Demo');
    // Enter before the script runs sends nothing (no password in the address bar).
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();

    await prerendered.waitFor({ state: 'detached' });
    const email = page.locator('#root').getByLabel('E-mail address');
    const password = page.locator('#root').getByLabel('Password');
    await expect.poll(() => email.inputValue()).toBe('demo@example.com');
    await expect.poll(() => password.inputValue()).toBe('Demo');
    // The focus and caret stayed in the password field: typing goes on where it was.
    await page.keyboard.type('1234');
    await expect.poll(() => password.inputValue()).toBe('Demo1234');
    await page.keyboard.press('Enter');
    // The demo customer's claims need them: they land on the overview.
    await page.waitForURL(`${server.url}/overview`);
    expect(errors).toEqual([]);
    await context.close();
  });

  itUnprefixed("is in the visitor's language: the browser's, or the one they chose", async () => {
    const context = await browser.newContext({ locale: 'de-DE', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');

    await context.addCookies([{ name: 'portal_language', value: 'fr_FR', url: server.origin }]);
    await page.goto(`${server.url}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    await context.close();
  });

  itUnprefixed(
    'a German visitor sees German from the first paint to the SPA, with no other language between',
    async () => {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      const headings: string[] = [];
      await page.exposeFunction('reportHeading', (text: string) => headings.push(text));
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const h = document.querySelector('h1');
          if (h?.textContent)
            (window as unknown as { reportHeading(t: string): void }).reportHeading(h.textContent);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`${server.url}/login`);
      await page.locator('#root').getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      expect(new Set(headings)).toEqual(new Set(['Anmelden']));
      await context.close();
    },
  );
});
