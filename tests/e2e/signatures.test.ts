import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPassengers, claims } from '../../server/db/schema';
import { pngFile, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { lastMailId, newestMail } from './support/dev-mailbox';
import { logIn, newVisitor, startPortal } from './support/portal';
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

/** The timeline section of a claim page, and whom it says the claim waits on. */
const timelineOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Timeline', exact: true }) });
const waitingOn = (page: Page) =>
  timelineOf(page).locator('dl > div', { hasText: 'Waiting on' }).locator('dd');

/** The SHA-256 (hex) of a file the page saved. */
async function savedSha256(download: Promise<Download>): Promise<string> {
  const path = await (await download).path();
  return createHash('sha256')
    .update(await readFile(path))
    .digest('hex');
}

describe('signatures in Chromium at 390 px', () => {
  it('demo uploads a boarding pass photo and signs with a drawn signature, a co-passenger signs through the mailed link, every passenger shows signed and the timeline says whom the claim waits on', async () => {
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-104127'));
    if (!claim) throw new Error('no demo claim');
    const owner = await newVisitor(browser);
    await owner.page.setViewportSize({ width: 390, height: 844 });
    await owner.page.goto(`${server.url}/contract/fairplane/${claim.id}`);
    await logIn(owner.page, 'demo@example.com', 'Demo1234');
    // The boarding pass photo first: the checklist is then complete.
    const documents = owner.page.locator('section.claim-documents');
    await documents.getByLabel('Type of document').selectOption('boarding_pass');
    const chooser = owner.page.waitForEvent('filechooser');
    await documents.getByRole('button', { name: 'Choose files or drop them here' }).click();
    await (
      await chooser
    ).setFiles({ name: 'boarding-pass.png', mimeType: 'image/png', buffer: Buffer.from(pngFile()) });
    await documents.getByRole('button', { name: 'Upload', exact: true }).click();
    await documents.getByText('All required documents are here.').waitFor();

    const panel = owner.page.locator('section.signatures');
    await panel.getByText('0 of 2 passengers have signed the assignment.').waitFor();

    // The owner signs for themselves with a drawn signature.
    await panel.getByRole('button', { name: 'Sign the assignment' }).click();
    await drawSignature(owner.page);
    expect(await axeViolations(owner.page)).toEqual([]);
    await confirmAndSign(owner.page);
    await panel.getByText('1 of 2 passengers have signed the assignment.').waitFor();

    // Thomas is an adult co-passenger: he gets a mailed link.
    await panel.getByRole('button', { name: 'Ask Thomas Becker to sign by e-mail' }).click();
    await panel.getByLabel('E-mail address of Thomas Becker').fill('thomas.becker@example.net');
    await panel.getByRole('button', { name: 'Send the signing link' }).click();
    await panel.getByText('Waiting for their signature').waitFor();
    expect(await axeViolations(owner.page)).toEqual([]);
    // Now the claim waits on the co-passenger alone.
    await owner.page.reload();
    await expect.poll(() => waitingOn(owner.page).textContent()).toBe('A co-passenger');

    // A reminder mails Thomas a fresh link; a second one at once is refused (rate-limited).
    const THOMAS = 'thomas.becker@example.net';
    await newestMail(server.url, THOMAS);
    const requested = await lastMailId(server.url, THOMAS);
    await panel.getByRole('button', { name: 'Remind Thomas Becker' }).click();
    await panel.getByRole('status').getByText('Reminder sent.').waitFor();
    const mail = await newestMail(server.url, THOMAS, requested);
    await panel.getByRole('button', { name: 'Remind Thomas Becker' }).click();
    await panel
      .getByRole('alert')
      .getByText(/too many requests/i)
      .waitFor();
    const link = mail.links.find((l) => l.includes('/sign/'));
    expect(link).toBeDefined();
    const co = await newVisitor(browser);
    await co.page.setViewportSize({ width: 390, height: 844 });
    await co.page.goto(link ?? '');
    await co.page.getByRole('heading', { name: 'Sign your assignment' }).waitFor();
    await co.page.getByText('Thomas Becker', { exact: true }).waitFor();
    expect(await axeViolations(co.page)).toEqual([]);
    await drawSignature(co.page);
    await confirmAndSign(co.page);
    const coDownload = co.page.waitForEvent('download');
    await co.page.getByRole('button', { name: 'Download your signed assignment' }).click();
    const coSha256 = await savedSha256(coDownload);
    expect(await co.page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'sid' }));
    expect(await axeViolations(co.page)).toEqual([]);

    // The claim page shows every passenger signed; nothing is wider than the phone.
    await owner.page.reload();
    await panel.getByText('2 of 2 passengers have signed the assignment.').waitFor();
    expect(await panel.getByText('Signed', { exact: true }).count()).toBe(2);
    // The owner downloads the same signed PDF Thomas saved, with the hash the page shows.
    const thomas = panel.getByRole('listitem', { name: /^Thomas Becker:/ });
    const ownerDownload = owner.page.waitForEvent('download');
    await thomas.getByRole('button', { name: "Download Thomas Becker's signed assignment" }).click();
    expect(await savedSha256(ownerDownload)).toBe(coSha256);
    expect(await thomas.locator('code').textContent()).toBe(coSha256);
    // The timeline has both signatures, and the claim, with its papers complete, now waits on the
    // claims service (the demo claim is in review) with nothing left for the customer to do.
    const timeline = timelineOf(owner.page);
    await timeline.getByText('Thomas Becker signed the assignment').waitFor();
    await expect.poll(() => waitingOn(owner.page).textContent()).toBe('Our claims team');
    expect(await timeline.getByText(/^Signature of /).count()).toBe(0);
    expect(await timeline.getByText(/^Document: /).count()).toBe(0);
    const width = await owner.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(owner.page)).toEqual([]);
    expect([...owner.errors, ...co.errors]).toEqual([]);
  });

  it('the owner signs for their minor child with a typed name; the child shows signed by the owner', async () => {
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-109856'));
    if (!claim) throw new Error('no demo claim');
    await server.db
      .insert(claimPassengers)
      .values({ claimId: claim.id, position: 9, firstName: 'Lena', lastName: 'Becker', email: null });
    const owner = await newVisitor(browser);
    await owner.page.setViewportSize({ width: 390, height: 844 });
    await owner.page.goto(`${server.url}/contract/fairplane/${claim.id}`);
    await logIn(owner.page, 'demo@example.com', 'Demo1234');
    const lena = owner.page.locator('section.signatures').getByRole('listitem', { name: /^Lena Becker:/ });
    await lena.getByRole('button', { name: 'Sign for my minor child Lena Becker' }).click();
    await lena.getByLabel('Or type your full name as your signature').fill('Julia Becker');
    await lena.getByRole('button', { name: 'Continue', exact: true }).click();
    await lena.getByRole('button', { name: 'Sign', exact: true }).click();
    await lena.getByText('Signed', { exact: true }).waitFor();
    await lena.getByText('your minor child').waitFor();
    await lena.getByText(/typed name/).waitFor();
    expect(await axeViolations(owner.page)).toEqual([]);
    expect(owner.errors).toEqual([]);
  });
});
