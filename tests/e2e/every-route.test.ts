import { mkdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  LOCALES,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  toLanguageTag,
  type Locale,
} from '../../contract';
import { claims, users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { distinctiveTexts, foreignTexts, keyRoots, rawKeys } from './support/locale-texts';
import { startPortal } from './support/portal';

/**
 * The route walk: every route, public and signed in, at a phone's and a desktop's width, in all
 * five languages, each language in fresh browser contexts and chosen the way a customer chooses it
 * (the language switch before login, the account's language after). Every page: no sideways
 * scrolling, no raw translation key, no distinctive text of another language; a screenshot of
 * each goes to test-results/screens/<locale>/<width>/ for review in the full walk (or with SCREENS=1).
 *
 * In English, every page at every width also gets an axe run.
 *
 * `npm test` walks 390 px in every language and 1280 px in English; `npm run test:walk`
 * (WALK=full) walks 320, 390 and 1280 px in every language.
 */
const FULL = process.env.WALK === 'full';
const SCREENS = FULL || process.env.SCREENS === '1';
const widthsFor = (locale: Locale): number[] =>
  FULL ? [320, 390, 1280] : locale === 'en_GB' ? [390, 1280] : [390];
const HEIGHT = 800;

type Route = { name: string; path: string; ready?: string };

/** Pages outside the dashboard (tokens are made up: the pages render their form or their refusal). */
const PUBLIC: Route[] = [
  { name: 'login', path: '/login', ready: 'form input[type=password]' },
  { name: 'forgot_user', path: '/forgot_user', ready: 'form' },
  { name: 'estimate', path: '/estimate', ready: 'form' },
  { name: 'expired_link', path: '/expired_link' },
  { name: 'activation', path: '/activation', ready: 'form' },
  { name: 'activation-code', path: '/activation/made-up-code', ready: 'form' },
  { name: 'activate-message', path: '/activate/message' },
  { name: 'set_password', path: '/set_password?code=made-up-code', ready: 'form' },
  { name: 'password_reset', path: '/password_reset/1/made-up-token', ready: 'form' },
  { name: 'two_factor_auth', path: '/two_factor_auth/made-up-token', ready: 'form' },
  { name: 'transfer_claim', path: '/transfer_claim/made-up/123456', ready: 'main p, main [role=alert]' },
  { name: 'sign', path: '/sign/made-up-token', ready: 'main [role=alert]' },
  { name: 'success_link_send', path: '/success_link_send' },
  { name: 'success_reset', path: '/success_reset' },
  { name: 'success_setpassword', path: '/success_setpassword' },
  { name: 'success_user', path: '/success_user' },
  { name: 'welcome_success', path: '/welcome_success' },
  { name: 'welcome_user', path: '/welcome_user' },
  { name: 'not-found', path: '/no/such/page' },
];

/** The customer's pages, the claim page first: the way a mailed link opens the portal. */
function customerRoutes(paid: number, active: number): Route[] {
  return [
    { name: 'contract', path: `/contract/fairplane/${paid}`, ready: 'table.grid tbody tr' },
    { name: 'overview', path: '/overview', ready: '.widgets' },
    { name: 'active_contracts', path: '/active_contracts', ready: '.claim-list li' },
    { name: 'closed_contracts', path: '/closed_contracts', ready: '.claim-list li' },
    { name: 'contract_claim', path: `/contract_claim/${active}`, ready: 'form' },
    { name: 'contract_claim-passengers', path: `/contract_claim/${active}/passengers`, ready: 'form' },
    { name: 'contract_claim-closed', path: `/contract_claim/${paid}`, ready: '.widgets' },
    { name: 'new_contract', path: '/new_contract', ready: '.widgets' },
    { name: 'new_contract-fairplane', path: '/new_contract/fairplane', ready: 'form' },
    { name: 'new_contract-ticket_refund', path: '/new_contract/ticket_refund', ready: 'form' },
    { name: 'new_contract-luggage_refund', path: '/new_contract/luggage_refund', ready: 'form' },
    { name: 'faq', path: '/faq', ready: '.widgets' },
    { name: 'account_data', path: '/account_data', ready: '.widgets' },
    { name: 'account_details', path: '/account_details', ready: 'form' },
    { name: 'claim_transfer', path: '/claim_transfer', ready: 'main form, main li' },
    { name: 'email_change', path: '/email_change/made-up-token', ready: 'main p' },
  ];
}

const ADMIN: Route[] = [{ name: 'admin', path: '/admin', ready: 'main form' }];

const roots = keyRoots();
const distinctive = distinctiveTexts();
const foreignFor = (locale: Locale) => LOCALES.filter((l) => l !== locale).flatMap((l) => distinctive[l]);

let server: TestServer;
let browser: Browser;
const started = Date.now();

beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  console.info(
    `every-route walk (${FULL ? 'full' : 'npm test'}): ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

/** A new device: an English browser, no stored choice. */
const freshContext = () => browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: HEIGHT } });

/** Signs in with the API the SPA uses, so the next page is the first one the portal renders. */
async function signIn(context: BrowserContext, email: string, password: string) {
  await context.request.get(`${server.url}/login_check`);
  const csrf = (await context.cookies(server.origin)).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const res = await context.request.post(`${server.url}/login`, {
    data: { email, password },
    headers: { [CSRF_HEADER]: csrf, [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE },
  });
  expect(res.status()).toBe(200);
}

/** Waits until the page is in `locale`, has its heading and content, and nothing is loading. */
async function settle(page: Page, locale: Locale, route: Route) {
  await page.waitForFunction(
    ({ lang, ready }) =>
      document.documentElement.lang === lang &&
      document.querySelector('main h1') !== null &&
      (!ready || document.querySelector(ready) !== null) &&
      document.querySelector('[aria-busy="true"], .widget--loading, .loading-indicator__spinner') === null,
    { lang: toLanguageTag(locale), ready: route.ready ?? null },
  );
}

/** What the page shows: its visible text, accessible names it sets, and the elements that stick out. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1) return false; // visually hidden (sr-only) or empty
        return r.right > width + 1 || r.left < -1 || r.width > width + 1;
      })
      .filter((el) => !el.closest('.skip-link'))
      .map((el) => `${describe(el)} (${Math.round(el.getBoundingClientRect().width)} px)`);
    // Touch targets of at least 44 × 44 px (controls, not links inside running text).
    const targets = [
      ...document.querySelectorAll(
        'button, select, textarea, input:not([type=hidden]):not([type=checkbox]):not([type=radio]), a.button, [role=tab], .main-menu__link, .tabs__tab',
      ),
    ]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && (r.width < 43.5 || r.height < 43.5);
      })
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${describe(el)} "${(el.textContent ?? '').trim().slice(0, 20)}" (${Math.round(r.width)}×${Math.round(r.height)})`;
      });
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: wide.slice(0, 10),
      small: targets.slice(0, 10),
      text: [document.title, document.body.innerText, ...attributes].join('\n'),
    };
  });
}

async function check(page: Page, locale: Locale, route: Route, width: number, problems: string[]) {
  await page.setViewportSize({ width, height: HEIGHT });
  await settle(page, locale, route);
  const seen = await inspect(page);
  const where = `${locale} ${width}px ${route.path}`;
  if (seen.scrollWidth > seen.width)
    problems.push(`${where}: scrollWidth ${seen.scrollWidth} > ${seen.width}`);
  if (seen.wide.length) problems.push(`${where}: wider than the viewport: ${seen.wide.join(', ')}`);
  if (seen.small.length) problems.push(`${where}: touch targets under 44 px: ${seen.small.join(', ')}`);
  if (locale === 'en_GB') {
    const violations = await axeViolations(page);
    if (violations.length) problems.push(`${where}: axe: ${violations.join('; ')}`);
  }
  const keys = rawKeys(seen.text, roots);
  if (keys.length) problems.push(`${where}: raw keys ${keys.join(', ')}`);
  const foreign = foreignTexts(seen.text, foreignFor(locale));
  if (foreign.length)
    problems.push(`${where}: other languages' texts ${foreign.map((f) => `"${f}"`).join(', ')}`);
  if (!SCREENS) return;
  const dir = `test-results/screens/${locale}/${width}`;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${route.name}.png`, fullPage: true });
}

async function walk(page: Page, locale: Locale, routes: Route[], problems: string[]) {
  for (const route of routes) {
    await page.goto(`${server.url}${route.path}`);
    for (const width of widthsFor(locale)) await check(page, locale, route, width, problems);
  }
}

async function setAccountLanguage(email: string, language: Locale) {
  await server.db.update(users).set({ language }).where(eq(users.email, email));
}

describe('every route, on a phone and a desktop, in every language', () => {
  it.each(LOCALES)(
    'walks every page in %s',
    async (locale) => {
      const problems: string[] = [];
      const errors: string[] = [];
      const [paid] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2025-087331'));
      const [active] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-104127'));

      // A visitor picks the language with the switch on the login page, then opens the public pages.
      const visitor = await freshContext();
      const publicPage = await visitor.newPage();
      publicPage.on('pageerror', (e) => errors.push(e.message));
      await publicPage.goto(`${server.url}/login`);
      await publicPage.locator('.language-switch select').selectOption(locale);
      await walk(publicPage, locale, PUBLIC, problems);
      await visitor.close();

      // A customer whose account is in this language opens a contract from a mail on a new device.
      await setAccountLanguage('demo@example.com', locale);
      const customer = await freshContext();
      await signIn(customer, 'demo@example.com', 'Demo1234');
      const customerPage = await customer.newPage();
      customerPage.on('pageerror', (e) => errors.push(e.message));
      await walk(customerPage, locale, customerRoutes(paid!.id, active!.id), problems);
      await customer.close();

      // The back office, for an admin whose account is in this language.
      await setAccountLanguage('admin@example.com', locale);
      const admin = await freshContext();
      await signIn(admin, 'admin@example.com', 'Admin1234');
      const adminPage = await admin.newPage();
      adminPage.on('pageerror', (e) => errors.push(e.message));
      await walk(adminPage, locale, ADMIN, problems);
      await admin.close();

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      // One language walks about 36 pages: on a busy machine that takes longer than a single test's
      // usual limit, so the walk has its own.
    },
    360_000,
  );
});

describe('the phone header', () => {
  it('is one compact bar whose menu button is a disclosure (Escape, navigation, focus)', async () => {
    await setAccountLanguage('demo@example.com', 'en_GB');
    const context = await freshContext();
    await signIn(context, 'demo@example.com', 'Demo1234');
    const page = await context.newPage();
    await page.goto(`${server.url}/overview`);
    const header = page.locator('header');
    const toggle = header.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await toggle.waitFor();
    // One bar of about one touch target's height, at 390 px and at 320 px.
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
    await page.setViewportSize({ width: 320, height: HEIGHT });
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(80);
    await page.setViewportSize({ width: 390, height: HEIGHT });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await nav.waitFor({ state: 'hidden' });
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await panel.count()).toBe(1);

    // Keyboard: Enter opens, the menu follows the button in tab order, Escape closes and keeps focus.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await nav.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    mkdirSync('test-results/screens', { recursive: true });
    await page.screenshot({ path: 'test-results/screens/phone-menu-open.png' });
    for (const link of await nav.getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // A menu link navigates and closes the menu; the new page's heading gets focus, without a box.
    await toggle.click();
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL(`${server.url}/faq`);
    await nav.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const heading = page.locator('main h1');
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');

    // Wide: no button, the menu in the header as before.
    await page.setViewportSize({ width: 1280, height: HEIGHT });
    await nav.waitFor();
    await toggle.waitFor({ state: 'hidden' });
    await context.close();
  });
});
