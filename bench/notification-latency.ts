import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from '../server/db/schema';
import {
  startTestServer,
  startTwoInstances,
  type TestServer,
  twoInstancesUnavailable,
} from '../server/testing';
import { launchChromium } from '../tests/e2e/support/chromium';
import { logIn } from '../tests/e2e/support/portal';

/**
 * Time from a notification's creation (the server call that stores and pushes it) to its toast in
 * Chromium: a MutationObserver in the page stamps the moment the toast element appears (same
 * machine, same clock). One instance (in-process socket.io), then two instances through Redis
 * when PostgreSQL and Redis are reachable. Prints the figures; not a timed test.
 * Run: npx tsx bench/notification-latency.ts [rounds]
 */
const ROUNDS = Number(process.argv[2] ?? 30);

async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { __toastSeen: seen });
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.notification-toast__subject')) {
        const key = el.textContent ?? '';
        seen[key] ??= performance.timeOrigin + performance.now();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

async function measure(create: TestServer, view: TestServer, label: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${view.url}/overview`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.locator('.notifications[data-realtime=connected]').waitFor();
    await watchToasts(page);
    const [demo] = await create.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    if (!demo) throw new Error('no demo user');
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const subject = `${label} latency ${i}`;
      const created = Date.now();
      await create.notify(demo.id, { priority: 'low', subject, content: '' });
      const shown = await page.waitForFunction(
        (s) => (window as unknown as { __toastSeen: Record<string, number> }).__toastSeen[s],
        subject,
        { polling: 5, timeout: 10_000 },
      );
      times.push(Number(await shown.jsonValue()) - created);
    }
    return times;
  } finally {
    await browser.close();
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function report(label: string, times: number[]) {
  const s = [...times].sort((x, y) => x - y);
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  console.info(
    `${label.padEnd(34)} n=${s.length}  median ${fmt(pct(s, 50))}  p95 ${fmt(pct(s, 95))}  min ${fmt(s[0] ?? NaN)}  max ${fmt(s.at(-1) ?? NaN)}`,
  );
}

console.info('Notification creation → toast in Chromium');
const single = await startTestServer({ seed: true, spa: true });
try {
  report('one instance (PGlite)', await measure(single, single, 'single'));
} finally {
  await single.close();
}
const unavailable = await twoInstancesUnavailable();
if (unavailable) console.info(`two instances via Redis: skipped (${unavailable})`);
else {
  const pair = await startTwoInstances({ spa: true });
  try {
    report('created on A, browser on B (Redis)', await measure(pair.a, pair.b, 'fanout'));
  } finally {
    await pair.close();
  }
}
