import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, stubFetch } from '../testing/api-fetch';
import { auditKeys, auditLogQuery, fetchAuditLog } from './audit';
import { createQueryClient } from './query-client';

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('GET /admin/audit_log', () => {
  it('asks one page, of one user when given', async () => {
    const page = { entries: [], page: 2, per_page: 50, total: 60 };
    api.answer(200, page);
    expect(await fetchAuditLog({ page: 2 })).toEqual(page);
    expect(api.sent(0)).toMatchObject({ url: '/admin/audit_log?page=2', method: 'GET' });
    await createQueryClient().fetchQuery(auditLogQuery({ page: 1, user_id: 7 }));
    expect(api.sent(1).url).toBe('/admin/audit_log?page=1&user_id=7');
    expect(auditKeys.all).toEqual(['audit_log']);
    expect(auditLogQuery({ page: 1 }).queryKey).toEqual(['audit_log', { page: 1 }]);
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(fetchAuditLog({ page: 1 }), 'GET', 403);
  });
});
