import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/seed/builders';
import { auditLog, passkeys, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { newestMail } from './support/dev-mailbox';
import { launchChromium } from './support/chromium';
import { virtualAuthenticator } from './support/passkey';
import { logIn, newVisitor } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  // WebAuthn refuses an IP address as relying-party id: the portal's public URL is on localhost.
  server = await startTestServer({
    seed: true,
    spa: true,
    publicHost: 'localhost',
    ...(process.env.E2E_DIST ? { distDir: process.env.E2E_DIST } : {}),
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const passkeysSection = (page: Page) =>
  page.getByRole('region', { name: 'Passkeys' }).or(page.locator('section.passkeys'));

describe('passkeys in Chromium', () => {
  it('enrols on the account page, signs in with it from the login page, and removes it', async () => {
    const email = 'passkey-e2e@example.com';
    const { id: userId } = await createUser(server.db, {
      email,
      password: 'Start1234',
      first_name: 'Pia',
      last_name: 'Key',
      two_factor: true, // the passkey replaces the mailed code
    });
    const { context, page, errors } = await newVisitor(browser);
    const device = await virtualAuthenticator(context, page);

    // Sign in with the password and the mailed code, then enrol.
    await page.goto(`${server.url}/account_details`);
    await logIn(page, email, 'Start1234');
    await page.waitForURL(/\/two_factor_auth\//);
    const code = /\d{6}/.exec((await newestMail(server.url, email)).subject)?.[0];
    await page.getByLabel('Code from the e-mail').fill(code ?? '');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const section = passkeysSection(page);
    await section.getByText('You have not added a passkey yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await section.getByLabel('Name of the new passkey').fill('E2E laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByRole('status').getByText('Passkey “E2E laptop” added.').waitFor();
    await section.getByRole('listitem').filter({ hasText: 'E2E laptop' }).getByText('Not used yet').waitFor();
    const [credential] = await device.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
    const [stored] = await server.db.select().from(passkeys).where(eq(passkeys.userId, userId));
    expect(stored?.credentialId).toBe(
      Buffer.from(credential?.credentialId ?? '', 'base64').toString('base64url'),
    );

    // Sign out, then in with the passkey alone: no e-mail, no password, no mailed code.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page.waitForURL(/\/active_contracts$/);
    await page.getByText(specText('success.login_successful')).waitFor();
    const signIns = await server.db.select().from(auditLog).where(eq(auditLog.userId, userId));
    expect(signIns.filter((e) => e.event === 'sign_in' && e.outcome === 'success')).toHaveLength(2);
    expect(signIns.filter((e) => e.event === 'passkey_added')).toHaveLength(1);

    // The account page shows the use; removing asks first, then the passkey is gone.
    await page.goto(`${server.url}/account_details`);
    const row = section.getByRole('listitem').filter({ hasText: 'E2E laptop' });
    await row.getByText(/^Last used /).waitFor();
    await row.getByRole('button', { name: 'Remove passkey E2E laptop' }).click();
    await row.getByRole('group').getByRole('button', { name: 'Cancel' }).click();
    await row.getByRole('button', { name: 'Remove passkey E2E laptop' }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await section.getByRole('status').getByText('Passkey “E2E laptop” removed.').waitFor();
    await section.getByText('You have not added a passkey yet.').waitFor();
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, userId))).toEqual([]);

    // The device still offers the credential, but the portal no longer knows it.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page.getByRole('alert').getByText('The passkey could not be verified.').waitFor();
    expect(page.url()).not.toMatch(/active_contracts/);
    expect(errors).toEqual([]);
    await context.close();
    await server.db.delete(users).where(eq(users.id, userId));
  });

  it('hides the passkey button and explains on the account page when the browser has no WebAuthn', async () => {
    const { context, page } = await newVisitor(browser);
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });
    await page.goto(`${server.url}/account_details`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await passkeysSection(page)
      .getByText('This browser does not support passkeys.', { exact: false })
      .waitFor();
    await expect(passkeysSection(page).getByRole('button', { name: 'Add a passkey' }).count()).resolves.toBe(
      0,
    );
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Log in with a passkey' }).count()).resolves.toBe(0);
    await context.close();
  });
});
