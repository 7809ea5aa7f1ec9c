import { and, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME } from '../../server/seed/demo/portal';
import { claims, users } from '../../server/db/schema';
import { ACTIVE_STATUSES } from '../../server/domain/claims';
import { writeSetting } from '../../server/domain/portal-settings';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal, PREFIXES, unprefixedIt } from './support/portal';

describe.each(PREFIXES)('the demo customer in Chromium (prefix "%s")', (prefix) => {
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

  it('logs in from a guarded page, sees their active claims, logs out', async () => {
    const { context, page, errors } = await newVisitor(browser);

    await page.goto(`${server.url}/active_contracts`);
    await page.waitForURL(`${server.url}/login/%2Factive_contracts`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.waitForURL(`${server.url}/active_contracts`);
    await page.getByRole('heading', { level: 1, name: 'Active contracts' }).waitFor();
    const cards = page.getByRole('list', { name: 'Your active contracts' }).locator('article.claim-card');
    await cards.first().waitFor();

    // Exactly the demo customer's active claims from the database, no one else's.
    const expected = await server.db
      .select({ caseNumber: claims.caseNumber })
      .from(claims)
      .innerJoin(users, eq(users.id, claims.userId))
      .where(and(eq(users.email, 'demo@example.com'), inArray(claims.status, [...ACTIVE_STATUSES])))
      .orderBy(claims.caseNumber);
    const shown = await cards.locator('h2').allTextContents();
    const shownCaseNumbers = shown.map((h) => h.split(' ').at(-1)).sort();
    expect(shownCaseNumbers).toEqual(expected.map((r) => r.caseNumber));
    expect(shownCaseNumbers.length).toBeGreaterThan(0);
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('E-mail address').waitFor();

    // The old session is gone: the guarded page sends the visitor back to login.
    await page.goto(`${server.url}/active_contracts`);
    await page.waitForURL(/\/login\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  itUnprefixed('says "Wrong credentials" for a wrong password and stays on the login page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: specText('api.wrong_credentials') });
    await alert.waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  itUnprefixed(
    'says "Please review your credentials again" when the server refuses the body (422: a 300-character password)',
    async () => {
      const { context, page } = await newVisitor(browser);
      await page.goto(`${server.url}/login`);
      const answer = page.waitForResponse(
        (r) => r.url() === `${server.url}/login` && r.request().method() === 'POST',
      );
      await logIn(page, 'demo@example.com', 'Aa1'.repeat(100));
      expect((await answer).status()).toBe(422);
      await page.getByRole('alert').filter({ hasText: 'Please review your credentials again' }).waitFor();
      expect(page.url()).toBe(`${server.url}/login`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('renders the not-found page for an unknown path', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows the theme's logo (SPEC §3: useLogo, logo, localized_logos) on public pages and the dashboard", async () => {
    // Two different 1×1 PNGs (the SPA takes data: logos only as base64 PNG, GIF, JPEG or WebP).
    const logo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const germanLogo =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
    await writeSetting(server.db, 'theme', {
      ...THEME,
      useLogo: true,
      logo,
      localized_logos: { de_DE: germanLogo },
    });
    try {
      const { context, page } = await newVisitor(browser);
      const shownLogo = page.getByRole('banner').getByRole('img', { name: 'Customer portal' });
      for (const path of ['/login', '/forgot_user', '/activation', '/expired_link', '/no/such/page']) {
        await page.goto(`${server.url}${path}`);
        await expect.poll(() => shownLogo.getAttribute('src')).toBe(logo);
      }
      await page.goto(`${server.url}/login`);
      await logIn(page, 'demo@example.com', 'Demo1234');
      await page.waitForURL(`${server.url}/overview`);
      await expect.poll(() => shownLogo.getAttribute('src')).toBe(logo);
      await context.close();

      const german = await browser.newContext({ locale: 'de-DE' });
      const germanPage = await german.newPage();
      await germanPage.goto(`${server.url}/login`);
      const kundenportal = germanPage.getByRole('banner').getByRole('img');
      await expect.poll(() => kundenportal.getAttribute('src')).toBe(germanLogo);
      await german.close();
    } finally {
      await writeSetting(server.db, 'theme', THEME);
    }
  });
});
