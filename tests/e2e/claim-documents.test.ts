import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDocuments, claims } from '../../server/db/schema';
import { databaseFileStorage } from '../../server/storage/file-storage';
import { pdfFile, pngFile, type TestServer } from '../../server/testing';
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

/** demo@'s open flight-problem claim of the seed, and the open luggage claim. */
const CASE = 'FP-2026-104127';
const LUGGAGE = 'LR-2026-007415';
/** demo@'s paid-out (closed) claim. */
const CLOSED = 'FP-2025-087331';

describe('documents per claim in Chromium at 390 px', () => {
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

  it('takes several files at once, also dropped; refuses empty, oversized and wrongly typed ones with a message each, storing none; previews a PDF', async () => {
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, LUGGAGE));
    if (!claim) throw new Error(`no claim ${LUGGAGE}`);
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contract/${claim.scope}/${claim.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    const panel = page.locator('section.claim-documents');
    await panel.getByLabel('Type of document').selectOption('receipt');

    // On a phone, "Take a photo" opens the camera (one image from the back camera).
    const camera = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Take a photo' }).click();
    const input = (await camera).element();
    expect(await input.getAttribute('capture')).toBe('environment');
    expect(await input.getAttribute('accept')).toBe('image/*');

    // Two files at once through the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose files or drop them here' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfFile()) },
      { name: 'receipt-2.png', mimeType: 'image/png', buffer: Buffer.from(pngFile()) },
    ]);
    // Three more dropped onto the zone (as from a desktop): empty, over 10 MB, text named .png.
    const dropped = await page.evaluateHandle(() => {
      const dt = new DataTransfer();
      dt.items.add(new File([], 'empty.pdf', { type: 'application/pdf' }));
      dt.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
      dt.items.add(new File(['just some text'], 'notes.png', { type: 'image/png' }));
      return dt;
    });
    await panel
      .getByRole('button', { name: 'Choose files or drop them here' })
      .dispatchEvent('drop', { dataTransfer: dropped });
    const rows = panel.locator('li.upload-row');
    await expect.poll(() => rows.count()).toBe(5);
    await panel.getByRole('button', { name: 'Upload', exact: true }).click();

    await panel.getByText('receipt.pdf was uploaded.').waitFor();
    await panel.getByText('receipt-2.png was uploaded.').waitFor();
    const reason = async (name: string) => {
      const alert = rows.filter({ hasText: name }).getByRole('alert');
      await alert.waitFor();
      return alert.textContent();
    };
    // Each refusal says why in words (never the API's code).
    expect(await reason('empty.pdf')).toMatch(/empty/i);
    expect(await reason('huge.pdf')).toMatch(/10 MB/);
    expect(await reason('notes.png')).toMatch(/PDF.*JPEG.*PNG/);
    expect(await rows.getByRole('alert').allTextContents()).not.toContainEqual(
      expect.stringMatching(/file_/),
    );
    const stored = await server.db
      .select({ name: claimDocuments.fileName })
      .from(claimDocuments)
      .where(eq(claimDocuments.claimId, claim.id));
    expect(stored.map((d) => d.name).sort()).toEqual(['receipt-2.png', 'receipt.pdf']);

    // A PDF's preview opens the document itself, inline, in a new tab.
    const preview = panel.getByRole('link', { name: 'Preview receipt.pdf' });
    expect(await preview.getAttribute('target')).toBe('_blank');
    const res = await page.request.get(await preview.evaluate((a: HTMLAnchorElement) => a.href));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toMatch(/^inline/);
    expect(
      Buffer.from(await res.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('a closed claim keeps its documents to read but takes no upload and no delete', async () => {
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, CLOSED));
    if (!claim) throw new Error(`no claim ${CLOSED}`);
    // A document from before the claim closed, stored as an upload would store it.
    await databaseFileStorage(server.db).put('e2e/closed-pass', pdfFile());
    await server.db.insert(claimDocuments).values({
      claimId: claim.id,
      kind: 'boarding_pass',
      fileName: 'old-pass.pdf',
      contentType: 'application/pdf',
      size: pdfFile().length,
      storageKey: 'e2e/closed-pass',
      createdAt: new Date(),
    });
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/contract/${claim.scope}/${claim.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    const panel = page.locator('section.claim-documents');
    await panel.getByText('Boarding pass: old-pass.pdf').waitFor();
    await panel.getByRole('link', { name: 'Download old-pass.pdf' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Delete old-pass.pdf' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: 'Choose files or drop them here' }).count()).toBe(0);
    await context.close();
  });
});
