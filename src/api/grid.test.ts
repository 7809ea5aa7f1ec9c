import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
import { gridColumnsQuery, gridKeys, gridRowsQuery } from './grid';
import { createQueryClient } from './query-client';

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('the grid (GET and POST /grid/{resource})', () => {
  it('reads the columns once per visit and a page of rows', async () => {
    const columns = [{ key: 'email', label: 'grid.email', sortable: true, filterable: true }];
    api.answer(200, { columns });
    expect(await createQueryClient().fetchQuery(gridColumnsQuery('users'))).toEqual(columns);
    expect(api.sent(0)).toMatchObject({ url: '/grid/users', method: 'GET' });
    expect(gridColumnsQuery('users').queryKey).toEqual(['grid', 'users', 'columns']);
    expect(gridColumnsQuery('users').staleTime).toBe(Infinity);
    const request = { page: 1, per_page: 20, filters: {}, params: {} };
    const page = { rows: [], total: 0 };
    api.answer(200, page);
    expect(await createQueryClient().fetchQuery(gridRowsQuery('users', request))).toEqual(page);
    expect(api.sent(1)).toMatchObject({ url: '/grid/users', method: 'POST', body: request });
    expect(gridKeys.rows('users', request)).toEqual(['grid', 'users', 'rows', request]);
    expect(gridRowsQuery('users', request).queryKey).toEqual(['grid', 'users', 'rows', request]);
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(createQueryClient().fetchQuery(gridColumnsQuery('users')), 'GET', 404);
    await expectUnexpected(createQueryClient().fetchQuery(gridRowsQuery('users', request)), 'POST', 404);
  });
});
