/**
 * Builds the SPA and prints the gzip size of the JavaScript a real Chromium
 * loads for the login page and for the active contracts page (signed in),
 * against the budgets in bench/budgets.json. Exits 1 when over budget.
 *   npm run bench
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startTestServer } from '../server/testing';
import { launchChromium } from '../tests/e2e/support/browser';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Record<
  string,
  number
>;

/** Loads `path` and returns the built JS files it fetched. */
async function scriptsLoaded(page: Page, url: string): Promise<string[]> {
  const files = new Set<string>();
  const onResponse = (r: { url(): string }) => {
    const path = new URL(r.url()).pathname;
    const m = /\/assets\/[^/]+\.js$/.exec(path);
    if (m) files.add(m[0]);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return [...files];
}

const gzipKb = (files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join('dist', f)), { level: 9 }).length, 0) / 1024;

execSync('npx vite build', { stdio: 'ignore' });
const server = await startTestServer({ seed: true, spa: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const login = await scriptsLoaded(page, `${server.url}/login`);
  await page.getByLabel(/e-mail/i).fill('demo@example.com');
  await page.getByLabel(/password/i).fill('Demo1234');
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/active_contracts/);
  const fresh = await browser.newPage({ storageState: await page.context().storageState() });
  const active = await scriptsLoaded(fresh, `${server.url}/active_contracts`);

  const rows = [
    { page: 'login', files: login.length, kb: gzipKb(login), budget: budgets.loginPageJsGzipKb! },
    {
      page: 'active contracts',
      files: active.length,
      kb: gzipKb(active),
      budget: budgets.activeContractsPageJsGzipKb!,
    },
  ];
  console.info('page               JS files   gzip kB   budget kB');
  for (const r of rows) {
    console.info(
      `${r.page.padEnd(18)} ${String(r.files).padStart(8)} ${r.kb.toFixed(1).padStart(9)} ${String(r.budget).padStart(11)}`,
    );
  }
  const over = rows.filter((r) => r.kb > r.budget);
  if (over.length) {
    console.error(`Over budget: ${over.map((r) => r.page).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server.close();
}
