import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { logIn, newVisitor, recordApiCalls, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What every dashboard page asks for, whatever it shows: the session, menu, tracking settings, notifications. */
const DASHBOARD_FRAME = [
  'GET /login_check',
  'GET /menu',
  'GET /settings',
  'GET /notifications',
  'GET /notifications/unread_count',
];

/** Waits until every part of a claim's page shows its content (the paid claim: its settlement, no transfer). */
async function panelsShown(page: Page, caseNumber: string, paid: boolean) {
  const main = page.locator('main');
  const nextSteps = paid ? 'Closed: paid out' : 'What you need to do now';
  await main.locator('section.next-steps').getByRole('heading', { name: nextSteps }).waitFor();
  await main.locator('section.claim-timeline ol > li').first().waitFor();
  await main.locator('section.widget--card').getByText(caseNumber, { exact: true }).waitFor();
  await main.locator('section.widget--stepper li.stepper__step').first().waitFor();
  await main.locator('section.widget--grid').locator('table.grid, p.empty').first().waitFor();
  await main.locator('section.signatures li').first().waitFor();
  await main.locator('section.payout li').first().waitFor();
  // A closed claim's documents panel is its list only (no checklist).
  if (paid) await main.locator('section.claim-documents h3').waitFor();
  else await main.locator('section.claim-documents .claim-documents__checklist li').first().waitFor();
  if (paid) await main.locator('section.settlement').getByRole('button', { name: /PDF/ }).first().waitFor();
  else await main.locator('section.claim-transfer form').waitFor();
}

describe('a claim page loaded afresh, in Chromium', () => {
  it.each([
    ['the claim in review', 'FP-2026-104127', false],
    ['the paid claim', 'FP-2025-087331', true],
  ])(
    '%s shows every panel after at most 4 calls of its own, and asks for nothing twice',
    async (_, caseNumber, paid) => {
      const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber));
      const { context, page, errors } = await newVisitor(browser);
      await page.goto(`${server.url}/login`);
      await logIn(page, 'demo@example.com', 'Demo1234');
      // Signed in: the landing page (the overview or the active contracts) is shown.
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      // A new tab of the signed-in browser: only the claim page's own calls are recorded.
      const tab = await context.newPage();
      tab.on('pageerror', (e) => errors.push(e.message));
      const calls = recordApiCalls(tab);
      await tab.goto(`${server.url}/contract/fairplane/${claim!.id}`);
      await panelsShown(tab, caseNumber, paid);
      await tab.waitForLoadState('networkidle');

      expect(
        calls.filter((call, i) => calls.indexOf(call) !== i),
        'asked twice',
      ).toEqual([]);
      const own = calls.filter((call) => !DASHBOARD_FRAME.includes(call));
      expect(own.length, own.join('\n')).toBeLessThanOrEqual(4);
      expect(own).toContain(`GET /claims/${claim!.id}/page`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
