import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EstimateResult, type EstimateRequest } from '../../contract';
import { TestBrowser, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** What POST /estimate answers an anonymous visitor. */
async function api(body: EstimateRequest): Promise<EstimateResult> {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  const res = await b.post('/estimate', body);
  expect(res.status).toBe(200);
  return EstimateResult.parse(res.json);
}

type Case = {
  name: string;
  request: EstimateRequest;
  /** Euro cents per passenger, from the regulation and the judgments (not from the implementation). */
  amount: number;
  /** How the page is filled in. */
  fill: (page: Page) => Promise<void>;
};

async function flight(page: Page, n: number, from: string, to: string, carrier: string) {
  const leg = page.getByRole('group', { name: `Flight ${n}` });
  await leg.getByLabel('From (airport)').fill(from);
  await leg.getByLabel('To (airport)').fill(to);
  await leg.getByLabel('Airline').fill(carrier);
}

const CASES: Case[] = [
  {
    name: 'Frankfurt–New York, 3 h 30 min late: €600 halved to €300 (Art. 7(2)(c), Sturgeon C-402/07)',
    request: {
      legs: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
      disruption: 'delay',
      arrival_delay_minutes: 210,
    },
    amount: 30000,
    fill: async (page) => {
      await flight(page, 1, 'fra', 'jfk', 'lh');
      await page.getByLabel('What happened?').selectOption('delay');
      await page.getByLabel('Delay at arrival (hours)').fill('3:30');
      // Germanwings C-452/13: the delay counts until a door opens at the final destination.
      await page.getByText(/final destination, counted until the first door opened/).waitFor();
    },
  },
  {
    name: 'Rome–Brussels–Hamburg, 3.5 h late: €250 on the great circle (Bossen C-559/16)',
    request: {
      legs: [
        { departure_airport: 'FCO', arrival_airport: 'BRU', carrier: 'SN' },
        { departure_airport: 'BRU', arrival_airport: 'HAM', carrier: 'SN' },
      ],
      disrupted_leg: 1,
      disruption: 'delay',
      arrival_delay_minutes: 210,
      reason: 'technical_fault',
    },
    amount: 25000,
    fill: async (page) => {
      await flight(page, 1, 'FCO', 'BRU', 'SN');
      await page.getByRole('button', { name: 'Add a connecting flight' }).click();
      await flight(page, 2, 'BRU', 'HAM', 'SN');
      await page.getByLabel('Which flight went wrong?').selectOption('1');
      await page.getByLabel('What happened?').selectOption('delay');
      await page.getByLabel('Delay at arrival (hours)').fill('3.5');
      await page.getByLabel('What reason did the airline give?').selectOption('technical_fault');
    },
  },
  {
    name: 'cancelled 10 days ahead, replacement 2 h 01 min earlier and 1 h later: €200 (Art. 5(1)(c)(ii), 7(2)(b))',
    request: {
      legs: [{ departure_airport: 'FRA', arrival_airport: 'LIS', carrier: 'LH' }],
      disruption: 'cancellation',
      notice_days: 10,
      rerouting: { departed_earlier_minutes: 121, arrived_later_minutes: 60 },
    },
    amount: 20000,
    fill: async (page) => {
      await flight(page, 1, 'FRA', 'LIS', 'LH');
      await page.getByLabel('What happened?').selectOption('cancellation');
      await page.getByLabel('How many days before departure').fill('10');
      await page.getByLabel('Did the airline offer you a replacement flight?').selectOption('yes');
      await page.getByLabel('How much earlier than planned did it leave? (hours)').fill('2:01');
      await page
        .getByLabel('How much later than planned did it reach your final destination? (hours)')
        .fill('1');
    },
  },
  {
    name: 'New York–Frankfurt on United, denied boarding: not covered (Art. 3(1)(b))',
    request: {
      legs: [{ departure_airport: 'JFK', arrival_airport: 'FRA', carrier: 'UA' }],
      disruption: 'denied_boarding',
      rerouting: null,
    },
    amount: 0,
    fill: async (page) => {
      await flight(page, 1, 'JFK', 'FRA', 'UA');
      await page.getByLabel('What happened?').selectOption('denied_boarding');
    },
  },
];

describe('the public EU 261 calculator in Chromium at 320 px', () => {
  it.each(CASES)('page and API agree: $name', async (c) => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 320, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Reachable without signing in, from the login page.
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'What am I owed? The EU 261 calculator' }).click();
    await page.waitForURL(`${server.url}/estimate`);
    await page.getByRole('heading', { name: 'EU 261 compensation calculator' }).waitFor();

    await c.fill(page);
    await page.getByRole('button', { name: 'Calculate' }).click();
    const result = page.locator('section.estimate');
    await result.waitFor();

    const answer = await api(c.request);
    expect(answer.amount_per_passenger).toBe(c.amount);
    await expect
      .poll(() => result.locator('.estimate__amount').getAttribute('data-amount'))
      .toBe(String(c.amount));
    expect(
      await result
        .locator('li[data-step]')
        .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-step'))),
    ).toEqual(answer.steps.map((s) => s.code));
    // Every step names its source.
    expect(await result.locator('.estimate__sources').count()).toBe(answer.steps.length);
    await result
      .getByText(c.amount > 0 ? 'per passenger' : 'No compensation is due.')
      .first()
      .waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works with the keyboard alone, and names a refused airline at its field', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 320, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/estimate`);
    await page.getByRole('heading', { name: 'EU 261 compensation calculator' }).waitFor();
    await page.getByLabel('From (airport)').focus();
    await page.keyboard.type('MUC');
    await page.keyboard.press('Tab');
    await page.keyboard.type('BCN');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Q0');
    await page.keyboard.press('Tab'); // Add a connecting flight
    await page.keyboard.press('Tab'); // What happened?
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('eu261-disruption');
    await page.keyboard.press('ArrowDown'); // Delay
    await expect.poll(() => page.getByLabel('What happened?').inputValue()).toBe('delay');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');

    // Refused: the message at the airline, which gets the focus.
    await page.getByText('We do not know this airline code.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('eu261-leg0-carrier');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('LH');
    await page.keyboard.press('Enter');
    // MUC–BCN 5 h late: €250 (Art. 7(1)(a), Sturgeon).
    await expect
      .poll(() => page.locator('section.estimate .estimate__amount').getAttribute('data-amount'))
      .toBe('25000');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
