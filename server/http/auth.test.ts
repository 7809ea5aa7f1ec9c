import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, LoginResponse, SESSION_COOKIE } from '../../contract';
import { loginLockouts, sessions } from '../db/schema';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let clock = new Date();
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

const browser = () => new TestBrowser(server.url);
const sessionCount = async () => (await server.db.select({ n: count() }).from(sessions))[0]?.n;

describe('POST /login', () => {
  it('signs the demo customer in with a session cookie and a session-bound CSRF token', async () => {
    const b = browser();
    await b.get('/login_check');
    const anonymousCsrf = b.cookie(CSRF_COOKIE);
    const res = await b.login('Demo@Example.com ', 'Demo1234');
    expect(res.status).toBe(200);
    const body = LoginResponse.parse(res.json);
    expect(body).toMatchObject({
      user: { email: 'demo@example.com', first_name: 'Julia' },
      language: 'en_GB',
    });
    expect(body.permissions.admin).toBe(false);
    const setCookies = res.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(setCookies.filter((c) => c.startsWith(`${CSRF_COOKIE}=`))).toHaveLength(1);
    expect(b.cookie(CSRF_COOKIE)).not.toBe(anonymousCsrf);
    expect((await b.get('/login_check')).json).toEqual(body);
  });

  it('gives the admin the admin permission', async () => {
    const res = await browser().login('admin@example.com', 'Admin1234');
    expect(res.json).toMatchObject({ permissions: { admin: true } });
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const wrong = await browser().login('demo@example.com', 'Demo12345');
    const unknown = await browser().login('nobody@example.com', 'Demo1234');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.json).toEqual({ message: 'wrong_credentials' });
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(false);
  });

  it('answers an empty body without a session 401 unauthenticated, with one the session', async () => {
    const b = browser();
    await b.get('/login_check');
    expect(await b.post('/login', {})).toMatchObject({ status: 401, json: { message: 'unauthenticated' } });
    await b.login('demo@example.com', 'Demo1234');
    expect(await b.post('/login', {})).toMatchObject({
      status: 200,
      json: { user: { email: 'demo@example.com' } },
    });
  });

  it('locks an address for 15 minutes after five failures, known or unknown', async () => {
    for (const email of ['other@example.com', 'ghost@example.com']) {
      const b = browser();
      for (let i = 0; i < 5; i++) expect((await b.login(email, 'wrong-password')).status).toBe(401);
      const locked = await b.login(email, 'Other1234');
      expect(locked).toMatchObject({ status: 429, json: { message: 'too_many_attempts' } });
      expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    }
    clock = new Date(clock.getTime() + 14 * 60_000);
    expect((await browser().login('other@example.com', 'Other1234')).status).toBe(429);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect((await browser().login('other@example.com', 'Other1234')).status).toBe(200);
    const [row] = await server.db
      .select()
      .from(loginLockouts)
      .where(eq(loginLockouts.email, 'other@example.com'));
    expect(row).toBeUndefined(); // success clears the count
  });
});

describe('sessions', () => {
  it('rotates the session id at login: the cookie before is dead after', async () => {
    const b = browser();
    await b.login('demo@example.com', 'Demo1234');
    const first = b.cookie(SESSION_COOKIE);
    const stale = new TestBrowser(server.url);
    stale.cookies.set(SESSION_COOKIE, first!);
    await b.login('demo@example.com', 'Demo1234');
    const second = b.cookie(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await stale.get('/login_check')).json).toBeNull();
    expect((await b.get('/login_check')).json).toMatchObject({ user: { email: 'demo@example.com' } });
  });

  it('logout ends the session: the old cookie no longer works', async () => {
    const b = browser();
    await b.login('demo@example.com', 'Demo1234');
    const sid = b.cookie(SESSION_COOKIE)!;
    const before = await sessionCount();
    const res = await b.post('/logout');
    expect(res).toMatchObject({ status: 200, json: { success: true } });
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    expect(await sessionCount()).toBe((before ?? 0) - 1);
    const replay = new TestBrowser(server.url);
    replay.cookies.set(SESSION_COOKIE, sid);
    expect((await replay.get('/login_check')).json).toBeNull();
    expect((await replay.get('/notifications')).status).toBe(401);
    // the new anonymous CSRF token lets the browser sign in again at once
    expect((await b.login('demo@example.com', 'Demo1234')).status).toBe(200);
  });

  it('expires a session after 30 idle minutes', async () => {
    const b = browser();
    await b.login('demo@example.com', 'Demo1234');
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await b.get('/menu')).status).toBe(200);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await b.get('/menu')).status).toBe(401);
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
  });
});
