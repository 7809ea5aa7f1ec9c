import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, users } from '../../server/db/schema';
import { createClaim } from '../../server/seed/builders';
import { pngFile, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { logIn, startPortal } from './support/portal';
import { confirmAndSign, drawSignature } from './support/signing';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone: 390 × 844 px. */
async function phone(path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  await logIn(page, 'demo@example.com', 'Demo1234');
  return page;
}

const nextSteps = (page: Page) => page.locator('section.next-steps');
const stepButtons = (page: Page) => nextSteps(page).getByRole('button');

describe('next steps first, in Chromium at 390 px', () => {
  it("the demo customer's overview lists the claims needing them first, each with its next step as a link", async () => {
    const page = await phone('/overview');
    const todo = page.getByRole('region', { name: 'Needs you now' });
    // Demo claim FP-2026-104127 is in review with neither a boarding pass nor a signature.
    const inReview = todo.locator('li', { hasText: 'FP-2026-104127' });
    await inReview.getByRole('link', { name: 'Upload: Booking confirmation or boarding pass' }).waitFor();
    // The paid-out claim needs nothing: it is among the others, with its outcome once (it is closed).
    const others = page.getByRole('region', { name: 'Your other contracts' });
    const paid = others.locator('li', { hasText: 'FP-2025-087331' });
    await paid.getByText('Closed: paid out', { exact: true }).waitFor();
    expect(await paid.getByText(/waiting on|nobody/i).count()).toBe(0);
    expect(await todo.locator('li', { hasText: 'FP-2025-087331' }).count()).toBe(0);
    const box = await todo.boundingBox();
    const summary = await page.getByRole('heading', { name: 'Your contracts at a glance' }).boundingBox();
    expect(box!.y).toBeLessThan(summary!.y);
    expect(await axeViolations(page)).toEqual([]);

    await inReview.getByRole('link').click();
    await page.waitForURL(/\/contract\/fairplane\/\d+$/);
    await stepButtons(page).first().waitFor();
    await page.context().close();
  });

  it("a claim's first screen shows its next step; uploading the document and signing update the steps without a reload", async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const claim = await createClaim(server.db, { user_id: demo!.id });
    const page = await phone(`/contract/fairplane/${claim.id}`);
    const upload = nextSteps(page).getByRole('button', {
      name: 'Upload: Booking confirmation or boarding pass',
    });
    await upload.waitFor();
    await nextSteps(page).getByRole('heading', { name: 'What you need to do now' }).waitFor();
    // The first step is the one primary button, on the first screen.
    expect(await upload.getAttribute('class')).toContain('button--primary');
    const box = await upload.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    expect(await page.locator('main .button--primary').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    // Marks the page so a reload would show.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    // The step leads to the upload control, ready for that item.
    await upload.click();
    const documents = page.locator('section.claim-documents');
    const zone = documents.getByRole('button', { name: 'Choose files or drop them here' });
    await expect.poll(() => zone.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(['booking_confirmation', 'boarding_pass']).toContain(
      await documents.getByLabel('Type of document').inputValue(),
    );
    const chooser = page.waitForEvent('filechooser');
    await zone.click();
    await (
      await chooser
    ).setFiles({ name: 'boarding-pass.png', mimeType: 'image/png', buffer: Buffer.from(pngFile(240, 120)) });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await documents.getByText('boarding-pass.png was uploaded.').waitFor();
    await expect
      .poll(() => stepButtons(page).allTextContents())
      .toEqual(['Sign the assignment for Max Mustermann']);

    await stepButtons(page).first().click();
    await drawSignature(page);
    await confirmAndSign(page);
    await nextSteps(page).getByRole('heading', { name: 'Nothing to do for you now' }).waitFor();
    await nextSteps(page).getByText('Waiting on: Our claims team.', { exact: false }).waitFor();
    expect(await stepButtons(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await page.context().close();
  });

  it('the paid claim demands nothing and offers no change, while its papers stay downloadable', async () => {
    const [paid] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2025-087331'));
    const page = await phone(`/contract/fairplane/${paid!.id}`);
    await nextSteps(page).getByRole('heading', { name: 'Closed: paid out' }).waitFor();
    expect(await stepButtons(page).count()).toBe(0);
    // The settlement statement stays downloadable.
    await page.locator('section.settlement').getByRole('button', { name: /PDF/ }).first().waitFor();
    await page.locator('section.signatures li').first().waitFor();
    await page.locator('section.payout li').first().waitFor();
    await page.locator('section.claim-documents h3').waitFor();
    await page.locator('section.claim-timeline ol > li').first().waitFor();
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: 'Edit claim' }).count()).toBe(0);
    expect(
      await main
        .getByRole('button', { name: /^Sign the assignment|^Add the payout account|^Change/ })
        .count(),
    ).toBe(0);
    expect(await main.getByRole('heading', { name: 'Transfer to another e-mail address' }).count()).toBe(0);
    expect(await page.locator('section.claim-documents .drop-zone').count()).toBe(0);
    expect(await main.locator('.button--primary').count()).toBe(0);
    expect(await main.getByRole('button', { name: /^The airline/ }).count()).toBe(0);
    // The outcome is said once, at the top: no other panel says again that the claim is closed.
    expect((await main.evaluate((el) => el.textContent ?? '')).match(/closed/gi)).toEqual(['Closed']);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
