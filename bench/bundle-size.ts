/**
 * Builds the SPA and measures the gzip size of the JavaScript a real Chromium
 * loads for the login page and for the active contracts page (signed in).
 * Part of `npm run bench` (bench/run.ts).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { startTestServer } from '../server/testing';
import { launchChromium } from '../tests/e2e/support/chromium';
import { logIn } from '../tests/e2e/support/portal';
import type { Figure } from './figure';

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

const figure = (key: string, label: string, files: string[]): Figure => ({
  key,
  label,
  value: Math.round(gzipKb(files) * 10) / 10,
  unit: 'KB',
  better: 'lower',
  detail: `${files.length} files`,
});

/** The built JS files (`/assets/…`) Chromium loads for /login and for /active_contracts signed in. */
export async function pageScripts(): Promise<{ login: string[]; active: string[] }> {
  const server = await startTestServer({ seed: true, spa: true });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const login = await scriptsLoaded(page, `${server.url}/login`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    // Signed in: the landing page (the overview when a claim needs the customer, else the active contracts).
    await page.waitForURL(/\/(overview|active_contracts)$/);
    const fresh = await browser.newPage({ storageState: await page.context().storageState() });
    const active = await scriptsLoaded(fresh, `${server.url}/active_contracts`);
    return { login, active };
  } finally {
    await browser.close();
    await server.close();
  }
}

export async function measureBundles(): Promise<Figure[]> {
  execSync('npx vite build', { stdio: 'ignore' });
  const { login, active } = await pageScripts();
  return [
    figure('loginPageJsGzipKb', 'JS (gzip) loaded by /login', login),
    figure('activeContractsPageJsGzipKb', 'JS (gzip) loaded by /active_contracts, signed in', active),
  ];
}
