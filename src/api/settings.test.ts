import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { menuKeys, menuQuery } from './menu';
import { createQueryClient } from './query-client';
import { checkEmbedToken, saveSettings, settingsKeys, settingsQuery } from './settings';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /menu and /settings', () => {
  it('are read once per visit', async () => {
    expect(menuKeys.all).toEqual(['menu']);
    expect(menuQuery().queryKey).toEqual(['menu']);
    expect(menuQuery().staleTime).toBe(Infinity);
    api.answer(200, [{ label: 'menu.overview', path: '/overview' }]);
    expect(await createQueryClient().fetchQuery(menuQuery())).toEqual([
      { label: 'menu.overview', path: '/overview' },
    ]);
    expect(api.sent(0)).toMatchObject({ url: '/menu', method: 'GET' });
    expect(settingsKeys.all).toEqual(['settings']);
    expect(settingsQuery().queryKey).toEqual(['settings']);
    expect(settingsQuery().staleTime).toBe(Infinity);
    const settings = { Tracking: { settings: '{}' }, theme: null };
    api.answer(200, settings);
    expect(await createQueryClient().fetchQuery(settingsQuery())).toEqual(settings);
    expect(api.sent(1)).toMatchObject({ url: '/settings', method: 'GET' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(createQueryClient().fetchQuery(menuQuery()), 'GET', 403);
    await expectUnexpected(createQueryClient().fetchQuery(settingsQuery()), 'GET', 403);
  });
});

describe('POST /settings (admin)', () => {
  it('replaces the cached settings with the saved ones', async () => {
    const client = createQueryClient();
    client.setQueryData(settingsKeys.all, { Tracking: { settings: '{}' } });
    const saved = { Tracking: { settings: '{"gtm":"GTM-1"}' } };
    api.answer(200, saved);
    expect(await saveSettings(client, { Tracking: { settings: '{"gtm":"GTM-1"}' } })).toEqual({
      ok: true,
      value: saved,
    });
    expect(api.sent()).toMatchObject({
      url: '/settings',
      method: 'POST',
      body: { Tracking: { settings: '{"gtm":"GTM-1"}' } },
    });
    expect(client.getQueryData(settingsKeys.all)).toEqual(saved);
  });

  it('keeps them on field errors; anything else is unexpected', async () => {
    const client = createQueryClient();
    client.setQueryData(settingsKeys.all, { Tracking: { settings: '{}' } });
    api.answer(422, invalid({ 'Tracking.settings': ['invalid_json'] }));
    expect(await saveSettings(client, {})).toEqual(
      refused('validation_failed', { 'Tracking.settings': ['invalid_json'] }),
    );
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(saveSettings(client, {}), 'POST', 403);
    expect(client.getQueryData(settingsKeys.all)).toEqual({ Tracking: { settings: '{}' } });
  });
});

describe('POST /iframe_token_check (SPEC §6)', () => {
  it('is true only for a 200 answering true', async () => {
    api.answer(200, true);
    expect(await checkEmbedToken('tok')).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/iframe_token_check', method: 'POST', body: { token: 'tok' } });
    api.answer(200, false);
    expect(await checkEmbedToken('tok')).toBe(false);
    api.answer(422, true);
    expect(await checkEmbedToken('tok')).toBe(false);
  });
});
