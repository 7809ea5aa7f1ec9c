import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';
import { watchShownFor } from './support/shown-for';

/** The notice toast: a polite status message (SPEC §2). */
const NOTICE = '[role=status]';

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

async function signIn(email: string, password: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/login`);
  const loginNoticeShown = await watchShownFor(visitor.page, NOTICE, specText('success.login_successful'));
  await logIn(visitor.page, email, password);
  await loginNoticeShown();
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
    const thanksShown = await watchShownFor(customer.page, NOTICE, 'thank you for your claim entry');
    await open(customer.page, 'FAQ');
    await customer.page.waitForURL(`${server.url}/faq`);
    // Its 3 seconds, timed in the page (a busy test process may look only after a short toast is
    // gone): a timer never fires early; the upper bound allows a busy browser.
    const shownMs = await thanksShown();
    expect(shownMs).toBeGreaterThanOrEqual(2950);
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
    const thanksAgain = await watchShownFor(customer.page, NOTICE, 'thank you for your claim entry');
    await open(customer.page, 'FAQ');
    expect(await thanksAgain()).toBeGreaterThanOrEqual(2950);

    // Another text key and a shorter duration.
    await admin.page.getByLabel('Notice text').selectOption({ label: specText('success.update_successful') });
    await admin.page.getByLabel('Shown for (seconds)').fill('1.5');
    await admin.page.getByRole('button', { name: 'Save notice' }).click();
    await admin.page.getByText('Notice of the page faq saved.').waitFor();
    await customer.context.close();
    const again = await signIn('demo@example.com', 'Demo1234');
    const updatedShown = await watchShownFor(again.page, NOTICE, specText('success.update_successful'));
    await open(again.page, 'FAQ');
    const updatedMs = await updatedShown();
    expect(updatedMs).toBeGreaterThanOrEqual(1450);
    expect(updatedMs).toBeLessThan(2500);

    // Switched off: the page loads without a notice.
    await enabled.uncheck();
    await admin.page.getByRole('button', { name: 'Save notice' }).click();
    await admin.page.getByText('Notice of the page faq saved.').waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await again.context.close();
  });
});
