import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
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
    expect(await createTemplate(input)).toEqual({ ok: true, value: template });
    expect(api.sent(1)).toMatchObject({ url: '/templates', method: 'POST', body: input });
    api.answer(200, { success: true });
    await expect(removeTemplate(3)).resolves.toBeUndefined();
    expect(api.sent(2)).toMatchObject({ url: '/templates/3', method: 'DELETE' });
  });

  it('gives field errors of a 422; anything else is unexpected', async () => {
    const input = { type: 'passenger', data: {} } as never;
    api.answer(422, invalid({ 'data.first_name': ['required'] }));
    expect(await createTemplate(input)).toEqual({ ok: false, errors: { 'data.first_name': ['required'] } });
    api.answer(200, { id: 3 });
    await expectUnexpected(createTemplate(input), 'POST', 200);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(removeTemplate(3), 'DELETE', 404);
    await expectUnexpected(createQueryClient().fetchQuery(templatesQuery()), 'GET', 404);
  });
});
