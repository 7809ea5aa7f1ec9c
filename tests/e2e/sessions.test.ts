import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/seed/builders';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';

/** The account page lists the user's sessions and ends them; a password change ends the others. */

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs the customer in, in a browser context of its own, on the account page. */
async function signedIn(email: string, password: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/account_details`);
  await logIn(visitor.page, email, password);
  await visitor.page.getByRole('heading', { name: 'Your sessions' }).waitFor();
  return visitor;
}

const sessionsOf = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Your sessions' }) })
    .getByRole('listitem');

/** The next navigation of a signed-out context ends on the login form. */
async function expectSignedOut(page: Page) {
  await page.goto(`${server.url}/active_contracts`);
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/login/);
}

describe('sessions on /account_details in Chromium', () => {
  it('lists both sessions of the customer; the first ends the other, which is signed out on its next navigation', async () => {
    const email = 'sessions-e2e@example.com';
    await createUser(server.db, { email, password: 'Start1234', first_name: 'Sam', last_name: 'Two' });
    const first = await signedIn(email, 'Start1234');
    const second = await signedIn(email, 'Start1234');
    await first.page.reload();
    const rows = sessionsOf(first.page);
    await expect.poll(() => rows.count()).toBe(2);
    await rows.filter({ hasText: 'This device' }).waitFor();
    const other = rows.filter({ hasNotText: 'This device' });
    expect(await other.textContent()).toContain('Chrome');
    expect(await axeViolations(first.page)).toEqual([]);

    await other.getByRole('button', { name: 'End session' }).click();
    await other.getByRole('button', { name: 'Cancel' }).click(); // asks first; nothing ended yet
    await other.getByRole('button', { name: 'End session' }).click();
    await other.getByRole('button', { name: 'Yes, end it' }).click();
    await first.page.getByRole('status').filter({ hasText: 'The session was ended.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    await expectSignedOut(second.page);
    await first.page.goto(`${server.url}/account_details`);
    await first.page.getByRole('heading', { name: 'Your sessions' }).waitFor(); // still signed in
    expect(first.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it('a password change with the box checked (the default) ends the other context’s session', async () => {
    const email = 'sessions-pw-e2e@example.com';
    await createUser(server.db, { email, password: 'Start1234', first_name: 'Pat', last_name: 'Two' });
    const first = await signedIn(email, 'Start1234');
    const second = await signedIn(email, 'Start1234');
    const form = first.page.locator('form', {
      has: first.page.getByRole('heading', { name: 'Change password' }),
    });
    const box = form.getByRole('checkbox', { name: 'Sign out all other devices' });
    expect(await box.isChecked()).toBe(true);
    await form.getByLabel('Current password').fill('Start1234');
    await form.getByLabel('New password', { exact: true }).fill('Better1234');
    await form.getByLabel('Repeat the new password').fill('Better1234');
    await form.getByRole('button', { name: 'Save password' }).click();
    await first.page.getByText(specText('success.password_saved')).waitFor();
    await expect.poll(() => sessionsOf(first.page).count()).toBe(1);

    await expectSignedOut(second.page);
    await first.page.goto(`${server.url}/account_details`);
    await first.page.getByRole('heading', { name: 'Your sessions' }).waitFor();
    await first.context.close();
    await second.context.close();
  });

  it('with the box unchecked the other session stays', async () => {
    const email = 'sessions-keep-e2e@example.com';
    await createUser(server.db, { email, password: 'Start1234', first_name: 'Kim', last_name: 'Two' });
    const first = await signedIn(email, 'Start1234');
    const second = await signedIn(email, 'Start1234');
    const form = first.page.locator('form', {
      has: first.page.getByRole('heading', { name: 'Change password' }),
    });
    await form.getByRole('checkbox', { name: 'Sign out all other devices' }).uncheck();
    await form.getByLabel('Current password').fill('Start1234');
    await form.getByLabel('New password', { exact: true }).fill('Better1234');
    await form.getByLabel('Repeat the new password').fill('Better1234');
    await form.getByRole('button', { name: 'Save password' }).click();
    await first.page.getByText(specText('success.password_saved')).waitFor();

    await second.page.goto(`${server.url}/account_details`);
    await second.page.getByRole('heading', { name: 'Your sessions' }).waitFor();
    await first.context.close();
    await second.context.close();
  });
});
