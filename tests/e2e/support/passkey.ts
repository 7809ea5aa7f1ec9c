import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Chromium's virtual platform authenticator for the page (resident keys, user verification that
 * succeeds, presence simulated). The portal must run on `localhost` (startTestServer's
 * publicHost): WebAuthn refuses an IP address as relying-party id.
 */
export async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

/**
 * Adds a passkey on the signed-in user's account page (`portalUrl`: origin and prefix) with the
 * page's authenticator; `texts` are the English labels (the name field, the add button, the
 * confirmation with `{{name}}`).
 */
export async function addPasskeyOnAccountPage(
  page: Page,
  portalUrl: string,
  name: string,
  texts: { name: string; add: string; added: string },
) {
  const account = `${portalUrl}/account_details`;
  if (page.url() !== account) await page.goto(account);
  await page.getByLabel(texts.name, { exact: true }).fill(name);
  await page.getByRole('button', { name: texts.add, exact: true }).click();
  await page.getByRole('status').getByText(texts.added.replace('{{name}}', name)).waitFor();
}
