import { eq, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, settings, widgets } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
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

/** Tracking settings as the seed stores them: a JSON string (SPEC §3) in a jsonb column. */
const jsonString = (value: unknown) => sql`to_jsonb(${JSON.stringify(value)}::text)`;

async function signedIn(email = 'demo@example.com', password = 'Demo1234') {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/login`);
  await logIn(visitor.page, email, password);
  // The demo customer's claims need them: they land on the overview.
  await visitor.page.waitForURL(`${server.url}/overview`);
  return visitor;
}

describe('dashboard pages in Chromium', () => {
  it('renders every dashboard page with real content and no axe violations', async () => {
    const { context, page, errors } = await signedIn();
    const [paid] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2025-087331'));
    const [active] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-104127'));
    const pages: [string, string][] = [
      ['/overview', 'Your contracts at a glance'],
      ['/active_contracts', 'Show contract'],
      ['/closed_contracts', 'Show contract'],
      [`/contract/fairplane/${paid!.id}`, 'AF-EU261-88213'],
      [`/contract_claim/${active!.id}`, 'Save changes'],
      [`/contract_claim/${active!.id}/passengers`, 'Passenger 2'],
      [`/contract_claim/${paid!.id}`, 'This contract is closed and can no longer be changed.'],
      ['/new_contract', 'Start: Flight problem'],
      ['/faq', 'What am I entitled to when my flight is delayed?'],
      ['/account_data', 'Saved passengers'],
    ];
    for (const [path, text] of pages) {
      await page.goto(`${server.url}${path}`);
      await page.getByText(text).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    // the payments grid: money per SPEC §9, sorting by a column
    await page.goto(`${server.url}/contract/fairplane/${paid!.id}`);
    await page.getByRole('cell', { name: '€351.24' }).waitFor();
    await page.getByRole('button', { name: 'Amount' }).click();
    await page
      .getByRole('columnheader', { name: 'Amount' })
      .and(page.locator('[aria-sort="ascending"]'))
      .waitFor();
    expect(await page.locator('table.grid tbody tr').first().textContent()).toContain('-€148.76');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the FAQ in German and opens the answer', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/faq`);
    await page.getByText('What am I entitled to when my flight is delayed?').waitFor();
    await page.getByLabel('Language').selectOption('de_DE');
    await page.getByLabel('FAQ durchsuchen').fill('annulliert');
    await page.getByText('Passende Fragen: 1').waitFor();
    const region = page.getByRole('region', {
      name: 'Mein Flug wurde annulliert. Bekomme ich eine Entschädigung?',
    });
    await region.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('answers another customer’s claim id with "not found", leaking nothing', async () => {
    const [theirs] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-111402'));
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/contract/fairplane/${theirs!.id}`);
    await page.getByText('This contract was not found.').first().waitFor();
    expect(await page.getByText('FP-2026-111402').count()).toBe(0);
    await page.goto(`${server.url}/contract_claim/${theirs!.id}`);
    await page.getByText('This contract was not found.').waitFor();
    await context.close();
  });

  it('saves templates (IBAN checked) and offers them in a new claim', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/account_data`);
    await page.getByLabel('Account holder').fill('Julia Becker');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('This value is not valid.').waitFor();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('Julia Becker: DE89 3704 0044 0532 0130 00', { exact: true }).waitFor();
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Last name').fill('Becker');
    await page.getByRole('button', { name: 'Save passenger' }).click();
    await page.getByText('Lena Becker', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/new_contract/ticket_refund`);
    await page.getByLabel('Airline').fill('Ryanair');
    await page.getByLabel('Flight number').fill('FR6331');
    await page.getByLabel('Flight date').fill('2026-10-30');
    await page.getByLabel('Departure airport').fill('BCN');
    await page.getByLabel('Arrival airport').fill('FCO');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Add saved passenger Lena Becker' }).click();
    expect(await page.getByLabel('First name').inputValue()).toBe('Lena');
    await context.close();
  });

  it('reports navigation to the heat-map adapter configured by Tracking.settings', async () => {
    await server.db
      .update(settings)
      .set({ value: jsonString({ heatmap: { enabled: true, site_id: 'e2e', queue: '_hmq' } }) })
      .where(eq(settings.key, 'tracking'));
    try {
      const { context, page } = await signedIn();
      await page.getByRole('link', { name: 'FAQ' }).click();
      await page.waitForURL(`${server.url}/faq`);
      await page.waitForFunction(() =>
        ((window as unknown as { _hmq?: [string, { path: string }][] })._hmq ?? []).some(
          ([, v]) => v.path === '/faq',
        ),
      );
      const paths = await page.evaluate(() =>
        (window as unknown as { _hmq: [string, { path: string; site_id: string }][] })._hmq.map(
          ([k, v]) => `${k} ${v.path} ${v.site_id}`,
        ),
      );
      expect(paths).toEqual(expect.arrayContaining(['pageview /overview e2e', 'pageview /faq e2e']));
      await context.close();
    } finally {
      await server.db
        .update(settings)
        .set({ value: jsonString({ heatmap: { enabled: false, site_id: null } }) })
        .where(eq(settings.key, 'tracking'));
    }
  });

  it('sanitizes HTML widgets with DOMPurify', async () => {
    const evil = '<p id="x">Hi<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script></p>';
    const [html] = await server.db.select().from(widgets).where(eq(widgets.type, 'html'));
    await server.db
      .update(widgets)
      .set({ settings: JSON.stringify({ html: evil }) })
      .where(eq(widgets.id, html!.id));
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/faq`);
    await page.locator('.widget--html #x').waitFor();
    // The image has failed to load (its error event, where onerror would have run) before we look.
    await page
      .locator('.widget--html img')
      .evaluate((img: HTMLImageElement) =>
        img.complete ? undefined : new Promise((done) => img.addEventListener('error', done, { once: true })),
      );
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('.widget--html').innerHTML()).not.toMatch(/onerror|script/);
    await context.close();
  });
});
