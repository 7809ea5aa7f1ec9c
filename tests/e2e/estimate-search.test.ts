import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the calculator finds airports and airlines by name, at 390 px', () => {
  it('"Frankfurt" offers FRA, "Lufthansa" offers LH; the answer names them in full and leads into the new-claim flow', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}/estimate`);
    await page.getByRole('heading', { name: 'EU 261 compensation calculator' }).waitFor();

    // From: a city typed in full, nothing cut; the keyboard chooses Frankfurt Main (FRA).
    const from = page.getByRole('combobox', { name: 'From (airport)' });
    await from.fill('Frankfurt');
    await page.getByRole('option', { name: /Frankfurt Main \(FRA\)/ }).waitFor();
    expect(await from.inputValue()).toBe('Frankfurt');
    await from.press('ArrowDown');
    await expect
      .poll(() => from.getAttribute('aria-activedescendant'))
      .toBe(await page.getByRole('option', { name: /Frankfurt Main \(FRA\)/ }).getAttribute('id'));
    await from.press('Enter');
    await expect.poll(() => from.inputValue()).toBe('Frankfurt Main (FRA)');

    // To: "New York" offers JFK (not New Orleans Lakefront, NEW); a click chooses it.
    const to = page.getByRole('combobox', { name: 'To (airport)' });
    await to.fill('New York');
    await page.getByRole('option', { name: /John F Kennedy International, New York \(JFK\)/ }).click();
    await expect.poll(() => to.inputValue()).toBe('John F Kennedy International, New York (JFK)');

    // Airline: "Lufthansa" offers LH.
    const airline = page.getByRole('combobox', { name: 'Airline' });
    await airline.fill('Lufthansa');
    await page.getByRole('option', { name: /^Lufthansa \(LH\)/ }).waitFor();
    expect(await airline.getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await airline.press('ArrowDown');
    await airline.press('Enter');
    await expect.poll(() => airline.inputValue()).toBe('Lufthansa (LH)');

    await page.getByLabel('What happened?').selectOption('delay');
    await page.getByLabel('Delay at arrival (hours)').fill('5');
    await page.getByRole('button', { name: 'Calculate' }).click();

    // Frankfurt–New York, 5 h late: Art. 7(1)(c), over 3,500 km, €600 (Sturgeon C-402/07).
    const result = page.locator('section.estimate');
    await expect.poll(() => result.locator('.estimate__amount').getAttribute('data-amount')).toBe('60000');
    await result.getByText('€600 per passenger').waitFor();
    expect(await result.locator('.estimate__route').textContent()).toContain(
      'Frankfurt Main (FRA) → John F Kennedy International, New York (JFK)',
    );
    expect(await result.locator('.estimate__route').textContent()).toContain('Lufthansa (LH)');
    expect(await result.textContent()).not.toContain(',-');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    // "Start a claim with these facts": signing in on the way keeps them.
    await result.getByRole('link', { name: 'Start a claim with these facts' }).click();
    await page.getByLabel('E-mail address').waitFor();
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.waitForURL(/\/new_contract\/fairplane$/);
    await expect.poll(() => page.getByLabel('Departure airport').inputValue()).toBe('FRA');
    expect(await page.getByLabel('Arrival airport').inputValue()).toBe('JFK');
    expect(await page.getByLabel('Airline').inputValue()).toBe('Lufthansa');
    expect(await page.getByLabel('Flight number').inputValue()).toBe('LH');
    expect(errors).toEqual([]);
    await context.close();
  });
});
