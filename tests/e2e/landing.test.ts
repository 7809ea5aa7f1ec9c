import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaim, createUser, givePapers } from '../../server/seed/builders';
import type { TestServer } from '../../server/testing';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  ({ server, browser } = await startPortal());
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Signs in through the login form at `path` and waits for the page the portal lands on. */
async function landing(path: string, email: string, password: string, expected: string) {
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${server.url}${path}`);
  await logIn(visitor.page, email, password);
  await visitor.page.waitForURL(`${server.url}${expected}`);
  return visitor;
}

/** A customer whose one active claim has all its papers (it waits on the claims team) and one closed claim. */
async function customerWithNothingToDo(email: string, admin = false) {
  const user = await createUser(server.db, { email, password: 'Calm1234', first_name: 'Nora', admin });
  const active = await createClaim(server.db, {
    user_id: user.id,
    history: [{ status: 'in_review', at: '2026-09-01T10:00:00Z' }],
  });
  await givePapers(server.db, active.id);
  await createClaim(server.db, {
    user_id: user.id,
    history: [
      { status: 'submitted', at: '2026-03-01T10:00:00Z' },
      { status: 'withdrawn', at: '2026-03-09T10:00:00Z' },
    ],
  });
  return user;
}

describe('where the login form lands, in Chromium', () => {
  it('the demo customer, whose claims need them, lands on the overview with what they need to do first', async () => {
    const { context, page, errors } = await landing('/login', 'demo@example.com', 'Demo1234', '/overview');
    // Demo claim FP-2026-104127 is in review with neither a boarding pass nor a signature.
    const todo = page.getByRole('region', { name: 'Needs you now' });
    await todo.locator('li', { hasText: 'FP-2026-104127' }).getByRole('link').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a customer with nothing to do lands on the active contracts', async () => {
    await customerWithNothingToDo('calm@example.com');
    const { context, page, errors } = await landing(
      '/login',
      'calm@example.com',
      'Calm1234',
      '/active_contracts',
    );
    const cards = page.getByRole('list', { name: 'Your active contracts' }).locator('article.claim-card');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.getByText('Action needed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an explicit redirect wins over the overview', async () => {
    const { context } = await landing('/login/%2Ffaq', 'demo@example.com', 'Demo1234', '/faq');
    await context.close();
  });

  it('an admin keeps landing on the active contracts, even when a claim of their own needs them', async () => {
    const admin = await customerWithNothingToDo('desk@example.com', true);
    // A claim of the admin's own without papers: it needs its owner.
    await createClaim(server.db, { user_id: admin.id });
    const { context, page } = await landing('/login', 'desk@example.com', 'Calm1234', '/active_contracts');
    await page.getByText('Action needed').first().waitFor();
    await context.close();
  });
});
