import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
  await server.db
    .update(users)
    .set({ language: 'en_GB' })
    .where(inArray(users.email, ['admin@example.com', 'demo@example.com']));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The notice toast: a polite status message (SPEC §2). */
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text);
const loginNotice = (page: Page) => toast(page, specText('success.login_successful'));

async function signIn(email: string, password: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/login`);
  await logIn(visitor.page, email, password);
  await loginNotice(visitor.page).waitFor();
  await loginNotice(visitor.page).waitFor({ state: 'detached', timeout: 5000 });
  return visitor;
}

/** Opens a page through the main menu (a page load within the SPA). */
const open = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('link', { name, exact: true }).first().click();

describe('page-load notice from page configuration (SPEC §2)', () => {
  it('the back office sets a page notice (default: thanks for the claim entry, 3 s); the page shows it on load', async () => {
    const admin = await signIn('admin@example.com', 'Admin1234');
    await admin.page.getByRole('link', { name: 'Back office' }).click();
    await admin.page.getByLabel('Page', { exact: true }).selectOption('faq');
    const enabled = admin.page.getByRole('checkbox', { name: 'Show a notice when this page loads' });
    await enabled.check();
    expect(await admin.page.getByLabel('Shown for (seconds)').inputValue()).toBe('3');
    await admin.page.getByRole('button', { name: 'Save notice' }).click();
    await admin.page.getByText('Notice of the page faq saved.').waitFor();
    expect(await axeViolations(admin.page)).toEqual([]);

    const customer = await signIn('demo@example.com', 'Demo1234');
    await customer.page.goto(`${server.url}/faq`);
    const thanks = toast(customer.page, /thank you for your claim entry/i);
    await thanks.waitFor();
    const shownAt = Date.now();
    await thanks.waitFor({ state: 'detached', timeout: 6000 });
    const shownMs = Date.now() - shownAt;
    expect(shownMs).toBeGreaterThan(2000);
    expect(shownMs).toBeLessThan(4500);
    // Another page without a notice shows none; coming back to the page shows it again.
    await open(customer.page, 'Overview');
    await customer.page.waitForURL(`${server.url}/overview`);
    expect(
      await customer.page
        .getByRole('status')
        .filter({ hasText: /thank you/i })
        .count(),
    ).toBe(0);
    await open(customer.page, 'FAQ');
    await thanks.waitFor();

    // Another text key and a shorter duration.
    await admin.page.getByLabel('Notice text').selectOption({ label: specText('success.update_successful') });
    await admin.page.getByLabel('Shown for (seconds)').fill('1.5');
    await admin.page.getByRole('button', { name: 'Save notice' }).click();
    await admin.page.getByText('Notice of the page faq saved.').waitFor();
    await customer.context.close();
    const again = await signIn('demo@example.com', 'Demo1234');
    await again.page.goto(`${server.url}/faq`);
    const updated = toast(again.page, specText('success.update_successful'));
    await updated.waitFor();
    const updatedAt = Date.now();
    await updated.waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - updatedAt).toBeLessThan(2500);

    // Switched off: the page loads without a notice.
    await enabled.uncheck();
    await admin.page.getByRole('button', { name: 'Save notice' }).click();
    await admin.page.getByText('Notice of the page faq saved.').waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await again.context.close();
  });
});
