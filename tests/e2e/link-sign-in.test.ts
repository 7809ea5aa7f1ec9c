import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { followLink, lastMailId, newestMail } from './support/dev-mailbox';
import { logIn, newVisitor, startPortal } from './support/portal';

/**
 * A mailed sign-in link does not silently switch a signed-in customer to another account
 * (login CSRF), and a two-factor account's link leads to the code step.
 */
describe('sign-in links in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startPortal());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Asks for a sign-in link on /login?by=email in `page` and returns the mail. */
  async function askForLink(page: Page, email: string) {
    const before = await lastMailId(server.url, email);
    await page.goto(`${server.url}/login?by=email`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.waitForURL(`${server.url}/success_link_send?sent=login_link`);
    return newestMail(server.url, email, before);
  }
  const whoIsSignedIn = async (page: Page) =>
    (
      (await (await page.request.get(`${server.url}/login_check`)).json()) as {
        user: { email: string };
      } | null
    )?.user.email;

  it("a signed-in customer opening another account's link is asked, and Cancel keeps their session", async () => {
    const attacker = await newVisitor(browser);
    const mail = await askForLink(attacker.page, 'other@example.com');
    await attacker.context.close();

    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.waitForURL(`${server.url}/overview`);
    await followLink(page, mail);
    await page.getByRole('heading', { level: 1, name: 'Continue with this sign-in link?' }).waitFor();
    await page.getByText('You are signed in as demo@example.com.', { exact: false }).waitFor();
    // The link's account is not shown to a browser that may not own it.
    await page.getByRole('button', { name: "Continue with the link's account" }).waitFor();
    expect(await page.content()).not.toContain('other@example.com');
    expect(await axeViolations(page)).toEqual([]);
    expect(await whoIsSignedIn(page)).toBe('demo@example.com');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/active_contracts`);
    await page.getByRole('heading', { level: 1, name: 'Active contracts' }).waitFor();
    expect(await whoIsSignedIn(page)).toBe('demo@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a two-factor account's link leads to the code page, and the code signs in", async () => {
    const { context, page, errors } = await newVisitor(browser);
    const mail = await askForLink(page, '2fa@example.com');
    const before = await lastMailId(server.url, '2fa@example.com');
    await followLink(page, mail);
    await page.waitForURL(new RegExp(`${server.url}/two_factor_auth/[A-Za-z0-9_-]{43}$`));
    await page.getByRole('heading', { level: 1, name: 'Confirm your login' }).waitFor();
    expect(await whoIsSignedIn(page)).toBeUndefined();

    const codeMail = await newestMail(server.url, '2fa@example.com', before);
    const code = /\d{6}/.exec(codeMail.subject)?.[0] ?? '';
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${server.url}/active_contracts`);
    expect(await whoIsSignedIn(page)).toBe('2fa@example.com');
    expect(errors).toEqual([]);
    await context.close();
  });
});
