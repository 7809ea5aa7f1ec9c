import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../server/seed/builders';
import { seedManyClaims } from '../../server/db/many-claims';
import type { TestServer } from '../../server/testing';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;
const COUNT = 45; // pages of 20: 20, 40, 45
beforeAll(async () => {
  ({ server, browser } = await startPortal());
  const user = await createUser(server.db, { email: 'paging@example.com', password: 'Paging1234' });
  await seedManyClaims(server.db, user.id, COUNT, {
    newest: new Date('2026-06-01T12:00:00Z'),
    casePrefix: 'PG',
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** At least half of the element is on screen. */
const inViewport = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const shown = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
    return shown >= r.height / 2;
  });

describe('a long claim list, a page at a time', () => {
  it('loads the next page on scroll and on "Load more", and keeps its place on back-navigation', async () => {
    const { page, errors } = await newVisitor(browser);
    await page.setViewportSize({ width: 800, height: 700 });
    const cards = page.getByRole('list', { name: 'Your active contracts' }).locator('article.claim-card');
    // The list asked for (these claims need their owner: without it, the login lands on the overview).
    await page.goto(`${server.url}/active_contracts`);
    await logIn(page, 'paging@example.com', 'Paging1234');
    await page.waitForURL(`${server.url}/active_contracts`);

    // First paint: the first page only (newest first), and how many there are in all.
    await page.getByText(`20 of ${COUNT} contracts shown`).waitFor();
    expect(await cards.count()).toBe(20);
    expect(await cards.first().textContent()).toContain('PG-000000');

    // Scrolling to the end of the list loads the next page by itself.
    await cards.nth(19).scrollIntoViewIfNeeded();
    await page.getByText(`40 of ${COUNT} contracts shown`).waitFor();
    await cards.nth(39).waitFor();

    // The keyboard way: the "Load more" button.
    const more = page.getByRole('button', { name: 'Load more contracts' });
    await more.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${COUNT} of ${COUNT} contracts shown`).waitFor();
    await more.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(COUNT);
    expect(await cards.last().textContent()).toContain('PG-000044');

    // Open a claim far down the list, come back: every loaded card, scrolled to where it was.
    // The router records a scroll position from the page's scroll event, which the browser sends
    // with its next frame: the click waits for that event, as a person's click after scrolling does.
    const target = cards.nth(32);
    const scrolled = page.evaluate(
      () => new Promise((resolve) => document.addEventListener('scroll', resolve, { once: true })),
    );
    await target.scrollIntoViewIfNeeded();
    await scrolled;
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(0);
    await target.getByRole('link', { name: 'Show contract' }).click();
    await page.waitForURL(/\/contract\//);
    await page.goBack();
    await page.waitForURL(`${server.url}/active_contracts`);
    await page.getByText(`${COUNT} of ${COUNT} contracts shown`).waitFor();
    await expect.poll(() => inViewport(cards.nth(32))).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y / 2);
    expect(errors).toEqual([]);
  });
});
