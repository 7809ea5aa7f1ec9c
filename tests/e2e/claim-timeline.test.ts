import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaim, givePapers } from '../../server/seed/builders';
import { claims, users } from '../../server/db/schema';
import { TestBrowser, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { newestMail } from './support/dev-mailbox';
import { logIn, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Gives a claim its papers (a boarding pass; every passenger signed, with a payout account): an
 * active claim missing any of them waits on the customer, whatever its stage.
 */
/** Whether anything is wider than the window (the page must not scroll sideways). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('claim timeline in Chromium at 390 px', () => {
  it("shows the stage and the events, and the customer reports 'the airline contacted me'", async () => {
    // Demo claim KL1597 is at the airline (server/seed/demo/claims.ts).
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-109856'));
    await givePapers(server.db, claim!.id, 'Julia Becker');
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contract/fairplane/${claim!.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');

    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: 'Timeline', exact: true }),
    });
    await timeline.getByText('Waiting on').waitFor();
    await timeline.getByText('The airline', { exact: true }).waitFor();
    await timeline.getByText('The airline answers our claim').waitFor();
    await timeline.getByText('14 to 56 days').waitFor();
    const events = timeline.locator('ol > li');
    await events.nth(2).waitFor();
    expect(await events.locator('.claim-timeline__what').allTextContents()).toEqual([
      'Contract created',
      'Status changed to In review',
      'Status changed to Airline contacted',
    ]);
    expect(await events.first().locator('time').getAttribute('datetime')).toBe('2026-10-02T18:03:00.000Z');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await timeline.getByRole('button', { name: 'The airline contacted me' }).click();
    const note = timeline.getByLabel('Note (optional)');
    await expect.poll(() => note.evaluate((el) => el === document.activeElement)).toBe(true);
    await note.fill('KLM called me about a voucher');
    expect(await axeViolations(page)).toEqual([]);
    await timeline.getByRole('button', { name: 'Send report' }).click();
    await timeline.getByRole('status').getByText('Thank you. Your report is on the timeline').waitFor();
    await timeline.getByText('Reported: the airline made contact').waitFor();
    await timeline.getByText('KLM called me about a voucher').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const mail = await newestMail(server.url, 'back-office@portal.invalid');
    expect(mail.subject).toBe('Customer report on FP-2026-109856: airline contacted');
    expect(mail.text).toContain('KLM called me about a voucher');
    await context.close();
  });

  it('after the back office records a court case and writes to the customer, the open claim page says it waits on the court and shows the message', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const claim = await createClaim(server.db, {
      user_id: demo!.id,
      history: [
        { status: 'submitted', at: '2026-05-01T09:00:00Z' },
        { status: 'airline_contacted', at: '2026-05-10T09:00:00Z' },
      ],
    });
    await givePapers(server.db, claim.id, 'Julia Becker');
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contract/fairplane/${claim.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: 'Timeline', exact: true }),
    });
    await timeline.getByText('The airline', { exact: true }).waitFor();
    // Realtime: the page is connected before the back office acts, and is not reloaded after.
    await page.locator('.notifications[data-realtime="connected"]').waitFor({ state: 'attached' });

    const admin = new TestBrowser(server.url);
    expect((await admin.login('admin@example.com', 'Admin1234')).status).toBe(200);
    const court = await admin.post(`/admin/claims/${claim.id}/court_case`, { reference: '12 C 345/26' });
    expect(court.status).toBe(200);
    const text = 'The court has set the hearing for 12 January.';
    expect((await admin.post(`/admin/claims/${claim.id}/messages`, { text })).status).toBe(200);

    // The issue: "who it is waiting on (… a court), the next step and how long that step usually takes".
    await timeline.getByText('The court', { exact: true }).waitFor();
    await timeline.getByText('The court decides').waitFor();
    await expect.poll(() => timeline.getByText(/^\d+ to \d+ days$/).count()).toBe(1);
    await timeline.locator('ol > li', { hasText: '12 C 345/26' }).waitFor();
    const message = timeline.locator('ol > li', { hasText: text });
    await message.waitFor();
    expect(await message.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
