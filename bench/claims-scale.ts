/**
 * /active_contracts for a customer with 10,000 claims against one with 4: the time from navigation
 * until the first claim card is visible, median of 3 loads each, in Chromium against the server on
 * PostgreSQL when reachable (else PGlite). Part of `npm run bench` (bench/run.ts); builds the SPA
 * when dist/ is missing.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { createUser } from '../server/seed/builders';
import { seedManyClaims } from '../server/db/many-claims';
import { createPostgresDatabase, postgresReachable, startTestServer } from '../server/testing';
import { launchChromium } from '../tests/e2e/support/chromium';
import { logIn } from '../tests/e2e/support/portal';
import { type Figure, median } from './figure';

const LOADS = 3;
const MANY = 10_000;
const PASSWORD = 'Bench1234';

async function firstCardTimes(
  browser: Browser,
  url: string,
  email: string,
): Promise<{ ms: number; cards: number }> {
  const context = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await logIn(page, email, PASSWORD);
    // Signed in: the landing page (the overview when a claim needs the customer, else the active contracts).
    await page.waitForURL(/\/(overview|active_contracts)$/);
    const times: number[] = [];
    let cards = 0;
    for (let i = 0; i < LOADS; i++) {
      const start = Date.now();
      await page.goto(`${url}/active_contracts`);
      await page.locator('article.claim-card').first().waitFor({ state: 'visible', timeout: 120_000 });
      times.push(Date.now() - start);
      cards = await page.locator('article.claim-card').count();
      // Loads are independent: the next starts once this page's requests after the first card
      // (the cards' transfer states, notifications...) are answered, not while the server still works on them.
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    }
    return { ms: median(times), cards };
  } finally {
    await context.close();
  }
}

export async function measureClaimsScale(): Promise<Figure[]> {
  if (!existsSync('dist/index.html')) execSync('npx vite build', { stdio: 'ignore' });
  const pg = (await postgresReachable()) ? await createPostgresDatabase('claims_bench') : undefined;
  const server = await startTestServer({
    seed: true,
    spa: true,
    rateLimitScale: 100,
    ...(pg ? { databaseUrl: pg.url } : {}),
  });
  const browser = await launchChromium();
  try {
    const few = 'bench-few@example.com';
    const many = 'bench-many@example.com';
    const fewUser = await createUser(server.db, { email: few, password: PASSWORD, first_name: 'Few' });
    await seedManyClaims(server.db, fewUser.id, 4);
    const manyUser = await createUser(server.db, { email: many, password: PASSWORD, first_name: 'Many' });
    await seedManyClaims(server.db, manyUser.id, MANY);
    const small = await firstCardTimes(browser, server.url, few);
    const large = await firstCardTimes(browser, server.url, many);
    return [
      {
        key: 'claims10kPer4FirstCard',
        label: `/active_contracts, ${MANY.toLocaleString('en')} ÷ 4 claims, first card`,
        value: Math.round((large.ms / small.ms) * 100) / 100,
        unit: '×',
        better: 'lower',
        detail: `${large.ms} ms vs ${small.ms} ms; ${large.cards} vs ${small.cards} cards in the DOM; ${pg ? 'PostgreSQL' : 'PGlite'}, median of ${LOADS}`,
      },
    ];
  } finally {
    await browser.close();
    await server.close();
    await pg?.drop();
  }
}
