import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaim } from '../../server/seed/builders';
import { claimPassengers, claimPayoutDetails, claimSignatures, users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
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

/**
 * An open claim of the demo customer (the demo's only claim with payout accounts is paid out):
 * Julia signed her assignment and set her payout account, Lena has a payout account.
 */
async function claimWithDependents() {
  const [demo] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  const claim = await createClaim(server.db, {
    user_id: demo!.id,
    history: [{ status: 'in_review', at: '2026-05-01T09:00:00Z' }],
    passengers: [
      { first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' },
      { first_name: 'Lena', last_name: 'Becker', email: null },
    ],
    payout_accounts: [
      { holder: 'Julia Becker', iban: 'DE89370400440532013000' },
      { holder: 'Lena Becker', iban: 'DE89370400440532013000' },
    ],
  });
  const [julia, lena] = await server.db
    .select({ id: claimPassengers.id })
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claim.id))
    .orderBy(claimPassengers.position);
  await server.db.insert(claimSignatures).values({
    claimId: claim.id,
    passengerId: julia!.id,
    role: 'owner',
    status: 'signed',
    locale: 'en_GB',
    signedAt: new Date(),
  });
  return { id: claim.id, julia: julia!.id, lena: lena!.id };
}

/** What hangs on the claim's passengers, by passenger id. */
async function dependentsOf(claimId: number) {
  const passengers = await server.db
    .select({ id: claimPassengers.id })
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claimId));
  const signed = await server.db
    .select({ passenger: claimSignatures.passengerId, status: claimSignatures.status })
    .from(claimSignatures)
    .where(eq(claimSignatures.claimId, claimId));
  const accounts = await server.db
    .select({ passenger: claimPayoutDetails.passengerId })
    .from(claimPayoutDetails)
    .where(eq(claimPayoutDetails.claimId, claimId));
  return {
    passengers: passengers.map((p) => p.id).sort(),
    signed: signed.map((s) => `${s.passenger}:${s.status}`),
    accounts: accounts.map((a) => a.passenger).sort(),
  };
}

describe('claim editor in Chromium', () => {
  it('saving unchanged keeps every passenger, signature and payout account; removing one asks first', async () => {
    const claim = await claimWithDependents();
    const before = await dependentsOf(claim.id);
    expect(before).toEqual({
      passengers: [claim.julia, claim.lena].sort(),
      signed: [`${claim.julia}:signed`],
      accounts: [claim.julia, claim.lena].sort(),
    });
    const { context, page, errors } = await newVisitor(browser);
    await page.goto(`${server.url}/contract_claim/${claim.id}`);
    await logIn(page, 'demo@example.com', 'Demo1234');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('status').getByText('Update successful!').waitFor();
    expect(await dependentsOf(claim.id)).toEqual(before);

    // Removing Lena names her payout account and removes nothing until confirmed.
    await page.goto(`${server.url}/contract_claim/${claim.id}/passengers`);
    await page.getByRole('button', { name: 'Remove passenger 2' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const question = page.getByRole('group', { name: /Saving your changes also removes/ });
    await question.getByText('Lena Becker and their payout account').waitFor();
    const yes = question.getByRole('button', { name: 'Remove and save' });
    await expect.poll(() => yes.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await dependentsOf(claim.id)).toEqual(before);

    await yes.click();
    await page.getByRole('status').getByText('Update successful!').waitFor();
    expect(await dependentsOf(claim.id)).toEqual({
      passengers: [claim.julia],
      signed: [`${claim.julia}:signed`],
      accounts: [claim.julia],
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
