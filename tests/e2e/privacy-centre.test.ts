import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { eq, inArray, max } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, ExportManifest } from '../../contract';
import { createUser } from '../../server/seed/builders';
import { claimPayments, claims, sessions, users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { localeTexts } from './support/locale-texts';
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

const PHONE = { locale: 'en-GB', viewport: { width: 390, height: 844 }, acceptDownloads: true };

async function signedInOnAccountPage(email: string, password: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${server.url}/account_details`);
  await logIn(page, email, password);
  const centre = page.locator('section.privacy');
  await centre.getByRole('heading', { name: 'Privacy centre' }).waitFor();
  await centre.scrollIntoViewIfNeeded();
  return { context, page, centre };
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function userId(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('privacy centre in Chromium at 390 px', () => {
  it('demo downloads everything as one zip whose manifest lists their data with matching hashes', async () => {
    const { context, page, centre } = await signedInOnAccountPage('demo@example.com', 'Demo1234');
    const download = page.waitForEvent('download');
    await centre.getByRole('button', { name: 'Download my data', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^claims-portal-data-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipSync(new Uint8Array(await readFile((await file.path())!)));
    const manifest = ExportManifest.parse(JSON.parse(new TextDecoder().decode(entries['manifest.json'])));
    const demoId = await userId('demo@example.com');
    expect(manifest.account).toEqual({ id: demoId, email: 'demo@example.com' });
    const demoClaims = await server.db.select().from(claims).where(eq(claims.userId, demoId));
    expect(manifest.sections.claims?.records).toBe(demoClaims.length);
    expect(Object.keys(manifest.sections).sort()).toEqual(
      [
        'audit_log',
        'claim_transfers',
        'claims',
        'documents',
        'email_changes',
        'notifications',
        'passkeys',
        'profile',
        'saved_templates',
        'sessions',
        'signatures',
      ].sort(),
    );
    for (const f of manifest.files) {
      expect(createHash('sha256').update(entries[f.path]!).digest('hex'), f.path).toBe(f.sha256);
    }
    const exported = JSON.parse(new TextDecoder().decode(entries['claims.json'])) as {
      case_number: string;
    }[];
    expect(exported.map((c) => c.case_number).sort()).toEqual(demoClaims.map((c) => c.caseNumber).sort());
    await centre.getByText('Your archive has been downloaded.').waitFor();
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("demo's deletion is refused with the active claims and the payment records kept, until when", async () => {
    const demoId = await userId('demo@example.com');
    const activeCases = (
      await server.db
        .select({ caseNumber: claims.caseNumber, status: claims.status })
        .from(claims)
        .where(eq(claims.userId, demoId))
    )
      .filter((c) => (ACTIVE_STATUSES as readonly string[]).includes(c.status))
      .map((c) => c.caseNumber);
    expect(activeCases.length).toBeGreaterThan(0);
    // The rule: payment records are kept until 31 December of the 10th year after the last payment.
    const paid = await server.db
      .select({ caseNumber: claims.caseNumber, last: max(claimPayments.at) })
      .from(claims)
      .innerJoin(claimPayments, eq(claimPayments.claimId, claims.id))
      .where(inArray(claims.userId, [demoId]))
      .groupBy(claims.id);
    expect(paid.length).toBeGreaterThan(0);

    const { context, page, centre } = await signedInOnAccountPage('demo@example.com', 'Demo1234');
    await centre.getByRole('button', { name: 'Delete account', exact: true }).click();
    const refusal = centre.getByRole('alert').filter({ hasText: 'Your account cannot be deleted yet.' });
    await refusal.waitFor();
    await refusal.getByText('These claims are still active:').waitFor();
    for (const c of activeCases) await refusal.getByText(c, { exact: true }).waitFor();
    await refusal.getByText('The law requires us to keep these records:').waitFor();
    for (const p of paid) {
      const year = p.last!.getUTCFullYear() + 10;
      await refusal.getByText(new RegExp(`${p.caseNumber} .*kept until 31/12/${year}`)).waitFor();
    }
    // No password was asked; nothing is deleted.
    expect(await centre.getByLabel('Current password').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await centre.getByRole('button', { name: 'Close', exact: true }).click();
    await centre.getByRole('button', { name: 'Delete account', exact: true }).waitFor();
    expect(await server.db.select().from(users).where(eq(users.id, demoId))).toHaveLength(1);
    await context.close();
  });

  it('a fresh customer without claims deletes their account: signed out everywhere, the login refused', async () => {
    const email = `fresh-${Date.now().toString(36)}@example.com`;
    await createUser(server.db, { email, password: 'Fresh1234', first_name: 'Frida', last_name: 'Neu' });
    const other = await signedInOnAccountPage(email, 'Fresh1234'); // a second device
    const { context, page, centre } = await signedInOnAccountPage(email, 'Fresh1234');
    const id = await userId(email);

    await centre.getByRole('button', { name: 'Delete account', exact: true }).click();
    await centre.getByText('This cannot be undone.', { exact: false }).waitFor();
    const confirm = centre.getByRole('button', { name: 'Delete my account for good', exact: true });
    // The destructive button waits for the explicit confirmation.
    expect(await confirm.isDisabled()).toBe(true);
    await centre.getByLabel('Current password').fill('Wrong1234');
    await centre.getByLabel('I understand that my account and my data will be deleted for good.').check();
    await confirm.click();
    await centre.getByText(localeTexts('en_GB').get('api.wrong_password')!).waitFor();
    expect(await server.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);

    await centre.getByLabel('Current password').fill('Fresh1234');
    await confirm.click();
    await centre.getByText('Your account and your data have been deleted.', { exact: false }).waitFor();
    expect(await server.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(390);

    await centre.getByRole('button', { name: 'To the login page', exact: true }).click();
    await page.waitForURL(/\/login/);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).waitFor();
    // The other device is signed out too: its next page load lands on the login page.
    await other.page.reload();
    await other.page.waitForURL(/\/login/);
    await other.page.getByRole('textbox', { name: 'E-mail address', exact: true }).waitFor();
    await other.context.close();
    // The address no longer signs in.
    await logIn(page, email, 'Fresh1234');
    await page.getByText(specText('api.wrong_credentials')).waitFor();
    await context.close();
  });
});
