import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, toLanguageTag } from '../../contract';
import type { TestServer } from '../../server/testing';
import { axeViolations } from './support/axe';
import { newVisitor, startPortal } from './support/portal';

const title = (locale: string) =>
  (JSON.parse(readFileSync(`src/locales/${locale}/core.json`, 'utf8')) as { login: { title: string } }).login
    .title;

describe('languages in Chromium', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, browser } = await startPortal());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('switches the login page through all five languages and remembers the choice', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`${server.url}/login`);
    for (const locale of LOCALES) {
      await page.locator('select').first().selectOption(locale);
      await page.getByRole('heading', { level: 1, name: title(locale) }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(toLanguageTag(locale));
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title('nl_NL') }).waitFor();
    await context.close();
  });

  it('starts in German for an Austrian browser', async () => {
    const context = await browser.newContext({ locale: 'de-AT' });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: title('de_DE') }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    await context.close();
  });
});
