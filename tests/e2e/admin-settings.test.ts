import type { Browser } from 'playwright-core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { TestServer } from '../../server/testing';
import { specText } from '../spec-texts';
import { axeViolations } from './support/axe';
import { logIn, newVisitor, startPortal } from './support/portal';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startPortal());
  // The server language overrides the browser's (SPEC §4): these accounts use English here.
  await server.db
    .update(users)
    .set({ language: 'en_GB' })
    .where(inArray(users.email, ['admin@example.com']));
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('widget settings in Chromium', () => {
  it('an admin edits a widget in the generated form and the page shows the change at once', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(`${server.url}/login`);
    await logIn(page, 'admin@example.com', 'Admin1234');
    const backOffice = page.getByRole('link', { name: 'Back office' });
    await backOffice.waitFor();
    // The JSON-Schema form (@rjsf/core) is not part of the dashboard's bundle: only the back office loads it.
    expect(scripts.some((s) => s.includes('settings-form'))).toBe(false);
    await backOffice.click();
    await page.getByLabel('Page', { exact: true }).selectOption('overview');
    const preview = page.getByRole('region', { name: 'Page preview' });
    await preview
      .getByRole('link', { name: 'Report a flight problem' })
      .or(preview.getByRole('button', { name: 'Report a flight problem' }))
      .first()
      .waitFor();

    await page
      .getByRole('button', { name: /^button widget #/ })
      .first()
      .click();
    const editor = page.locator('.admin-widgets__form');
    const label = editor.locator('#widget_label');
    await label.waitFor();
    expect(scripts.some((s) => s.includes('settings-form'))).toBe(true);
    expect(await label.inputValue()).toBe('start.fairplane');

    // Invalid: the server answers 422 and the form shows the field error.
    await label.fill('');
    await editor.locator('#widget_path').fill('');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await editor.getByText(specText('api.required')).first().waitFor();

    await label.fill('start.luggage_refund');
    await editor.locator('#widget_path').fill('/new_contract/luggage_refund');
    await editor.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: /saved/ }).first().waitFor();
    await preview.getByText('Claim for luggage').first().waitFor();
    expect(await preview.getByText('Report a flight problem').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the theme editor reports text/background pairs that fail WCAG AA', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    await logIn(page, 'admin@example.com', 'Admin1234');
    await page.getByRole('link', { name: 'Back office' }).click();
    const report = page.getByRole('table');
    await report.waitFor();
    await page.getByLabel('Text', { exact: true }).fill('#aaaaaa');
    await page.getByText(/failing WCAG AA\): [1-9]/).waitFor();
    expect(await report.getByRole('row', { name: /Text \/ Background .*Fails AA/ }).count()).toBe(1);
    await context.close();
  });
});
