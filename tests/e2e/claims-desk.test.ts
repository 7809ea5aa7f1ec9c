import type { Browser, Page } from 'playwright-core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timeline } from '../../contract';
import { auditLog, claims, users } from '../../server/db/schema';
import { signedIn, type TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { localeTexts } from './support/locale-texts';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;
const en = localeTexts('en_GB');
const text = (key: string) => {
  const found = en.get(key);
  if (found === undefined) throw new Error(`no text ${key}`);
  return found;
};
const fill = (key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

/** The demo claim at "submitted" that a tester walks to "paid out" (docs/features/back-office-desk.md). */
const CASE = 'TR-2026-020318';

beforeAll(async () => {
  ({ server, browser } = await startPortal());
  await server.db.update(users).set({ language: 'en_GB' }).where(eq(users.email, 'admin@example.com'));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The value of one of the claim's facts on its desk page (e.g. its status), once it reads `value`. */
const fact = (page: Page, term: string, value: string) =>
  page
    .getByTestId('desk-facts')
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd', { hasText: new RegExp(`^${value}$`) })
    .waitFor();

async function changeStatus(page: Page, status: string) {
  const form = page.getByRole('form', { name: text('admin.desk.status.title') });
  await form.getByRole('combobox', { name: text('admin.desk.status.label') }).selectOption({
    label: text(`claims.status.${status}`),
  });
  await form.getByRole('button', { name: text('admin.desk.status.submit') }).click();
  await form
    .getByRole('status')
    .filter({ hasText: fill('admin.desk.status.done', { status: text(`claims.status.${status}`) }) })
    .waitFor();
  // The desk reloads the claim: its facts show the new status.
  await fact(page, text('admin.desk.detail.status'), text(`claims.status.${status}`));
}

describe('the claims desk in Chromium', () => {
  it('an admin finds a submitted claim and walks it to paid out; the customer sees every step', async () => {
    const admin = await newVisitor(browser);
    const { page } = admin;
    await page.goto(`${server.url}/login`);
    await logIn(page, 'admin@example.com', 'Admin1234');
    await page.getByRole('link', { name: text('admin.link') }).click();
    await page.getByRole('link', { name: text('admin.desk.link') }).click();
    await page.getByRole('heading', { level: 1, name: text('admin.desk.title') }).waitFor();

    // Filter: submitted claims waiting on the customer, then the reference.
    await page.getByRole('combobox', { name: text('admin.desk.stage_label') }).selectOption({
      label: text('admin.desk.stages.submitted'),
    });
    await page.getByRole('searchbox', { name: text('admin.desk.search_label') }).fill('020318');
    await page.getByRole('button', { name: text('admin.desk.filter') }).click();
    await page.waitForURL(/stage=submitted/);
    const group = page.getByRole('region', {
      name: fill('admin.desk.group', { who: text('admin.desk.waiting_on.customer'), count: '1' }),
    });
    expect(await axeViolations(page)).toEqual([]);
    await group.getByRole('link', { name: CASE }).click();
    await page
      .getByRole('heading', { level: 1, name: fill('admin.desk.claim_title', { case: CASE }) })
      .waitFor();
    await fact(page, text('admin.desk.detail.status'), text('claims.status.submitted'));
    expect(await axeViolations(page)).toEqual([]);

    // A jump is not offered: the lifecycle's next statuses only.
    const options = await page
      .getByRole('combobox', { name: text('admin.desk.status.label') })
      .locator('option')
      .allTextContents();
    expect(options).toEqual(['in_review', 'rejected', 'withdrawn'].map((s) => text(`claims.status.${s}`)));

    // A document request with a note, and a message.
    const documentForm = page.getByRole('form', { name: text('admin.desk.document.title') });
    await documentForm.getByRole('combobox', { name: text('admin.desk.document.label') }).selectOption({
      label: text('documents.item.ticket_invoice'),
    });
    await documentForm
      .getByRole('textbox', { name: text('admin.desk.document.note') })
      .fill('The invoice of your ticket, please.');
    await documentForm.getByRole('button', { name: text('admin.desk.document.submit') }).click();
    await documentForm
      .getByRole('status')
      .filter({ hasText: fill('admin.desk.document.done', { item: text('documents.item.ticket_invoice') }) })
      .waitFor();
    const messageForm = page.getByRole('form', { name: text('admin.desk.message.title') });
    await messageForm
      .getByRole('textbox', { name: text('admin.desk.message.label') })
      .fill('We have started to review your claim.');
    await messageForm.getByRole('button', { name: text('admin.desk.message.submit') }).click();
    await messageForm
      .getByRole('status')
      .filter({ hasText: text('admin.desk.message.done') })
      .waitFor();

    for (const status of ['in_review', 'accepted', 'airline_contacted', 'paid_out'])
      await changeStatus(page, status);

    // Closed: reopening and a message are all the desk offers.
    await fact(page, text('admin.desk.detail.stage'), text('admin.desk.stages.paid_out'));
    expect(await page.getByRole('form', { name: text('admin.desk.document.title') }).count()).toBe(0);
    expect(await page.getByRole('form', { name: text('admin.desk.court.title') }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(admin.errors).toEqual([]);

    // What the customer sees (their own API): closed, paid out, each step, the request and the message.
    const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, CASE));
    const customer = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const timeline = Timeline.parse((await customer.get(`/claims/${claim!.id}/timeline`)).json);
    expect(timeline.stage).toMatchObject({ status: 'paid_out', active: false, waiting_on: 'nobody' });
    expect(timeline.events.filter((e) => e.kind === 'status_changed').map((e) => e.detail.status)).toEqual([
      'in_review',
      'accepted',
      'airline_contacted',
      'paid_out',
    ]);
    expect(timeline.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'document_requested',
          actor: 'service',
          detail: { name: 'ticket_invoice', note: 'The invoice of your ticket, please.' },
        }),
        expect.objectContaining({
          kind: 'message',
          actor: 'service',
          detail: { note: 'We have started to review your claim.' },
        }),
      ]),
    );
    // Every step is audited with the admin as actor and the customer as the account concerned.
    const [adminUser] = await server.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const audited = await server.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorId, adminUser!.id),
          eq(auditLog.userId, claim!.userId),
          inArray(auditLog.event, ['claim_change_status', 'claim_ask_for_document', 'claim_message']),
        ),
      );
    expect(audited.map((a) => a.event).sort()).toEqual(
      ['claim_ask_for_document', 'claim_message', ...Array(4).fill('claim_change_status')].sort(),
    );
    await admin.context.close();
  });

  it('a customer who opens the desk is sent to the overview', async () => {
    const visitor = await newVisitor(browser);
    await visitor.page.goto(`${server.url}/login`);
    await logIn(visitor.page, 'demo@example.com', 'Demo1234');
    await visitor.page.waitForURL(/overview|active_contracts/);
    await visitor.page.goto(`${server.url}/admin/claims`);
    await visitor.page.waitForURL(`${server.url}/overview`);
    await visitor.context.close();
  });
});
