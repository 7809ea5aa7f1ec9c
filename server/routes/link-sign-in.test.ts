import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_CONFIRMATIONS, SESSION_COOKIE, TwoFactorRequired } from '../../contract';
import { sha256 } from '../lib/crypto';
import { createUser } from '../seed/builders';
import { auditLog, authTokens } from '../db/schema';
import { lastCode, lastLinkPath, lastMail, startTestServer, TestBrowser, type TestServer } from '../testing';

/**
 * Sign-in by mailed link: two-factor accounts get the code step, and a link is bound to
 * the browser that asked for it (login CSRF); another account's session, or another browser, is
 * asked first (409) and the link survives the question.
 */
let server: TestServer;
// Ahead of the real clock, so cookies that expire by the server's clock stay alive in the test browser.
const clock = new Date(Date.now() + 365 * 24 * 3_600_000);
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

async function anonymous() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  return b;
}
let n = 0;
const newUser = (extra: { two_factor?: boolean } = {}) =>
  createUser(server.db, {
    email: `link${++n}@example.com`,
    password: 'Start1234',
    first_name: 'Ana',
    ...extra,
  });

/** `b` asks for a link to `email` and opens it (the token parks in b's login_link cookie). */
async function requestAndOpen(b: TestBrowser, email: string) {
  expect((await b.post('/login/email', { email })).status).toBe(200);
  return open(b, email);
}
async function open(b: TestBrowser, email: string) {
  const path = await lastLinkPath(server, email);
  expect((await b.get(path)).headers.get('location')).toMatch(/\?link=1$/);
  return path;
}
const auditOf = async (userId: number) =>
  (await server.db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(desc(auditLog.id))).map(
    (r) => `${r.event}:${r.outcome}`,
  );

describe('a sign-in link for a two-factor account', () => {
  it('leads to the mailed code (202), not to a session; the code then signs in', async () => {
    const u = await newUser({ two_factor: true });
    const b = await anonymous();
    await requestAndOpen(b, u.email);
    const res = await b.post('/login', {});
    expect(res.status).toBe(202);
    const { two_factor_token: token } = TwoFactorRequired.parse(res.json);
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await lastMail(server, u.email)).subject).toMatch(/^Your login code: \d{6}$/);
    expect(await auditOf(u.id)).toContain('two_factor:challenge');
    const wrong = (await lastCode(server, u.email)) === '000000' ? '000001' : '000000';
    expect((await b.post(`/two_factor_auth/${token}`, { code: wrong })).status).toBe(401);
    const signed = await b.post(`/two_factor_auth/${token}`, { code: await lastCode(server, u.email) });
    expect(signed).toMatchObject({ status: 200, json: { user: { email: u.email } } });
    expect(b.cookie(SESSION_COOKIE)).toBeDefined();
    const events = await auditOf(u.id);
    expect(events.slice(0, 4)).toEqual([
      'sign_in:success',
      'two_factor:success',
      'two_factor:failure',
      'two_factor:challenge',
    ]);
  });

  it('the same account already signed in here is not asked for a code again', async () => {
    const u = await newUser({ two_factor: true });
    const b = await anonymous();
    await requestAndOpen(b, u.email);
    const { two_factor_token: token } = TwoFactorRequired.parse((await b.post('/login', {})).json);
    await b.post(`/two_factor_auth/${token}`, { code: await lastCode(server, u.email) });
    await requestAndOpen(b, u.email);
    expect(await b.post('/login', {})).toMatchObject({ status: 200, json: { user: { email: u.email } } });
  });
});

describe('login CSRF: a link works without a question only in the browser that asked for it', () => {
  it('POST /login/email binds the link to an HttpOnly cookie; only its SHA-256 is stored', async () => {
    const u = await newUser();
    const b = await anonymous();
    const res = await b.post('/login/email', { email: u.email });
    const line = res.headers.getSetCookie().find((c) => c.startsWith('login_link_requester='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    const value = b.cookie('login_link_requester') ?? '';
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await server.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, u.id), eq(authTokens.kind, 'login_link')));
    expect(row?.requesterHash).toBe(sha256(value));
    // Same answer and cookie for an unknown address (no enumeration).
    const unknown = await (await anonymous()).post('/login/email', { email: 'nobody-link@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith('login_link_requester='))).toBe(true);
  });

  it('another browser is asked (409 confirm_link); the link survives; confirming signs in', async () => {
    const u = await newUser();
    await (await anonymous()).post('/login/email', { email: u.email }); // the victim's browser asks…
    const other = await anonymous(); // …someone else's browser opens the link
    await open(other, u.email);
    const asked = await other.post('/login', {});
    expect(asked.status).toBe(409);
    expect(asked.json).toEqual({ message: 'confirm_link' });
    expect(LINK_CONFIRMATIONS).toContain(asked.json.message);
    expect(other.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await other.post('/login', { confirm: false })).status).toBe(409);
    const confirmed = await other.post('/login', { confirm: true });
    expect(confirmed).toMatchObject({ status: 200, json: { user: { email: u.email } } });
    expect(await auditOf(u.id)).toEqual(expect.arrayContaining(['sign_in:confirm', 'sign_in:success']));
    // Used once, confirmation or not.
    other.cookies.set('login_link', (await lastLinkPath(server, u.email)).split('/').pop() ?? '');
    expect((await other.post('/login', { confirm: true })).status).toBe(410);
  });

  it("a signed-in customer opening another account's link is asked (409 confirm_switch) and stays signed in", async () => {
    const victim = await newUser();
    const attacker = await newUser();
    const b = await anonymous();
    expect((await b.login(victim.email, 'Start1234')).status).toBe(200);
    const session = b.cookie(SESSION_COOKIE);
    // The attacker's own link, requested in this very browser (a page could post the form).
    await requestAndOpen(b, attacker.email);
    const asked = await b.post('/login', {});
    expect(asked).toMatchObject({ status: 409, json: { message: 'confirm_switch' } });
    expect(b.cookie(SESSION_COOKIE)).toBe(session);
    expect(await b.get('/login_check')).toMatchObject({ json: { user: { email: victim.email } } });
    // Cancel keeps the session; an explicit confirmation switches.
    const switched = await b.post('/login', { confirm: true });
    expect(switched).toMatchObject({ status: 200, json: { user: { email: attacker.email } } });
    expect(b.cookie(SESSION_COOKIE)).not.toBe(session);
  });

  it('a confirmed switch to a two-factor account ends the other session and asks for the code', async () => {
    const current = await newUser();
    const target = await newUser({ two_factor: true });
    const b = await anonymous();
    await b.login(current.email, 'Start1234');
    await requestAndOpen(b, target.email);
    expect((await b.post('/login', {})).status).toBe(409);
    expect((await b.post('/login', { confirm: true })).status).toBe(202);
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    expect((await b.get('/login_check')).json).toBeNull();
  });

  it('the account itself, signed in here, is not asked', async () => {
    const u = await newUser();
    const b = await anonymous();
    await b.login(u.email, 'Start1234');
    await (await anonymous()).post('/login/email', { email: u.email }); // asked for elsewhere
    await open(b, u.email);
    expect(await b.post('/login', {})).toMatchObject({ status: 200, json: { user: { email: u.email } } });
  });

  it('an expired or used link is refused (410) and audited', async () => {
    const u = await newUser();
    const b = await anonymous();
    const path = await requestAndOpen(b, u.email);
    expect((await b.post('/login', {})).status).toBe(200);
    const c = await anonymous();
    c.cookies.set('login_link', path.split('/').pop() ?? '');
    expect((await c.post('/login', { confirm: true })).status).toBe(410);
    const [last] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ event: 'sign_in', outcome: 'failure' });
  });
});
