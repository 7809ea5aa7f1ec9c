import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../db/users';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

type Entry = {
  event: string;
  outcome: string;
  user_id: number | null;
  email: string | null;
  ip: string | null;
};

describe('audit log', () => {
  it('records sign-in failures, the lock-out, a sign-in and its end, with the client address; an admin reads them', async () => {
    const anna = new TestBrowser(server.url);
    await anna.get('/login_check');
    for (let i = 0; i < 5; i++) expect((await anna.login('other@example.com', 'Wrong1234')).status).toBe(401);
    expect((await anna.login('other@example.com', 'Other1234')).status).toBe(429);
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    expect((await demo.post('/logout')).status).toBe(200);

    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const demoId = (await findUserByEmail(server.db, 'demo@example.com'))!.id;
    const mine = await admin.get(`/admin/audit_log?user_id=${demoId}`);
    expect(mine.status).toBe(200);
    const demoEvents = (mine.json.entries as Entry[]).map((e) => `${e.event}:${e.outcome}`);
    expect(demoEvents).toEqual(['session_end:success', 'sign_in:success']);
    const all = (await admin.get('/admin/audit_log')).json.entries as Entry[];
    const other = all.filter((e) => e.email === 'other@example.com').map((e) => `${e.event}:${e.outcome}`);
    expect(other).toEqual(['sign_in:locked', 'lock_out:locked', ...Array(5).fill('sign_in:failure')]);
    expect(all.every((e) => e.ip === '127.0.0.1')).toBe(true);
  });

  it('is for admins only and takes only bounded pages', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    expect((await demo.get('/admin/audit_log')).status).toBe(403);
    expect((await new TestBrowser(server.url).get('/admin/audit_log')).status).toBe(401);
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    expect((await admin.get('/admin/audit_log?page=0')).status).toBe(422);
    expect((await admin.get('/admin/audit_log?page=2147483648')).status).toBe(422);
    expect((await admin.get('/admin/audit_log?page=2')).json).toMatchObject({ entries: [], page: 2 });
  });
});
