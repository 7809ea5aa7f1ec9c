import { readdirSync, readFileSync } from 'node:fs';
import { request, type Locator, type Page } from 'playwright-core';
import { mergeAreas, type Tree } from '../../../src/locales/merge';
import { isSpecKey, specText } from '../../spec-texts';
import type { ReplayEnv } from '../catalogue';
import { failedLoads, inFlight } from './network';

/** The SPA's English texts, src/locales/en_GB/<area>.json (the replay's browser speaks en-GB). */
const dir = new URL('../../../src/locales/en_GB/', import.meta.url);
const en = mergeAreas(
  Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file, JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Tree]),
  ),
);

export function t(key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`en_GB.json has no text "${key}"`);
  return text;
}

/**
 * The English text of an API message code: a SPEC §5/§8 message from the SPEC table
 * (tests/spec-texts.ts), any other message (the portal's own) from en_GB.
 */
export function messageText(code: string): string {
  const key = `api.${code}`;
  return isSpecKey(key) ? specText(key) : t(key);
}

/** What the replay looks at, by role and accessible name as a user (or screen reader) finds it. */
export const ui = {
  emailField: (page: Page) => page.getByLabel(t('login.email')),
  loginButton: (page: Page) => page.getByRole('button', { name: t('login.submit'), exact: true }),
  loggingInButton: (page: Page) => page.getByRole('button', { name: t('login.submitting'), exact: true }),
  formAlert: (page: Page) => page.locator('form [role=alert]'),
  mainMenu: (page: Page) => page.getByRole('navigation', { name: t('layout.main_menu') }),
  logoutButton: (page: Page) => page.getByRole('button', { name: t('layout.logout'), exact: true }),
  menuLink: (page: Page, id: string) => ui.mainMenu(page).getByRole('link', { name: t(`menu.${id}`) }),
  alertDialog: (page: Page) => page.getByRole('alertdialog'),
  spinner: (page: Page) => page.locator('[role=status].loading-indicator .loading-indicator__spinner'),
};

export const isVisible = (locator: Locator) => locator.first().isVisible();
export const isEnabled = async (locator: Locator) =>
  (await locator.count()) === 1 && (await locator.isEnabled());

export type Check = [what: string, holds: () => Promise<boolean>];
export const shows = (what: string, locator: Locator): Check => [what, () => isVisible(locator)];
export const lacks = (what: string, locator: Locator): Check => [
  what,
  async () => !(await isVisible(locator)),
];

/**
 * Polls until every check holds; fails naming those that do not. Up to 15 s, like `expect.poll`
 * (vitest.config.ts): a busy machine may take seconds to build a signed PDF or refetch what an
 * action changed; a wrong state still fails, only later.
 */
export async function expectUi(checks: Check[], timeout = 15_000): Promise<void> {
  const end = Date.now() + timeout;
  for (;;) {
    const failing: string[] = [];
    for (const [what, holds] of checks) if (!(await holds().catch(() => false))) failing.push(what);
    if (!failing.length) return;
    if (Date.now() > end) throw new Error(`the page does not show: ${failing.join('; ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the page shows now: URL, visible text, dialog, buttons, spinner, pending API calls. */
export async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page is closed';
  const text = squash(
    await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => ''),
  );
  const buttons = await page
    .getByRole('button')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `"${(el.textContent ?? '').trim()}"${(el as HTMLButtonElement).disabled ? ' (disabled)' : ''}`,
      ),
    )
    .catch(() => []);
  const dialog = (await isVisible(ui.alertDialog(page)).catch(() => false))
    ? squash(await ui.alertDialog(page).innerText())
    : 'none';
  return [
    `url: ${page.url()}`,
    `visible text: ${text.length > 600 ? `${text.slice(0, 599)}…` : text || '(none)'}`,
    `alert dialog: ${dialog}`,
    `buttons: ${buttons.join(', ') || 'none'}`,
    `spinner: ${(await isVisible(ui.spinner(page)).catch(() => false)) ? 'visible' : 'not visible'}`,
    `API calls pending: ${inFlight(page).join(', ') || 'none'}`,
    ...(failedLoads(page).length ? [`failed page loads: ${failedLoads(page).join(', ')}`] : []),
  ].join('\n');
}

/** The seeded demo customer (server demo data). */
export const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

const XRW = { 'x-requested-with': 'XMLHttpRequest' };

async function csrfToken(cookies: { name: string; value: string }[]): Promise<string> {
  const token = cookies.find((c) => c.name === 'csrf_token')?.value;
  if (!token) throw new Error('the server set no csrf_token cookie');
  return token;
}

/** Signs the browser in over the API (as another tab of the same browser would). */
export async function signInElsewhere(page: Page, env: ReplayEnv, email: string, password: string) {
  const api = page.context().request;
  await api.get(`${env.url}/login_check`, { headers: XRW });
  const headers = { ...XRW, 'x-csrf-token': await csrfToken(await page.context().cookies(env.url)) };
  const res = await api.post(`${env.url}/login`, { data: { email, password }, headers });
  if (res.status() !== 200) throw new Error(`signing in ${email} answered ${res.status()}`);
}

/** Ends the browser's server session over the API (as a logout in another tab would). */
export async function signOutElsewhere(page: Page, env: ReplayEnv) {
  const headers = { ...XRW, 'x-csrf-token': await csrfToken(await page.context().cookies(env.url)) };
  const res = await page.context().request.post(`${env.url}/logout`, { headers });
  if (res.status() !== 200) throw new Error(`logging out answered ${res.status()}`);
}

/** A new customer whose address is locked: five wrong passwords from another client (SPEC §9). */
export async function lockedAccount(env: ReplayEnv): Promise<string> {
  const email = `locked-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await env.createUser(email, 'Locked1234');
  const api = await request.newContext();
  try {
    await api.get(`${env.url}/login_check`, { headers: XRW });
    const headers = { ...XRW, 'x-csrf-token': await csrfToken((await api.storageState()).cookies) };
    for (let i = 1; i <= 5; i++) {
      const res = await api.post(`${env.url}/login`, {
        data: { email, password: 'wrong-password' },
        headers,
      });
      if (res.status() !== 401) throw new Error(`wrong password #${i} for ${email} answered ${res.status()}`);
    }
  } finally {
    await api.dispose();
  }
  return email;
}
