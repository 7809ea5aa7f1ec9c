import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { users } from '../../server/db/schema';
import { launchChromium } from './support/chromium';
import { logIn, newVisitor } from './support/portal';
import { servicesUp, startTwoInstances } from '../../server/testing';

const up = await servicesUp('the two-instance fan-out test', ['postgres', 'redis']);

describe.skipIf(!up)('two instances, one PostgreSQL, one Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let browser: Browser;

  beforeAll(async () => {
    instances = await startTwoInstances({ spa: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await instances?.close();
  });

  it('a notification created through instance A reaches a browser connected to instance B', async () => {
    const { a, b } = instances;
    const { page, context } = await newVisitor(browser);
    await page.goto(`${b.url}/overview`);
    await logIn(page, 'demo@example.com', 'Demo1234');
    await page.locator('.notifications[data-realtime=connected]').waitFor();
    const [demo] = await a.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    if (!demo) throw new Error('no demo user');
    await a.notify(demo.id, { priority: 'medium', subject: 'Sent through A', content: 'Seen on B.' });
    await page.locator('.notification-toast', { hasText: 'Sent through A' }).waitFor();
    await a.notify(demo.id, {
      priority: 'high',
      subject: 'Blocking from A',
      content: 'Also on B.',
      actions: [{ label: 'Show', url: '/active_contracts' }],
    });
    await page.getByRole('alertdialog', { name: 'Blocking from A' }).waitFor();
    await context.close();
  });
});
