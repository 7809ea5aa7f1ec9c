import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments, claims } from '../../server/db/schema';
import { pngFile, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
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

/** demo@'s open flight-problem claim of the seed. */
const CASE = 'FP-2026-104127';

describe('documents per claim in Chromium at 390 px (issue 15)', () => {
  it('demo uploads a boarding pass photo to a claim and sees it listed and previewed', async () => {
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, CASE));
    if (!claim) throw new Error(`no claim ${CASE}`);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contract/${claim.scope}/${claim.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    const panel = page.locator('section.claim-documents');
    await panel.getByText('Still missing: Booking confirmation or boarding pass').waitFor();

    await panel.getByLabel('Type of document').selectOption('boarding_pass');
    // The drop zone is a button that opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose files or drop them here' }).click();
    await (
      await chooser
    ).setFiles({ name: 'boarding-pass.png', mimeType: 'image/png', buffer: Buffer.from(pngFile(240, 120)) });
    await panel.getByText('boarding-pass.png (Boarding pass)').waitFor();
    await panel.getByRole('button', { name: 'Upload', exact: true }).click();
    await panel.getByText('boarding-pass.png was uploaded.').waitFor();

    // Listed, the checklist complete, previewed inline.
    await panel.getByText('Boarding pass: boarding-pass.png').waitFor();
    await panel.getByText('All required documents are here.').waitFor();
    await panel.getByRole('button', { name: 'Preview boarding-pass.png' }).click();
    const preview = panel.getByRole('img', { name: 'Preview of boarding-pass.png' });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // Delete after confirming in the alert dialog.
    await panel.getByRole('button', { name: 'Delete boarding-pass.png' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete document' }).click();
    await panel.getByText('No documents uploaded yet.').waitFor();
    expect(await server.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claim.id))).toEqual(
      [],
    );
    await context.close();
  });
});
