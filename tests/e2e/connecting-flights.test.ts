import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
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

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function fillFlight(
  page: Page,
  n: number,
  f: { airline?: string; number: string; date: string; from?: string; to: string },
) {
  const group = page.getByRole('group', { name: `Flight ${n}`, exact: true });
  if (f.airline) await group.getByLabel('Airline').fill(f.airline);
  await group.getByLabel('Flight number').fill(f.number);
  await group.getByLabel('Flight date').fill(f.date);
  if (f.from) await group.getByLabel('Departure airport').fill(f.from);
  await group.getByLabel('Arrival airport').fill(f.to);
}

describe('a connecting-flight claim in Chromium at 390 px', () => {
  it('files Hamburg → Frankfurt → New York: €600 for 5 hours late at New York; flights that do not connect are refused at the field', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.waitForURL(`${server.url}/overview`);
    await page.goto(`${server.url}/new_contract/fairplane`);
    await page.getByRole('heading', { level: 2, name: /Flight$/ }).waitFor();

    await fillFlight(page, 1, {
      airline: 'Lufthansa',
      number: 'LH5',
      date: '2026-09-01',
      from: 'HAM',
      to: 'FRA',
    });
    await page.getByRole('button', { name: 'Add a connecting flight' }).click();
    const second = page.getByRole('group', { name: 'Flight 2', exact: true });
    // The connecting flight leaves where the first one landed, until the customer types otherwise.
    await expect.poll(() => second.getByLabel('Departure airport').inputValue()).toBe('FRA');
    // A mistyped connection: it passes the client's format check, the server refuses it.
    await fillFlight(page, 2, {
      airline: 'Lufthansa',
      number: 'LH400',
      date: '2026-09-01',
      from: 'MUC',
      to: 'JFK',
    });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await next(page);
    await page.getByLabel('First name').fill('Julia');
    await page.getByLabel('Last name').fill('Becker');
    await next(page);
    await page.getByLabel('Which flight went wrong?').selectOption({ label: 'Flight 2: MUC → JFK' });
    await page.getByLabel('What happened?').selectOption('delay');
    await page.getByLabel('Delay at arrival (hours)').fill('5');
    await next(page);
    await page.getByRole('button', { name: 'Send claim' }).click();

    // 422: back at the flights, the message at the second flight's departure, everything kept.
    const departure = second.getByLabel('Departure airport');
    await second.getByText('This flight must leave from where the flight before it landed.').waitFor();
    expect(await departure.getAttribute('aria-invalid')).toBe('true');
    expect(await second.getByLabel('Flight number').inputValue()).toBe('LH400');
    await departure.fill('FRA');
    await next(page);
    expect(await page.getByLabel('First name').inputValue()).toBe('Julia');
    await next(page);

    // The whole journey, HAM → JFK over 3,500 km (Bossen C-559/16), 5 hours late at New York
    // (Folkerts C-11/11): €600 (Art. 7(1)(c)); over 4 hours, so not halved (Art. 7(2)(c)).
    await page.getByLabel('Which flight went wrong?').selectOption({ label: 'Flight 2: FRA → JFK' });
    const estimate = page.locator('.estimate');
    await estimate
      .filter({
        hasText:
          /from Hamburg \(HAM\) to John F Kennedy International, New York \(JFK\) via Frankfurt Main \(FRA\)/,
      })
      .waitFor();
    await estimate.getByText('€600 per passenger').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await next(page);

    await page.getByRole('heading', { level: 2, name: /Summary$/ }).waitFor();
    const route = page.locator('dl.facts div', { hasText: 'Route' }).locator('dd');
    await expect.poll(() => route.textContent()).toBe('HAM → FRA → JFK');
    await page.getByRole('button', { name: 'Send claim' }).click();

    await page.waitForURL(`${server.url}/active_contracts`);
    const card = page.locator('article.claim-card', { hasText: 'LH5, LH400' });
    await card.getByText('HAM → FRA → JFK').waitFor();
    const [row] = await server.db.select().from(claims).where(eq(claims.flightNumber, 'LH5'));
    expect(row).toMatchObject({ departureAirport: 'HAM', arrivalAirport: 'FRA', claimAmountCents: 60000 });
    expect(row!.connectingFlights).toEqual([
      {
        airline: 'Lufthansa',
        airline_code: 'LH',
        flight_number: 'LH400',
        flight_date: '2026-09-01',
        departure_airport: 'FRA',
        arrival_airport: 'JFK',
      },
    ]);
    await card.getByRole('link', { name: 'Show contract' }).click();
    const connecting = page.locator('dl.facts div', { hasText: 'Connecting flights' }).locator('dd');
    await expect.poll(() => connecting.textContent()).toMatch(/^LH400 FRA → JFK, /);
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
