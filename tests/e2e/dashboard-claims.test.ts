import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
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

async function signedIn(email = 'demo@example.com', password = 'Demo1234') {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}/login`);
  await logIn(visitor.page, email, password);
  // The demo customer's claims need them: they land on the overview.
  await visitor.page.waitForURL(`${server.url}/overview`);
  return visitor;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function fillFlight(
  page: Page,
  f: { airline: string; number: string; date: string; from: string; to: string },
) {
  await page.getByLabel('Airline').fill(f.airline);
  await page.getByLabel('Flight number').fill(f.number);
  await page.getByLabel('Flight date').fill(f.date);
  await page.getByLabel('Departure airport').fill(f.from);
  await page.getByLabel('Arrival airport').fill(f.to);
  await next(page);
}

const SCOPES = [
  {
    scope: 'fairplane',
    button: 'Report a flight problem',
    flight: { airline: 'Lufthansa', number: 'LH1832', date: '2026-08-14', from: 'MUC', to: 'BCN' },
    details: async (page: Page) => {
      await page.getByLabel('What happened?').selectOption('delay');
      await page.getByLabel('Delay at arrival (hours)').fill('4');
      await page
        .locator('.estimate')
        .filter({ hasText: /Great-circle distance .*Munich \(MUC\) → Barcelona \(BCN\)/ })
        .waitFor();
      // Whole euros through Intl, the English way.
      await page.getByText('€250 per passenger').waitFor();
    },
  },
  {
    scope: 'ticket_refund',
    button: 'Request a ticket refund',
    flight: { airline: 'Ryanair', number: 'FR6331', date: '2026-10-30', from: 'BCN', to: 'FCO' },
    details: async (page: Page) => {
      await page.getByText('up to 95% of your ticket costs').waitFor();
      await page.getByLabel('Ticket price (€)').fill('189,40');
    },
  },
  {
    scope: 'luggage_refund',
    button: 'Claim for luggage',
    flight: { airline: 'easyJet', number: 'U24851', date: '2026-07-05', from: 'CDG', to: 'BCN' },
    details: async (page: Page) => {
      await page.getByText('100% compensation').waitFor();
      await page.getByLabel('Invoice total (€)').fill('324.50');
      await page.getByLabel('Policy number').fill('LP-4471-2026-9999');
    },
  },
] as const;

describe('contracts in Chromium', () => {
  it.each(SCOPES)('starts a $scope claim, sees it in active contracts, opens it, edits it', async (s) => {
    const { context, page, errors } = await signedIn();
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('heading', { name: 'Your contracts at a glance' }).waitFor();
    await page.getByRole('link', { name: s.button }).click();
    await page.waitForURL(`${server.url}/new_contract/${s.scope}`);
    await page.getByRole('heading', { level: 2, name: /Flight$/ }).waitFor();
    await fillFlight(page, s.flight);
    await page.getByLabel('First name').fill('Julia');
    await page.getByLabel('Last name').fill('Becker');
    await next(page);
    await s.details(page);
    await next(page);
    await page.getByRole('heading', { level: 2, name: /Summary$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send claim' }).click();

    await page.waitForURL(`${server.url}/active_contracts`);
    await page.getByText('Thank you for your claim entry!').waitFor();
    const card = page.locator('article.claim-card', { hasText: s.flight.number }).first();
    await card.waitFor();
    await card.getByRole('link', { name: 'Show contract' }).click();
    await page.waitForURL(new RegExp(`/contract/${s.scope}/\\d+$`));
    await page.getByRole('heading', { name: 'Contract data' }).waitFor();
    await page.getByText(s.flight.number, { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Edit claim' }).click();
    await page.getByLabel('Flight number').waitFor();
    const edited = `${s.flight.number.slice(0, 2)}9${s.flight.number.slice(3)}`;
    await page.getByLabel('Flight number').fill(edited);
    await page.getByRole('link', { name: 'Passengers' }).click();
    await page.getByRole('button', { name: 'Add a passenger' }).click();
    await page.getByLabel('First name').nth(1).fill('Thomas');
    await page.getByLabel('Last name').nth(1).fill('Becker');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(specText('edit.saved')).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('link', { name: 'Back to the contract' }).click();
    await page.getByRole('heading', { name: 'Contract data' }).waitFor();
    await page.getByText(edited, { exact: true }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /^Thomas Becker$/ })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the claim amount once on the claim page, in the SPEC §9 format (€, two decimals)', async () => {
    const { context, page } = await signedIn();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Active contracts' })
      .click();
    const card = page.locator('article.claim-card', { hasText: 'TR-2026-020318' });
    await card.getByRole('link', { name: 'Show contract' }).click();
    await page.getByRole('heading', { name: 'Contract data' }).waitFor();
    const amount = page.locator('dl.facts div', { hasText: 'Claim amount' });
    await expect.poll(() => amount.locator('dd').textContent()).toBe('€179.93');
    await expect.poll(() => page.getByText(/claim amount/i).count()).toBe(1);
    await expect.poll(() => page.getByText(/\d,-/).count()).toBe(0);
    await context.close();
  });

  it('an empty step says which fields are required (SPEC §5), not that their values are invalid', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/new_contract/fairplane`);
    await page.getByRole('heading', { level: 2, name: /Flight$/ }).waitFor();
    await next(page);
    const airline = page.getByLabel('Airline');
    await expect.poll(() => airline.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText(specText('api.required'), { exact: true }).count()).toBe(5);
    await expect.poll(() => page.getByText('This value is not valid.').count()).toBe(0);
    await context.close();
  });

  it('keeps what the customer typed when the server answers 422, and shows the error at the field', async () => {
    const { context, page } = await signedIn();
    await page.goto(`${server.url}/new_contract/fairplane`);
    // ZZZ passes the client's format check; the server finds no such airport.
    await fillFlight(page, {
      airline: 'Lufthansa',
      number: 'LH1832',
      date: '2026-08-14',
      from: 'MUC',
      to: 'ZZZ',
    });
    await page.getByLabel('First name').fill('Julia');
    await page.getByLabel('Last name').fill('Becker');
    await next(page);
    await page.getByLabel('What happened?').selectOption('cancellation');
    await next(page);
    await page.getByRole('button', { name: 'Send claim' }).click();
    const arrival = page.getByLabel('Arrival airport');
    await page.getByText('This value is not valid.').waitFor();
    expect(await arrival.getAttribute('aria-invalid')).toBe('true');
    expect(await arrival.inputValue()).toBe('ZZZ');
    expect(await page.getByLabel('Flight number').inputValue()).toBe('LH1832');
    await arrival.fill('BCN');
    await next(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Julia');
    await context.close();
  });
});
