import type { Browser } from 'playwright-core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal('/kunden'));
  // The server language overrides the browser's (SPEC §4): these accounts use English here.
  await server.db
    .update(users)
    .set({ language: 'en_GB' })
    .where(inArray(users.email, ['admin@example.com', 'other@example.com']));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('back office in Chromium', () => {
  it('an admin finds a customer, views the portal as them with a banner, and goes back', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'admin@example.com', 'Admin1234');
    await page.getByRole('link', { name: 'Back office' }).click();
    await page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();

    const search = page.getByRole('combobox', { name: 'Search customers' });
    await search.fill('other@');
    const option = page.getByRole('option', { name: /other@example\.com/ });
    await option.waitFor();
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await search.press('Enter');

    await page.waitForURL(`${server.url}/overview`);
    const banner = page.getByRole('region', { name: 'Viewing as a customer' });
    await banner.waitFor();
    expect(await banner.getByRole('status').textContent()).toContain('other@example.com');
    expect(await banner.textContent()).toContain('admin@example.com');
    expect(await page.getByRole('link', { name: 'Back office' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Back to my account' }).click();
    await page.getByRole('link', { name: 'Back office' }).waitFor();
    expect(await page.getByRole('region', { name: 'Viewing as a customer' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a customer never gets the back office', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.getByRole('navigation').first().waitFor();
    expect(await page.getByRole('link', { name: 'Back office' }).count()).toBe(0);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/overview`);
    await context.close();
  });
});
