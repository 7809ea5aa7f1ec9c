import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
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

const german = JSON.parse(readFileSync('src/locales/de_DE/core.json', 'utf8')) as {
  errors: { request_failed_title: string; reload: string };
  pages: { error: { title: string } };
};

/** Every request for one route's chunk fails (`name` as the build names it: assets/<name>-<hash>.js). */
async function breakChunk(page: Page, name: string) {
  await page.route(new RegExp(`/assets/${name.replace('.', '\\.')}-[\\w-]+\\.js$`), (route) => route.abort());
}

/** Counts the page's document loads (the first one and every reload). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  return () => loads;
}

describe('page chunks that fail to load (SPEC §8)', () => {
  it("reloads once, then shows the Warning dialog with Reload over a translated error page in the portal's frame", async () => {
    const { context, page } = await newVisitor(browser);
    const loads = countDocumentLoads(page);
    await breakChunk(page, 'forgot_user');
    await page.goto(`${server.url}/forgot_user`);

    const dialog = page.getByRole('alertdialog', { name: specText('errors.request_failed_title') });
    await dialog.getByText(specText('errors.request_failed_message')).waitFor();
    await dialog.getByRole('button', { name: specText('errors.reload') }).waitFor();
    // One reload for a possible new deployment, then no more: the chunk is still missing.
    expect(loads()).toBe(2);

    // Behind the dialog: the portal's public frame with a page heading, not the router's fallback.
    await page.locator('.public__header select').waitFor({ state: 'attached' });
    expect(await page.locator('main h1').count()).toBe(1);
    expect(await page.getByText('Show Error').count()).toBe(0);

    // Reload reloads; the chunk still fails, so the dialog comes back instead of a reload loop.
    await Promise.all([
      page.waitForEvent('framenavigated'),
      dialog.getByRole('button', { name: specText('errors.reload') }).click(),
    ]);
    await dialog.getByRole('button', { name: specText('errors.reload') }).waitFor();
    expect(loads()).toBe(3);
    await context.close();
  });

  it('shows the dialog and the error page in German for a German visitor', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await breakChunk(page, 'forgot_user');
    await page.goto(`${server.url}/forgot_user`);
    const dialog = page.getByRole('alertdialog', { name: german.errors.request_failed_title });
    await dialog.getByRole('button', { name: german.errors.reload }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    expect(await page.locator('main h1').textContent()).toBe(german.pages.error.title);
    await context.close();
  });

  it("shows a dashboard page whose chunk fails as an error page inside the dashboard's layout", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.waitForURL(`${server.url}/overview`);
    await breakChunk(page, 'faq');
    await page.goto(`${server.url}/faq`);

    const dialog = page.getByRole('alertdialog', { name: specText('errors.request_failed_title') });
    await dialog.getByRole('button', { name: specText('errors.reload') }).waitFor();
    await page.locator('.dashboard__header').waitFor({ state: 'attached' });
    expect(await page.locator('.dashboard__main h1').count()).toBe(1);
    expect(await page.locator('.public__header').count()).toBe(0);
    await context.close();
  });
});
