import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/seed/builders';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { followLink, lastMailId, newestMail } from './support/dev-mailbox';
import { logIn, newVisitor, startPortal, PREFIXES, unprefixedIt } from './support/portal';
import { watchShownFor } from './support/shown-for';

/** SPEC §8 'Login successful!': the page notice (a polite status toast) after every kind of sign-in. */
const loginNotice = (page: Page) =>
  page.getByRole('status').getByText(specText('success.login_successful'), { exact: true });

describe.each(PREFIXES)('sign-in and account lifecycle in Chromium (prefix "%s")', (prefix) => {
  let server: TestServer;
  let browser: Browser;
  const itUnprefixed = unprefixedIt(prefix);

  beforeAll(async () => {
    ({ server, browser } = await startPortal(prefix));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  itUnprefixed(
    'password login with the two-factor step (2fa@example.com), code from the mailbox',
    async () => {
      const { context, page, errors } = await newVisitor(browser);
      await page.goto(`${server.url}/login`);
      const before = await lastMailId(server.url, '2fa@example.com');
      await logIn(page, '2fa@example.com', 'Demo1234');
      await page.waitForURL(new RegExp(`${server.url}/two_factor_auth/[A-Za-z0-9_-]{43}$`));
      expect(await page.evaluate(() => document.referrer)).toBe('');
      await page.getByRole('heading', { level: 1, name: 'Confirm your login' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Code from the e-mail').fill('000000');
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('alert').getByText('This code is not correct.', { exact: false }).waitFor();

      const mail = await newestMail(server.url, '2fa@example.com', before);
      expect(mail.subject).toMatch(/^Your login code: \d{6}$/);
      const code = /\d{6}/.exec(mail.subject)?.[0] ?? '';
      await page.getByLabel('Code from the e-mail').fill(code);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL(`${server.url}/active_contracts`);
      await page.getByRole('heading', { level: 1, name: 'Active contracts' }).waitFor();
      await loginNotice(page).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('two-factor sign-in keeps the redirect target: /login/%2Ffaq ends on /faq', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login/%2Ffaq`);
    const before = await lastMailId(server.url, '2fa@example.com');
    await logIn(page, '2fa@example.com', 'Demo1234');
    await page.waitForURL(new RegExp(`${server.url}/two_factor_auth/[A-Za-z0-9_-]{43}$`));
    const mail = await newestMail(server.url, '2fa@example.com', before);
    const code = /\d{6}/.exec(mail.subject)?.[0] ?? '';
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await loginNotice(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  itUnprefixed('the login page lists its two links apart, each to its own page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    const links = page.getByRole('listitem').getByRole('link');
    await page.getByRole('link', { name: 'Forgot your password?', exact: true }).waitFor();
    expect(await links.allTextContents()).toEqual(['Forgot your password?', 'Log in with a link by e-mail']);
    await page.getByRole('link', { name: 'Forgot your password?', exact: true }).click();
    await page.waitForURL(`${server.url}/forgot_user`);
    await page.getByRole('button', { name: 'Send me a link to set a new password' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send me a login link' }).count()).toBe(0);
    await page.goBack();
    await page.getByRole('link', { name: 'Log in with a link by e-mail' }).click();
    await page.waitForURL(`${server.url}/login?by=email`);
    await page.getByRole('heading', { level: 1, name: 'Log in with a link by e-mail' }).waitFor();
    await page.getByRole('button', { name: 'Send me a login link' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send me a link to set a new password' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('login by e-mailed link: its own confirmation, the link signs in once and returns to the redirect target; a second use is expired', async () => {
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login/%2Ffaq`);
    await page.getByRole('link', { name: 'Log in with a link by e-mail' }).click();
    await page.waitForURL(`${server.url}/login/%2Ffaq?by=email`);
    const before = await lastMailId(server.url, 'demo@example.com');
    await page.getByLabel('E-mail address').fill('demo@example.com');
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.waitForURL(`${server.url}/success_link_send?sent=login_link`);
    await page.getByRole('heading', { level: 1, name: 'Email sent!' }).waitFor();
    // Its own confirmation, not the activation message (SPEC §8).
    await page.getByRole('status').filter({ hasText: 'Follow the link in the e-mail to log in.' }).waitFor();
    expect(await page.getByText(specText('success.activation_link_sent')).count()).toBe(0);

    const mail = await newestMail(server.url, 'demo@example.com', before);
    expect(mail.subject).toBe('Your login link');
    // POST /login/email carried the redirect (SPEC §7): the link ends on /faq.
    await followLink(page, mail);
    await page.waitForURL(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    await loginNotice(page).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const second = await newVisitor(browser);
    await followLink(second.page, mail);
    await second.page.waitForURL(`${server.url}/expired_link`);
    await second.page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    expect(await axeViolations(second.page)).toEqual([]);
    // The expired page offers a new link.
    const again = await lastMailId(server.url, 'demo@example.com');
    await second.page.getByLabel('E-mail address').fill('demo@example.com');
    await second.page.getByRole('button', { name: 'Send me a new login link' }).click();
    await second.page.waitForURL(`${server.url}/success_link_send?sent=login_link`);
    expect((await newestMail(server.url, 'demo@example.com', again)).subject).toBe('Your login link');
    await second.context.close();
  });

  it('password reset: forgot_user → success_link_send → mailed link → rules → success_reset → login', async () => {
    const email = `reset${prefix.replace('/', '-')}@example.com`;
    await createUser(server.db, { email, password: 'Old12345', first_name: 'Rita' });
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${server.url}/forgot_user`);
    await page.getByRole('button', { name: 'Send me a link to set a new password' }).click();
    await page.getByText(specText('api.required')).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link to set a new password' }).click();
    await page.waitForURL(`${server.url}/success_link_send`);
    await page.getByRole('heading', { level: 1, name: specText('success.email_sent') }).waitFor();

    const mail = await newestMail(server.url, email);
    expect(mail.text).toContain('Hello Rita,');
    await followLink(page, mail);
    await page.waitForURL(new RegExp(`${server.url}/password_reset/\\d+/[A-Za-z0-9_-]{43}$`));
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('New password', { exact: true }).fill('newpass1');
    await page.getByLabel('Repeat the new password').fill('newpass2');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText(specText('api.password_uppercase')).waitFor();
    await page.getByText(specText('api.passwords_not_identical')).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Riverside7');
    await page.getByLabel('Repeat the new password').fill('Riverside7');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL(`${server.url}/success_reset`);
    await page.getByRole('heading', { level: 1, name: specText('success.password_saved') }).waitFor();
    await page.getByRole('link', { name: 'Back to the login' }).click();
    // 'Login successful!' as a polite notice on the landing page, gone after its 3 seconds.
    const loginNoticeShown = await watchShownFor(page, '[role=status]', specText('success.login_successful'));
    await logIn(page, email, 'Riverside7');
    await page.waitForURL(`${server.url}/active_contracts`);
    expect(await loginNoticeShown()).toBeGreaterThanOrEqual(2950);

    // The used link is dead.
    const other = await newVisitor(browser);
    await followLink(other.page, mail);
    await other.page.getByLabel('New password', { exact: true }).fill('Another-7x');
    await other.page.getByLabel('Repeat the new password').fill('Another-7x');
    await other.page.getByRole('button', { name: 'Save password' }).click();
    await other.page.waitForURL(`${server.url}/expired_link`);
    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('account activation: /activation asks for the link, the mailed link sets the password, success_user, welcome_success', async () => {
    const email = `fresh${prefix.replace('/', '-')}@example.com`;
    await createUser(server.db, { email, first_name: 'Eva', language: 'de_DE' });
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/activation`);
    await page.getByRole('heading', { level: 1, name: specText('success.activate_account') }).waitFor();
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send the activation link' }).click();
    await page.waitForURL(`${server.url}/activate/message`);
    const mail = await newestMail(server.url, email);
    expect(mail.subject).toBe('Bitte aktivieren Sie Ihr Konto'); // the account's language
    expect(mail.text).toContain('Hallo Eva,');
    await followLink(page, mail);
    await page.waitForURL(new RegExp(`${server.url}/activation/[A-Za-z0-9_-]{43}$`));
    await page.getByLabel('New password', { exact: true }).fill('Willkommen7');
    await page.getByLabel('Repeat the new password').fill('Willkommen7');
    await page.getByRole('button', { name: 'Activate account' }).click();
    // Activation signs in, and the server's language (de_DE) replaces the browser's.
    await page.waitForURL(`${server.url}/success_user`);
    await page.getByRole('heading', { level: 1, name: 'Aktualisierung erfolgreich!' }).waitFor();
    await page
      .getByRole('status')
      .getByText('Ihr Passwort ist gespeichert und Ihr Konto ist aktiv.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Weiter' }).click();
    await page.waitForURL(`${server.url}/welcome_success`);
    await page.getByRole('heading', { level: 1, name: 'Willkommen!' }).waitFor();
    await page.getByRole('link', { name: 'Zu meinen Verträgen' }).click();
    await page.waitForURL(`${server.url}/active_contracts`);
    await page.getByRole('heading', { level: 1, name: 'Aktive Verträge' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('activation keeps the redirect asked for at POST /login/email: the welcome page leads to /faq', async () => {
    const email = `fresh-faq${prefix.replace('/', '-')}@example.com`;
    await createUser(server.db, { email, language: 'en_GB' });
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/login/%2Ffaq?by=email`);
    const before = await lastMailId(server.url, email);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a login link' }).click();
    await page.waitForURL(`${server.url}/success_link_send?sent=login_link`);
    const mail = await newestMail(server.url, email, before);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/activate/'));
    await followLink(page, mail);
    await page.waitForURL(new RegExp(`${server.url}/activation/[A-Za-z0-9_-]{43}\\?redirect=%2Ffaq$`));
    await page.getByLabel('New password', { exact: true }).fill('Willkommen7');
    await page.getByLabel('Repeat the new password').fill('Willkommen7');
    await page.getByRole('button', { name: 'Activate account' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ redirect: '/faq' });
    await page.waitForURL(`${server.url}/success_user?redirect=%2Ffaq`);
    await page.getByRole('heading', { level: 1, name: 'Update successful!' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${server.url}/welcome_success?redirect=%2Ffaq`);
    await page.getByRole('link', { name: 'Go to my contracts' }).click();
    await page.waitForURL(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['de-DE', 'Passwort vergessen?', 'Link zum Festlegen eines neuen Passworts senden'],
    ['en-GB', 'Forgot your password?', 'Send me a link to set a new password'],
    ['fr-FR', 'Mot de passe oublié ?', 'M’envoyer un lien pour définir un nouveau mot de passe'],
    ['it-IT', 'Password dimenticata?', 'Inviami un link per impostare una nuova password'],
    ['nl-NL', 'Wachtwoord vergeten?', 'Stuur mij een link om een nieuw wachtwoord in te stellen'],
  ])('shows /forgot_user in %s', async (locale, heading, button) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${server.url}/forgot_user`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('button', { name: button }).waitFor();
    await context.close();
  });

  itUnprefixed('locks an account after five wrong passwords with the too-many-attempts message', async () => {
    const email = `lock${prefix.replace('/', '-')}@example.com`;
    await createUser(server.db, { email, password: 'Right123' });
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    for (let i = 0; i < 5; i++) {
      await logIn(page, email, 'Wrong123');
      await page.getByRole('alert').getByText(specText('api.wrong_credentials')).waitFor();
    }
    await logIn(page, email, 'Right123');
    await page.getByRole('alert').getByText(specText('api.too_many_attempts'), { exact: true }).waitFor();
    await context.close();
  });
});
