import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHost } from '../../server/embed/demo-host';
import { issueEmbedToken } from '../../server/embed/tokens';
import { startTestServer, type TestServer } from '../../server/testing';
import { launchChromium } from './support/chromium';
import { logIn, newVisitor } from './support/portal';

/**
 * The portal (http://127.0.0.1:A/kunden) framed by the example host page on a second site
 * (http://localhost:B): token check, host theme by postMessage, partitioned session cookies.
 */
const SECRET = 'e2e-embed-secret-0123456789abcdefghijklmnop';
const THEME = { background: '#faf5ff', text: '#2e1065', button: '#6d28d9', button_text: '#ffffff' };
const inAnHour = () => new Date(Date.now() + 3_600_000);

let server: TestServer;
let browser: Browser;
let host: Awaited<ReturnType<typeof startDemoHost>>;

beforeAll(async () => {
  server = await startTestServer({
    seed: true,
    spa: true,
    prefix: '/kunden',
    sessionSecret: SECRET,
    ...(process.env.E2E_DIST ? { distDir: process.env.E2E_DIST } : {}),
  });
  host = await startDemoHost({
    host: 'localhost',
    port: 0,
    portalUrl: server.url,
    token: (origin) => issueEmbedToken(SECRET, origin, inAnHour()),
    theme: THEME,
    path: '/login',
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
  await server?.close();
});

const portalFrame = async (page: Page): Promise<Frame> => {
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no iframe content');
  return frame;
};
const cssVar = (frame: Frame, name: string) =>
  frame.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('embedding in Chromium', () => {
  it('verifies the token, applies the host theme and keeps a session in the cross-site iframe', async () => {
    expect(new URL(host.origin).hostname).toBe('localhost');
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${host.origin}/`);
    const frame = await portalFrame(page);
    await frame.waitForFunction(() => document.documentElement.dataset.embed === 'verified');
    await frame.waitForFunction(
      (bg) => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim() === bg,
      THEME.background,
    );
    expect(await cssVar(frame, '--color-button')).toBe(THEME.button);
    expect(await frame.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(250, 245, 255)',
    );

    // Sign in inside the iframe: the session cookie is SameSite=None; Secure; Partitioned.
    await logIn(frame as unknown as Page, 'demo@example.com', 'Demo1234');
    await frame.getByRole('navigation').first().waitFor();
    const cookies = await context.cookies(server.url + '/');
    const sid = cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true });
    expect((sid as { partitionKey?: string } | undefined)?.partitionKey).toContain('localhost');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is refused with a bad token: the portal never renders in the frame', async () => {
    const foreign = issueEmbedToken(SECRET, 'http://elsewhere.example', inAnHour());
    for (const token of ['forged.token', foreign]) {
      const { context, page } = await newVisitor(browser);
      const refused = page.waitForEvent('console', (m) => /frame-ancestors|Refused to frame/i.test(m.text()));
      await page.goto(`${host.origin}/?token=${encodeURIComponent(token)}`);
      await refused;
      const frame = await portalFrame(page);
      expect(await frame.locator('input').count()).toBe(0);
      await context.close();
    }
  });
});
