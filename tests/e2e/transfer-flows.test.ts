import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { newestMail } from './support/dev-mailbox';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal('/kunden'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ownerOf = async (claimId: number) => {
  const [row] = await server.db
    .select({ email: users.email })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(eq(claims.id, claimId));
  return row?.email;
};

/** Signs demo in, opens /claim_transfer and requests a transfer of the first listed claim to `to`. */
async function requestTransfer(page: Page, to: string): Promise<{ claimId: number; caseNumber: string }> {
  await page.goto(`${server.url}/claim_transfer`);
  await logIn(page, 'demo@example.com', 'Demo1234');
  const manage = page.getByRole('button', { name: /^Transfer contract / }).first();
  await manage.waitFor();
  const caseNumber = ((await manage.textContent()) ?? '').replace('Transfer contract ', '').trim();
  const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!claim) throw new Error(`no claim ${caseNumber}`);
  await manage.click();
  await page.getByLabel('New e-mail address').fill(to);
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByText(`Transfer pending to ${to}`).first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
  return { claimId: claim.id, caseNumber };
}

describe('claim transfer in Chromium', () => {
  it('demo transfers a claim to other@example.com, who accepts through the mailed link and owns it', async () => {
    const owner = await newVisitor(browser);
    const { claimId, caseNumber } = await requestTransfer(owner.page, 'other@example.com');
    // A reload restores the pending state from GET /claim_transfer/{claim_id}.
    await owner.page.reload();
    await owner.page.getByText('Transfer pending to other@example.com').first().waitFor();

    const mail = await newestMail(server.url, 'other@example.com');
    const link = mail.links.find((l) => l.includes('/transfer_claim/'));
    expect(link).toBeDefined();
    const other = await newVisitor(browser);
    await other.page.goto(link ?? '');
    await other.page.getByRole('heading', { name: 'Transfer accepted' }).waitFor();
    expect(await ownerOf(claimId)).toBe('other@example.com');
    expect(await axeViolations(other.page)).toEqual([]);
    await other.page.getByRole('button', { name: 'Open the contract' }).click();
    await other.page.waitForURL(`${server.url}/contract/**`);
    // The new owner (whose language, Dutch, now applies) lists it among their active contracts.
    await other.page.goto(`${server.url}/claim_transfer`);
    await other.page.getByRole('link', { name: new RegExp(caseNumber) }).waitFor();
    // The old owner got a notification toast in realtime and no longer lists the claim.
    await owner.page.locator('.notification-toast', { hasText: caseNumber }).waitFor();
    await owner.page.reload();
    await owner.page
      .getByRole('button', { name: /^Transfer contract / })
      .first()
      .waitFor();
    expect(await owner.page.getByRole('button', { name: `Transfer contract ${caseNumber}` }).count()).toBe(0);
    // The link is single use.
    const again = await newVisitor(browser);
    await again.page.goto(link ?? '');
    await again.page.getByText('This link has expired.').waitFor();
    expect([...owner.errors, ...other.errors]).toEqual([]);
    for (const v of [owner, other, again]) await v.context.close();
  });

  it('a transfer to a new address ends with that person setting a password', async () => {
    const owner = await newVisitor(browser);
    const { claimId } = await requestTransfer(owner.page, 'newcomer@example.com');
    const mail = await newestMail(server.url, 'newcomer@example.com');
    const newcomer = await newVisitor(browser);
    await newcomer.page.goto(mail.links[0] ?? '');
    await newcomer.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await newcomer.page.getByLabel('New password', { exact: true }).fill('short');
    await newcomer.page.getByLabel('Repeat the new password').fill('short');
    await newcomer.page.getByRole('button', { name: 'Save password' }).click();
    await newcomer.page.getByText(specText('api.password_too_short')).waitFor();
    await newcomer.page.getByLabel('New password', { exact: true }).fill('Harbour-Lantern-47');
    await newcomer.page.getByLabel('Repeat the new password').fill('Harbour-Lantern-47');
    await newcomer.page.getByRole('button', { name: 'Save password' }).click();
    await newcomer.page.waitForURL(`${server.url}/success_setpassword`);
    await newcomer.page
      .getByRole('heading', { level: 1, name: specText('success.password_saved') })
      .waitFor();
    expect(await ownerOf(claimId)).toBe('newcomer@example.com');
    // Then the welcome page, and from there into the portal (signed in by the link).
    await newcomer.page.getByRole('link', { name: 'Continue' }).click();
    await newcomer.page.waitForURL(`${server.url}/welcome_user`);
    await newcomer.page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    await newcomer.page.getByRole('link', { name: 'Go to my contracts' }).click();
    await newcomer.page.waitForURL(`${server.url}/active_contracts`);
    // The new password works for a fresh login (from the guarded list: where a login without a
    // target lands depends on whether the transferred claim needs its new owner).
    const fresh = await newVisitor(browser);
    await fresh.page.goto(`${server.url}/active_contracts`);
    await logIn(fresh.page, 'newcomer@example.com', 'Harbour-Lantern-47');
    await fresh.page.waitForURL(`${server.url}/active_contracts`);
    for (const v of [owner, newcomer, fresh]) await v.context.close();
  });

  it('a pending transfer shows on its claim card, whose link (like the menu) leads to /claim_transfer', async () => {
    const owner = await newVisitor(browser);
    const { page } = owner;
    const { claimId, caseNumber } = await requestTransfer(page, 'pending-card@example.com');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Active contracts' }).click();
    await page.waitForURL(`${server.url}/active_contracts`);
    const card = page.locator('article.claim-card', { hasText: caseNumber });
    await card.getByText('Transfer pending to pending-card@example.com').waitFor();
    // Only that card: the others have no transfer pending.
    await expect.poll(() => page.getByText(/^Transfer pending to /).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: 'Transfer to another e-mail address' }).click();
    await page.waitForURL(`${server.url}/claim_transfer?claim=${claimId}`);
    const manage = page.getByRole('button', { name: `Transfer contract ${caseNumber}` });
    await expect.poll(() => manage.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Cancel transfer' }).click();
    await page.getByText('Change e-mail address request cancelled!').waitFor();
    // The form is back; sent empty, its address is required (SPEC §5).
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText(specText('api.required'), { exact: true }).waitFor();
    await expect.poll(() => page.getByText(specText('api.wrong_email')).count()).toBe(0);

    await menu.getByRole('link', { name: 'Active contracts' }).click();
    await card.waitFor();
    await expect.poll(() => page.getByText(/^Transfer pending to /).count()).toBe(0);
    await menu.getByRole('link', { name: 'Transfer a contract' }).click();
    await page.waitForURL(`${server.url}/claim_transfer`);
    await manage.waitFor();
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });

  it('a page opened outside the prefix lands inside it (SPEC §7 prefix)', async () => {
    const { page, context } = await newVisitor(browser);
    const origin = new URL(server.url).origin;
    await page.goto(`${origin}/overview`);
    await page.waitForURL(`${server.url}/overview`);
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await context.close();
  });

  it('the owner cancels a pending transfer', async () => {
    const owner = await newVisitor(browser);
    await requestTransfer(owner.page, 'someone@example.com');
    await owner.page.getByRole('button', { name: 'Cancel transfer' }).click();
    await owner.page.getByText('Change e-mail address request cancelled!').waitFor();
    await owner.context.close();
  });
});
