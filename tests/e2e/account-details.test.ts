import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/seed/builders';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { newestMail } from './support/dev-mailbox';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function customer(email: string) {
  await createUser(server.db, {
    email,
    password: 'Start1234',
    first_name: 'Ann',
    last_name: 'Lee',
    language: 'en_GB',
  });
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/account_details`);
  await logIn(visitor.page, email, 'Start1234');
  await visitor.page.getByLabel('New e-mail address').waitFor();
  return visitor;
}

async function requestChange(page: Page, to: string): Promise<string> {
  await page.getByLabel('New e-mail address').fill(to);
  await page.locator('.email-change').getByLabel('Current password').fill('Start1234');
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  const code = page.locator('[data-activation-code]');
  await code.waitFor();
  return (await code.getAttribute('data-activation-code')) ?? '';
}

describe('/account_details in Chromium', () => {
  it('edits name, salutation and language', async () => {
    const { page, context } = await customer('profile-e2e@example.com');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Ms').check();
    await page.getByLabel('First name').fill('Annika');
    await page.getByLabel('Language', { exact: true }).last().selectOption('de_DE');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Signed in as Annika Lee').or(page.getByText('Angemeldet als Annika Lee')).waitFor();
    const [row] = await server.db.select().from(users).where(eq(users.email, 'profile-e2e@example.com'));
    expect(row).toMatchObject({ firstName: 'Annika', salutation: 'female', language: 'de_DE' });
    await page.getByRole('heading', { name: 'Persönliche Daten' }).waitFor();
    await context.close();
  });

  it('refuses an empty first name at the field and never says it saved', async () => {
    const { page, context } = await customer('blank-e2e@example.com');
    await page.getByLabel('First name').fill('Anne');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText(specText('success.update_successful')).waitFor();
    const first = page.getByLabel('First name');
    await first.fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText(specText('api.required'), { exact: true }).waitFor();
    await expect.poll(() => first.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByText(specText('success.update_successful')).count()).toBe(0);
    const [row] = await server.db.select().from(users).where(eq(users.email, 'blank-e2e@example.com'));
    expect(row).toMatchObject({ firstName: 'Anne' });
    await context.close();
  });

  it('changes the e-mail address: request, code shown, mailed link, code entered', async () => {
    const { page, context } = await customer('before-e2e@example.com');
    const code = await requestChange(page, 'after-e2e@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const mail = await newestMail(server.url, 'after-e2e@example.com');
    await page.goto(mail.links[0] ?? '');
    await page.getByLabel('Activation code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(specText('success.update_successful')).waitFor();
    const [row] = await server.db.select().from(users).where(eq(users.email, 'after-e2e@example.com'));
    expect(row).toBeDefined();
    const notice = await newestMail(server.url, 'before-e2e@example.com');
    expect(notice.text).toContain('after-e2e@example.com');
    await context.close();
  });

  it('a wrong code fails with the SPEC message, and the change can be requested again', async () => {
    const { page, context } = await customer('wrong-e2e@example.com');
    const code = await requestChange(page, 'wrong-new-e2e@example.com');
    const mail = await newestMail(server.url, 'wrong-new-e2e@example.com');
    await page.goto(mail.links[0] ?? '');
    await page.getByLabel('Activation code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(specText('api.wrong_activation_code')).waitFor();
    await page.getByRole('link', { name: 'Request the change again' }).click();
    const again = await requestChange(page, 'wrong-new-e2e@example.com');
    expect(again).toMatch(/^\d{6}$/);
    await context.close();
  });

  it('a taken address is refused; the password changes after the current one', async () => {
    const { page, context } = await customer('pw-e2e@example.com');
    await page.getByLabel('New e-mail address').fill('other@example.com');
    await page.locator('.email-change').getByLabel('Current password').fill('Start1234');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText(specText('api.user_exists')).waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('Start1234');
    await form.getByLabel('New password', { exact: true }).fill('Better1234');
    await form.getByLabel('Repeat the new password').fill('Better1234');
    await form.getByRole('button', { name: 'Save password' }).click();
    await page.getByText(specText('success.password_saved')).waitFor();
    const fresh = await newVisitor(browser);
    await fresh.page.goto(`${server.url}/login`);
    await logIn(fresh.page, 'pw-e2e@example.com', 'Better1234');
    await fresh.page.waitForURL(`${server.url}/active_contracts`);
    await fresh.context.close();
    await context.close();
  });

  it('a new password missing more than one character class gets the combined SPEC §5 message', async () => {
    const { page, context } = await customer('classes-e2e@example.com');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Change password' }) });
    await form.getByLabel('Current password').fill('Start1234');
    await form.getByLabel('New password', { exact: true }).fill('lowercaseonly');
    await form.getByLabel('Repeat the new password').fill('lowercaseonly');
    await form.getByRole('button', { name: 'Save password' }).click();
    await form
      .getByText('Password must contain at least one numeric character and one upper and lower case letter.')
      .waitFor();
    expect(await form.getByText('New password saved!').count()).toBe(0);
    await context.close();
  });
});
