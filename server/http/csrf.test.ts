import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../contract';
import { notifications, sessions } from '../db/schema';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const unread = async () =>
  (await server.db.select({ n: count() }).from(notifications).where(isNull(notifications.readAt)))[0]?.n;
const sessionCount = async () => (await server.db.select({ n: count() }).from(sessions))[0]?.n;

describe('CSRF protection', () => {
  it('sets the CSRF cookie on the first answer that lacks it', async () => {
    const b = new TestBrowser(server.url);
    const res = await b.get('/settings');
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith(`${CSRF_COOKIE}=`) && !/HttpOnly/i.test(c)),
    ).toBe(true);
    const again = await b.get('/settings');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a signed-in request without the token, and writes nothing', async () => {
    const b = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const before = await unread();
    const res = await b.post('/notifications/mark_all_read', undefined, { csrf: false });
    expect(res).toMatchObject({ status: 403, json: { message: 'csrf_failed' } });
    expect(await unread()).toBe(before);
  });

  it('refuses a foreign token: another session’s, a forged one, or the anonymous one after login', async () => {
    const b = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const before = await unread();
    const anonymous = new TestBrowser(server.url);
    await anonymous.get('/login_check');
    for (const token of [other.cookie(CSRF_COOKIE)!, 'forged.token', anonymous.cookie(CSRF_COOKIE)!]) {
      const res = await b.post('/notifications/mark_all_read', undefined, {
        csrf: false,
        headers: { 'x-csrf-token': token },
      });
      expect(res.status).toBe(403);
    }
    expect(await unread()).toBe(before);
  });

  it('refuses a login without a token or with a forged anonymous token: no session is created', async () => {
    const before = await sessionCount();
    const b = new TestBrowser(server.url);
    await b.get('/login_check');
    const body = { email: 'demo@example.com', password: 'Demo1234' };
    expect((await b.post('/login', body, { csrf: false })).status).toBe(403);
    const forged = `${'A'.repeat(43)}.${'B'.repeat(43)}`;
    b.cookies.set(CSRF_COOKIE, forged);
    expect((await b.post('/login', body)).status).toBe(403);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses unsafe cross-site requests even with the right token', async () => {
    const b = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const before = await unread();
    const res = await b.post('/notifications/mark_all_read', undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res).toMatchObject({ status: 403, json: { message: 'csrf_failed' } });
    expect(await unread()).toBe(before);
    const same = await b.post('/notifications/mark_all_read', undefined, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    expect(await unread()).toBeLessThan(before ?? 0);
  });
});
