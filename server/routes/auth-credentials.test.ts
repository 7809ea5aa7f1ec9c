import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_MS, MAX_FAILURES } from '../auth/lockout';
import { issueToken } from '../auth/one-time-tokens';
import { sha256 } from '../lib/crypto';
import { createUser } from '../seed/builders';
import { sessions, users } from '../db/schema';
import { SESSION_COOKIE } from '../../contract';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
// Ahead of the real clock, so cookies that expire by the server's clock stay alive in the test browser.
let clock = new Date(Date.now() + 365 * 24 * 3_600_000);
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
let n = 0;
async function customer() {
  const row = await createUser(server.db, { email: `cred${++n}@example.com`, password: 'Start1234' });
  const b = new TestBrowser(server.url);
  expect((await b.login(row.email, 'Start1234')).status).toBe(200);
  return { b, id: row.id, email: row.email };
}
const newPassword = (current: string) => ({
  current_password: current,
  password: 'Better1234',
  password_confirmation: 'Better1234',
});

describe('current-password checks count like sign-in failures', () => {
  it('password change: wrong current passwords lock the account (429, even the right one), sign-in too', async () => {
    const { b, id, email } = await customer();
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await b.post(`/user/${id}/password`, newPassword('Wrong1234'))).status).toBe(422);
    expect(await b.post(`/user/${id}/password`, newPassword('Start1234'))).toMatchObject({
      status: 429,
      json: { message: 'too_many_attempts' },
    });
    expect((await new TestBrowser(server.url).login(email, 'Start1234')).status).toBe(429);
    later(LOCK_MS + 1_000);
    const fresh = new TestBrowser(server.url);
    expect((await fresh.login(email, 'Start1234')).status).toBe(200);
    expect((await fresh.post(`/user/${id}/password`, newPassword('Start1234'))).status).toBe(200);
  });

  it('e-mail change: wrong passwords lock the account (429)', async () => {
    const { b, id } = await customer();
    const change = (password: string) =>
      b.post(`/user/${id}/email_change`, { email: `moved${n}@example.com`, password });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await change('Wrong1234')).status).toBe(422);
    expect(await change('Start1234')).toMatchObject({ status: 429, json: { message: 'too_many_attempts' } });
  });
});

describe('a password change ends outstanding reset and activation links', () => {
  it('account page, reset and activation each kill the unused links', async () => {
    const { b, id } = await customer();
    const reset = await issueToken(server.db, { kind: 'password_reset', userId: id, now: clock });
    const activation = await issueToken(server.db, { kind: 'activation', userId: id, now: clock });
    expect((await b.post(`/user/${id}/password`, newPassword('Start1234'))).status).toBe(200);
    const anon = new TestBrowser(server.url);
    await anon.get('/login_check');
    const body = { password: 'Other1234', password_confirmation: 'Other1234' };
    expect((await anon.post(`/password_reset/${reset.id}/${reset.token}`, body)).status).toBe(410);
    expect((await anon.post(`/activate/${activation.token}`, body)).status).toBe(410);

    // A reset kills the other reset links and the activation link.
    const r1 = await issueToken(server.db, { kind: 'password_reset', userId: id, now: clock });
    const r2 = await issueToken(server.db, { kind: 'password_reset', userId: id, now: clock });
    const a1 = await issueToken(server.db, { kind: 'activation', userId: id, now: clock });
    expect((await anon.post(`/password_reset/${r1.id}/${r1.token}`, body)).status).toBe(200);
    expect((await anon.post(`/password_reset/${r2.id}/${r2.token}`, body)).status).toBe(410);
    expect((await anon.post(`/activate/${a1.token}`, body)).status).toBe(410);

    // An activation kills the outstanding reset link.
    const r3 = await issueToken(server.db, { kind: 'password_reset', userId: id, now: clock });
    const a2 = await issueToken(server.db, { kind: 'activation', userId: id, now: clock });
    expect((await anon.post(`/activate/${a2.token}`, body)).status).toBe(200);
    expect((await anon.post(`/password_reset/${r3.id}/${r3.token}`, body)).status).toBe(410);
  });
});

describe('view-as keeps the absolute lifetime of the admin session', () => {
  it('a switch and the way back do not restart the 12-hour clock', async () => {
    const admin = new TestBrowser(server.url);
    expect((await admin.login('admin@example.com', 'Admin1234')).status).toBe(200);
    const [first] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256(admin.cookie(SESSION_COOKIE) ?? '')));
    const deadline = first?.expiresAt.getTime() ?? 0;
    const [demo] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const [adminRow] = await server.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    let steps = 0;
    // Every 20 minutes a request (never idle); switch to the customer after 1 h and back after 6 h.
    while (clock.getTime() < deadline + 1_000) {
      later(20 * 60_000);
      steps++;
      if (steps === 3) expect((await admin.post(`/users/view_as/${demo?.id}`)).status).toBe(200);
      if (steps === 18) expect((await admin.post(`/users/view_as/${adminRow?.id}`)).status).toBe(200);
      const check = await admin.get('/login_check');
      const email = steps >= 3 && steps < 18 ? 'demo@example.com' : 'admin@example.com';
      if (clock.getTime() < deadline) expect(check.json).toMatchObject({ user: { email } });
      else expect(check.json).toBeNull();
    }
  });
});

describe('content security policy', () => {
  it("has base-uri 'none'", async () => {
    const res = await new TestBrowser(server.url).get('/login_check');
    expect(res.headers.get('content-security-policy')).toContain("base-uri 'none'");
  });
});
