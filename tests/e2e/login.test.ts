import { and, eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, users } from '../../server/db/schema';
import { ACTIVE_STATUSES } from '../../server/domain/claims';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';

describe.each(['', '/kunden'])('the demo customer in Chromium (prefix "%s")', (prefix) => {
  let server: TestServer;
  let browser: Browser;

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

  it('says "Wrong credentials" for a wrong password and stays on the login page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: specText('api.wrong_credentials') });
    await alert.waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('renders the not-found page for an unknown path', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
