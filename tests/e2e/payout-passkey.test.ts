import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaim, createUser } from '../../server/seed/builders';
import { passkeys, users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { lastMailId, newestMail } from './support/dev-mailbox';
import { addPasskeyOnAccountPage, virtualAuthenticator } from './support/passkey';
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

// "Changing payout details needs the password (or passkey) again, mails the
// account's address, and appears on the timeline".
describe('payout details confirmed with a passkey in Chromium at 390 px', () => {
  it('a customer without a password confirms the account with a passkey, gets the mail and sees it on the timeline', async () => {
    const email = 'payout-passkey-e2e@example.com';
    const user = await createUser(server.db, { email, password: 'Start1234', first_name: 'Pia' });
    const claim = await createClaim(server.db, {
      user_id: user.id,
      passengers: [{ first_name: 'Pia', last_name: 'Key', email }],
    });
    const { context, page, errors } = await newVisitor(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    const device = await virtualAuthenticator(context, page);

    await page.goto(`${server.url}/account_details`);
    await logIn(page, email, 'Start1234');
    await page.getByText('You have not added a passkey yet.').waitFor();
    await addPasskeyOnAccountPage(page, server.url, 'Phone', {
      name: 'Name of the new passkey',
      add: 'Add a passkey',
      added: 'Passkey “{{name}}” added.',
    });
    // From now on the account has no password, like one created by a claim transfer: only the
    // passkey can confirm the change.
    await server.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));

    await page.goto(`${server.url}/contract/${claim.scope}/${claim.id}`);
    const pia = page.locator('section.payout').getByRole('listitem', { name: 'Pia Key' });
    await pia.getByRole('button', { name: 'Enter the account of Pia Key' }).click();
    await pia.getByLabel('Account holder').fill('Pia Key');
    await pia.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await pia.getByRole('button', { name: 'Continue' }).click();
    const confirm = pia.getByRole('button', { name: 'Confirm with passkey' });
    await confirm.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    const before = await lastMailId(server.url, email);
    const [credential] = await device.credentials();
    await confirm.click();
    await pia.getByText('The account of Pia Key is saved. We have sent you an e-mail about it.').waitFor();
    await pia.getByText('DE89 **** **** **** **30 00').waitFor();
    // The authenticator signed (its counter moved) and the server recorded the passkey's use.
    await expect
      .poll(async () => (await device.credentials())[0]?.signCount)
      .toBeGreaterThan(credential?.signCount ?? 0);
    const [stored] = await server.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored?.lastUsedAt).not.toBeNull();

    const mail = await newestMail(server.url, email, before);
    expect(mail.subject).toBe(`Contract ${claim.caseNumber}: payout details saved`);
    expect(mail.text).toContain('DE89 **** **** **** **30 00');
    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: 'Timeline', exact: true }),
    });
    await timeline.getByText('Payout account of Pia Key set: DE89 **** **** **** **30 00').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
