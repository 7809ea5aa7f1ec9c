import type { Browser, BrowserContext, Page } from 'playwright-core';
import { it } from 'vitest';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../../contract';
import { startTestServer, type TestServer } from '../../../server/testing';
import { sharedChromium } from './chromium';

/** The real server with demo data and the built SPA, and the worker's Chromium to drive it. */
export async function startPortal(prefix = ''): Promise<{ server: TestServer; browser: Browser }> {
  const server = await startTestServer({
    seed: true,
    spa: true,
    prefix,
    ...(process.env.E2E_DIST ? { distDir: process.env.E2E_DIST } : {}),
  });
  const browser = await sharedChromium();
  return { server, browser };
}

/** The URL prefixes a portal is tried under: none, and one like a host site's sub-path. */
export const PREFIXES = ['', '/kunden'];

/**
 * `it` for a check the URL prefix cannot change (an error message, a lock-out): defined in the run
 * without a prefix only, so a `describe.each(PREFIXES)` tries under the prefix what depends on it
 * (redirects, mailed links, asset paths) without repeating the rest.
 */
export const unprefixedIt =
  (prefix: string) =>
  (name: string, fn: () => Promise<void>): void => {
    if (!prefix) it(name, fn);
  };

/** A fresh visitor in English, collecting uncaught page errors. */
export async function newVisitor(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * The API calls a page sends from now on, as `METHOD /path` (no query, no portal prefix): the
 * requests with the X-Requested-With header every API call carries (DESIGN §2), so neither assets
 * nor the realtime socket count.
 */
export function recordApiCalls(page: Page, prefix = ''): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.headers()[REQUESTED_WITH_HEADER] !== REQUESTED_WITH_VALUE) return;
    calls.push(`${request.method()} ${new URL(request.url()).pathname.slice(prefix.length)}`);
  });
  return calls;
}
