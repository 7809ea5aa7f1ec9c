import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import { createTemplate, removeTemplate, templateKeys, templatesQuery } from './templates';

const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('templates', () => {
  it('GET /templates lists them; POST creates (201); DELETE removes', async () => {
    expect(templateKeys.all).toEqual(['templates']);
    expect(templatesQuery().queryKey).toEqual(['templates']);
    const template = { id: 3, type: 'passenger', data: { first_name: 'Ben' } };
    api.answer(200, [template]);
    expect(await createQueryClient().fetchQuery(templatesQuery())).toEqual([template]);
    expect(api.sent(0)).toMatchObject({ url: '/templates', method: 'GET' });
    api.answer(201, template);
    const input = { type: 'passenger', data: { first_name: 'Ben' } } as never;
    const created = await cacheWith(templateKeys.all);
    expect(await createTemplate(created.client, input)).toEqual({ ok: true, value: template });
    expect(api.sent(1)).toMatchObject({ url: '/templates', method: 'POST', body: input });
    expect(created.stale(templateKeys.all)).toBe(true);
    api.answer(200, { success: true });
    const removed = await cacheWith(templateKeys.all);
    await expect(removeTemplate(removed.client, 3)).resolves.toBeUndefined();
    expect(api.sent(2)).toMatchObject({ url: '/templates/3', method: 'DELETE' });
    expect(removed.stale(templateKeys.all)).toBe(true);
  });

  it('gives field errors of a 422 (the list stays); anything else is unexpected', async () => {
    const input = { type: 'passenger', data: {} } as never;
    const cache = await cacheWith(templateKeys.all);
    api.answer(422, invalid({ 'data.first_name': ['required'] }));
    expect(await createTemplate(cache.client, input)).toEqual(
      refused('validation_failed', { 'data.first_name': ['required'] }),
    );
    api.answer(200, { id: 3 });
    await expectUnexpected(createTemplate(cache.client, input), 'POST', 200);
    expect(cache.stale(templateKeys.all)).toBe(false);
    // A failed delete loads the list again too (what it holds now is unknown).
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(removeTemplate(cache.client, 3), 'DELETE', 404);
    expect(cache.stale(templateKeys.all)).toBe(true);
    await expectUnexpected(createQueryClient().fetchQuery(templatesQuery()), 'GET', 404);
  });
});
