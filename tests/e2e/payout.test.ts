import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema';
import { pdfPageTexts } from '../../server/domain/signatures/pdf-text';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { lastMailId, newestMail } from './support/dev-mailbox';
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

async function claimPage(caseNumber: string) {
  const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!claim) throw new Error(`no demo claim ${caseNumber}`);
  const visitor = await newVisitor(browser);
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await visitor.page.goto(`${server.url}/contract/${claim.scope}/${claim.id}`);
  await logIn(visitor.page, 'demo@example.com', 'Demo1234');
  return visitor;
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
}

describe('payout details and settlement statements in Chromium at 390 px', () => {
  it('demo enters an account with the password (a wrong one refused), changes it, gets a mail each time, sees both on the timeline', async () => {
    const { page, errors } = await claimPage('FP-2026-104127');
    const panel = page.locator('section.payout');
    const julia = panel.getByRole('listitem', { name: 'Julia Becker' });
    await julia.getByText('No account yet').waitFor();

    // Entered: the account, then the current password (a wrong one first).
    await julia.getByRole('button', { name: 'Enter the account of Julia Becker' }).click();
    await julia.getByLabel('Account holder').fill('Julia Becker');
    await julia.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await julia.getByRole('button', { name: 'Continue' }).click();
    await julia.getByLabel('Current password').fill('Wrong1234');
    await fitsThePhone(page);
    await julia.getByRole('button', { name: 'Save account' }).click();
    await julia.getByText('The password is not correct.').waitFor();
    const before = await lastMailId(server.url, 'demo@example.com');
    await julia.getByLabel('Current password').fill('Demo1234');
    await julia.getByRole('button', { name: 'Save account' }).click();
    await julia
      .getByText('The account of Julia Becker is saved. We have sent you an e-mail about it.')
      .waitFor();
    // The issue's own example of a masked IBAN.
    await julia.getByText('DE89 **** **** **** **30 00').waitFor();
    const first = await newestMail(server.url, 'demo@example.com', before);
    expect(first.subject).toBe('Contract FP-2026-104127: payout details saved');
    expect(first.text).toContain('DE89 **** **** **** **30 00');
    expect(first.text).not.toContain('0532');

    // Changed: to an account outside SEPA, which needs its BIC.
    await julia.getByRole('button', { name: 'Change again' }).click();
    await julia.getByLabel('IBAN', { exact: true }).fill('TR33 0006 1005 1978 6457 8413 26');
    await julia.getByRole('button', { name: 'Continue' }).click();
    await julia.getByText('Please enter the BIC: it is needed for accounts outside the SEPA area.').waitFor();
    await julia.getByLabel('BIC', { exact: true }).fill('TGBATRIS');
    await julia.getByRole('button', { name: 'Continue' }).click();
    await julia.getByLabel('Current password').fill('Demo1234');
    await julia.getByRole('button', { name: 'Save account' }).click();
    await julia.getByText('TR33 **** **** **** **** **13 26').waitFor();
    const second = await newestMail(server.url, 'demo@example.com', before + 1);
    expect(second.subject).toBe('Contract FP-2026-104127: payout details saved');
    expect(second.text).toContain('TR33 **** **** **** **** **13 26');

    const timeline = page.locator('section', {
      has: page.getByRole('heading', { name: 'Timeline', exact: true }),
    });
    await timeline.getByText('Payout account of Julia Becker set: DE89 **** **** **** **30 00').waitFor();
    await timeline
      .getByText('Payout account of Julia Becker changed: TR33 **** **** **** **** **13 26')
      .waitFor();
    await fitsThePhone(page);
    expect(errors).toEqual([]);
  });

  it("the paid demo claim's statement is on screen and its PDF download has the same amounts", async () => {
    const { page, errors } = await claimPage('FP-2025-087331');
    const statement = page.getByRole('article', { name: 'Settlement statement of Julia Becker' });
    // €500 from the airline for two passengers: €250 each; the 25 % fee is €62.50 and its 19 % VAT
    // €11.875, rounded half up to €11.88; fee with VAT €74.38; net €175.62 (the defaults of
    // SERVICE_FEE_PERCENT and VAT_PERCENT).
    const amounts = statement.locator('[data-amount] dd');
    await expect
      .poll(() => amounts.allTextContents())
      .toEqual(['€250.00', '€62.50', '€11.88', '€74.38', '€175.62']);
    await statement.getByText('Service fee (25%)').waitFor();
    await statement.getByText('VAT on the service fee (19%)').waitFor();
    await statement.getByText('Julia Becker, DE89 **** **** **** **30 00').waitFor();
    await statement.getByText('11/03/2026').waitFor();
    await page.getByText(/each rounded to the nearest cent, half a cent up/).waitFor();
    await fitsThePhone(page);

    const download = page.waitForEvent('download');
    await statement.getByRole('button', { name: 'Download the statement of Julia Becker (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('settlement-FP-2025-087331-1.pdf');
    const path = await file.path();
    const [text = ''] = await pdfPageTexts(new Uint8Array(await readFile(path)));
    const lines = text.replace(/\x80/g, '€').split('\n');
    // Every amount on screen is a line of the PDF, in the same order.
    const onScreen = await amounts.allTextContents();
    const inPdf = lines.filter((line) => onScreen.includes(line));
    expect(inPdf).toEqual(onScreen);
    expect(lines).toContain('Julia Becker, DE89 **** **** **** **30 00');
    expect(lines).toContain('11/03/2026');
    expect(errors).toEqual([]);
  });
});
