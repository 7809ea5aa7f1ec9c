import type { Browser } from 'playwright-core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { localeTexts } from './support/locale-texts';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;
const en = localeTexts('en_GB');
const text = (key: string) => en.get(key) ?? key;

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

describe('audit log in Chromium', () => {
  it("an admin signs in, a customer fails a sign-in, the admin's audit page shows both", async () => {
    const admin = await newVisitor(browser);
    await admin.page.goto(`${server.url}/login`);
    await logIn(admin.page, 'admin@example.com', 'Admin1234');
    await admin.page.getByRole('link', { name: 'Back office' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Back office' }).waitFor();

    const customer = await newVisitor(browser);
    await customer.page.goto(`${server.url}/login`);
    await logIn(customer.page, 'demo@example.com', 'Not-my-password-7');
    await customer.page.getByText(specText('api.wrong_credentials')).waitFor(); // SPEC §8
    await customer.context.close();

    await admin.page.getByRole('link', { name: text('admin.audit.link') }).click();
    await admin.page.waitForURL(`${server.url}/admin/audit_log`);
    await admin.page.getByRole('heading', { level: 1, name: text('admin.audit.title') }).waitFor();
    const table = admin.page.getByRole('table');
    const row = (email: string, outcome: string) =>
      table
        .getByRole('row')
        .filter({ hasText: email })
        .filter({ hasText: text('admin.audit.events.sign_in') })
        .filter({ hasText: text(`admin.audit.outcomes.${outcome}`) });
    // Newest first: the customer's failure, then the admin's sign-in.
    await row('demo@example.com', 'failure').first().waitFor();
    await row('admin@example.com', 'success').first().waitFor();
    const emails = await table.getByRole('row').allTextContents();
    const failedAt = emails.findIndex((r) => r.includes('demo@example.com'));
    const adminAt = emails.findIndex((r) => r.includes('admin@example.com'));
    expect(failedAt).toBeGreaterThan(0);
    expect(failedAt).toBeLessThan(adminAt);
    // The time is the locale's (SPEC §9: DD/MM/YYYY for English) with hours and minutes.
    expect(await row('demo@example.com', 'failure').first().getByRole('cell').first().textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(await axeViolations(admin.page)).toEqual([]);

    // Only the customer's entries, through the filter (keyboard: type, Enter).
    const [demo] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    await admin.page.getByLabel(text('admin.audit.filter_label')).fill(String(demo?.id));
    await admin.page.getByLabel(text('admin.audit.filter_label')).press('Enter');
    await admin.page.waitForURL(`${server.url}/admin/audit_log?user_id=${demo?.id}`);
    await expect
      .poll(async () => (await table.getByRole('row').allTextContents()).slice(1))
      .toSatisfy((rows: string[]) => rows.length > 0 && rows.every((r) => r.includes(`#${demo?.id}`)));
    expect(await row('admin@example.com', 'success').count()).toBe(0);

    // At 320 px the page does not scroll sideways; the table scrolls inside its own region.
    await admin.page.setViewportSize({ width: 320, height: 640 });
    const region = admin.page.getByRole('region', { name: /page 1 of/ });
    await region.waitFor();
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });

  it('a customer is sent away from the audit page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.getByRole('navigation').first().waitFor();
    await page.goto(`${server.url}/admin/audit_log`);
    await page.waitForURL(`${server.url}/overview`);
    await context.close();
  });
});
