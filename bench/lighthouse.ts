/**
 * Lighthouse mobile performance of /login and of /active_contracts (signed in), the median of 3 runs
 * each (one run varies by ±15 points on a 2-core machine), in Debian's Chromium. Builds the SPA when
 * dist/ is missing, starts the server with the demo data and the built SPA, and signs in through
 * the login page in Lighthouse's Chromium for the signed-in runs.
 * Part of `npm run bench` (bench/run.ts).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startTestServer } from '../server/testing';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/support/chromium';
import { logIn } from '../tests/e2e/support/portal';
import { median, type Figure } from './figure';

const RUNS = 3;

type Run = { score: number; fcp: number; lcp: number; tbt: number };

/**
 * Signs the demo customer in through the real login page in Lighthouse's Chromium, so that its
 * cookie jar holds the session and the CSRF cookie (which the SPA reads from document.cookie).
 * Returns what clears the browser's HTTP cache before a run (the signed-in runs keep storage).
 */
async function signIn(port: number, url: string): Promise<() => Promise<void>> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${url}/login`);
  await logIn(page, 'demo@example.com', 'Demo1234');
  // Signed in: the landing page (the overview when a claim needs the customer, else the active contracts).
  await page.waitForURL(/\/(overview|active_contracts)$/);
  const cdp = await context.newCDPSession(page);
  return async () => void (await cdp.send('Network.clearBrowserCache'));
}

async function audit(port: number, url: string, signedIn: boolean): Promise<Run> {
  const result = await lighthouse(
    url,
    // Signed in: keep the cookies (the caller clears the HTTP cache instead).
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signedIn,
    },
    // Lighthouse's default: a mobile device on a slow 4G connection with a 4× slower CPU.
    { extends: 'lighthouse:default', settings: { formFactor: 'mobile' } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A lost session would measure the login page instead of the dashboard.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse ended on ${finalDisplayedUrl} instead of ${url}`);
  const ms = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
  };
}

function figure(key: string, label: string, runs: Run[]): Figure {
  const m = (pick: (r: Run) => number) => median(runs.map(pick));
  const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
  return {
    key,
    label,
    value: m((r) => r.score),
    unit: 'points',
    better: 'higher',
    detail: `median of ${runs.length}: ${runs.map((r) => r.score).join('/')}; FCP ${s(m((r) => r.fcp))}, LCP ${s(m((r) => r.lcp))}, TBT ${Math.round(m((r) => r.tbt))} ms`,
  };
}

export async function measureLighthouse(): Promise<Figure[]> {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' });
  const server = await startTestServer({ seed: true, spa: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath({ full: true }),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const login: Run[] = [];
    for (let i = 0; i < RUNS; i++) login.push(await audit(chrome.port, `${server.url}/login`, false));
    // After the login runs: each of them starts by clearing the origin's storage, cookies included.
    const clearCache = await signIn(chrome.port, server.url);
    const active: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      await clearCache();
      active.push(await audit(chrome.port, `${server.url}/active_contracts`, true));
    }
    return [
      figure('lighthouseLoginMobile', 'Lighthouse mobile performance, /login', login),
      figure('lighthouseActiveContractsMobile', 'Lighthouse mobile, /active_contracts', active),
    ];
  } finally {
    chrome.kill();
    await server.close();
  }
}
