import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResponse, SESSION_COOKIE, TwoFactorRequired } from '../../contract';
import { MAX_CODE_TRIES, TOKEN_TTL_MS } from '../auth/one-time-tokens';
import { createUser } from '../seed/builders';
import { auditLog } from '../db/schema';
import { lastCode, lastLinkPath, lastMail, startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
// Ahead of the real clock, so cookies that expire by the server's clock stay alive in the test browser.
let clock = new Date(Date.now() + 365 * 24 * 3_600_000);
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock });
});
afterAll(() => server?.close());

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
async function anonymous() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  return b;
}
let n = 0;
const newUser = async (extra: { two_factor?: boolean; language?: 'de_DE' | 'nl_NL' } = {}) =>
  createUser(server.db, {
    email: `user${++n}@example.com`,
    password: 'Start1234',
    first_name: 'Ana',
    ...extra,
  });

const auditIds = async () => (await server.db.select({ id: auditLog.id }).from(auditLog)).length;
async function auditSince(count: number) {
  const rows = await server.db.select().from(auditLog).orderBy(asc(auditLog.id));
  return rows.slice(count).map(({ event, outcome, userId }) => ({ event, outcome, userId }));
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses; mails only the known one, in its language', async () => {
    const u = await newUser({ language: 'nl_NL' });
    const known = await (await anonymous()).post('/password_reset', { email: u.email, browser_lang: 'de' });
    const unknown = await (
      await anonymous()
    ).post('/password_reset', { email: 'ghost@example.com', browser_lang: 'de' });
    expect(known).toMatchObject({ status: 200, json: { success: true } });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect((await lastMail(server, u.email)).subject).toBe('Nieuw wachtwoord instellen');
    await expect(lastMail(server, 'ghost@example.com')).rejects.toThrow();
  });

  it('sets the new password once; SPEC §5 rules first, without burning the link; old sessions end', async () => {
    const u = await newUser();
    const signedIn = await anonymous();
    await signedIn.login(u.email, 'Start1234');
    const b = await anonymous();
    await b.post('/password_reset', { email: u.email, browser_lang: 'en' });
    const path = await lastLinkPath(server, u.email);
    expect(path).toMatch(/^\/password_reset\/\d+\/[A-Za-z0-9_-]{43}$/);

    expect(await b.post(path, { password: '', password_confirmation: '' })).toMatchObject({
      status: 422,
      json: { errors: { password: ['password_required'] } },
    });
    expect(
      await b.post(path, { password: 'alllowercase', password_confirmation: 'alllowercase' }),
    ).toMatchObject({
      status: 422,
      json: { errors: { password: ['password_rules'] } },
    });
    expect(await b.post(path, { password: 'Newpass12', password_confirmation: 'Newpass13' })).toMatchObject({
      status: 422,
      json: { errors: { password_confirmation: ['passwords_not_identical'] } },
    });
    expect(await b.post(path, { password: 'Newpass12', password_confirmation: 'Newpass12' })).toMatchObject({
      status: 200,
      json: { success: true },
    });
    expect(await b.post(path, { password: 'Other1234', password_confirmation: 'Other1234' })).toMatchObject({
      status: 410,
      json: { message: 'link_expired' },
    });
    expect((await signedIn.get('/login_check')).json).toBeNull();
    expect((await (await anonymous()).login(u.email, 'Start1234')).status).toBe(401);
    expect((await (await anonymous()).login(u.email, 'Newpass12')).status).toBe(200);
  });

  it('audits the reset (success, each session it ends) and a dead link (failure)', async () => {
    const u = await newUser();
    await (await anonymous()).login(u.email, 'Start1234');
    await (await anonymous()).login(u.email, 'Start1234');
    const b = await anonymous();
    await b.post('/password_reset', { email: u.email, browser_lang: 'en' });
    const path = await lastLinkPath(server, u.email);
    const before = await auditIds();
    await b.post(path, { password: 'Newpass12', password_confirmation: 'Newpass12' });
    expect(await auditSince(before)).toEqual([
      { event: 'password_reset', outcome: 'success', userId: u.id },
      { event: 'session_end', outcome: 'revoked', userId: u.id },
      { event: 'session_end', outcome: 'revoked', userId: u.id },
    ]);
    const later = await auditIds();
    await b.post(path, { password: 'Newpass12', password_confirmation: 'Newpass12' });
    expect(await auditSince(later)).toEqual([{ event: 'password_reset', outcome: 'failure', userId: null }]);
  });

  it('expires the reset link after 60 minutes', async () => {
    const u = await newUser();
    const b = await anonymous();
    await b.post('/password_reset', { email: u.email, browser_lang: 'en' });
    const path = await lastLinkPath(server, u.email);
    later(TOKEN_TTL_MS.password_reset + 1000);
    expect(await b.post(path, { password: 'Newpass12', password_confirmation: 'Newpass12' })).toMatchObject({
      status: 410,
    });
  });

  it('refuses a link whose id does not belong to the token', async () => {
    const u = await newUser();
    const b = await anonymous();
    await b.post('/password_reset', { email: u.email, browser_lang: 'en' });
    const [, , id, token] = (await lastLinkPath(server, u.email)).split('/');
    const res = await b.post(`/password_reset/${Number(id) + 1}/${token}`, {
      password: 'Newpass12',
      password_confirmation: 'Newpass12',
    });
    expect(res.status).toBe(410);
  });

  it('two simultaneous redemptions of one link: exactly one succeeds', async () => {
    const u = await newUser();
    await (await anonymous()).post('/password_reset', { email: u.email, browser_lang: 'en' });
    const path = await lastLinkPath(server, u.email);
    const [a, b] = await Promise.all([anonymous(), anonymous()]);
    const answers = await Promise.all([
      a.post(path, { password: 'Tandem-One-1', password_confirmation: 'Tandem-One-1' }),
      b.post(path, { password: 'Tandem-Two-2', password_confirmation: 'Tandem-Two-2' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
  });
});

describe('two-factor sign-in', () => {
  async function passwordStep(email: string) {
    const b = await anonymous();
    const res = await b.login(email, 'Start1234');
    expect(res.status).toBe(202);
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined();
    const { two_factor_token: token } = TwoFactorRequired.parse(res.json);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { b, token, code: await lastCode(server, email) };
  }

  it('the demo user 2fa@example.com gets a code mailed, without a link', async () => {
    const b = await anonymous();
    expect((await b.login('2fa@example.com', 'Demo1234')).status).toBe(202);
    const mail = await lastMail(server, '2fa@example.com');
    expect(mail.subject).toMatch(/^Your login code: \d{6}$/);
    expect(mail.links).toEqual([]);
  });

  it('signs in with the mailed code (mail in the account language), with a new session id, once', async () => {
    const u = await newUser({ two_factor: true, language: 'de_DE' });
    // A session this browser already had (another account) must not survive.
    const { b, token, code } = await passwordStep(u.email);
    expect((await lastMail(server, u.email)).subject).toBe(`Ihr Anmeldecode: ${code}`);
    await b.login('demo@example.com', 'Demo1234');
    const before = b.cookie(SESSION_COOKIE);
    const res = await b.post(`/two_factor_auth/${token}`, { code });
    expect(res.status).toBe(200);
    expect(LoginResponse.parse(res.json).user.email).toBe(u.email);
    expect(b.cookie(SESSION_COOKIE)).not.toBe(before);
    const old = new TestBrowser(server.url);
    old.cookies.set(SESSION_COOKIE, before ?? '');
    expect((await old.get('/login_check')).json).toBeNull();
    expect(await (await anonymous()).post(`/two_factor_auth/${token}`, { code })).toMatchObject({
      status: 410,
      json: { message: 'link_expired' },
    });
  });

  it(`allows ${MAX_CODE_TRIES} tries: four wrong codes answer 401, the fifth kills the step`, async () => {
    const u = await newUser({ two_factor: true });
    const { b, token, code } = await passwordStep(u.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i < MAX_CODE_TRIES; i++) {
      expect(await b.post(`/two_factor_auth/${token}`, { code: wrong })).toMatchObject({
        status: 401,
        json: { message: 'wrong_code' },
      });
    }
    expect((await b.post(`/two_factor_auth/${token}`, { code: wrong })).status).toBe(410);
    expect((await b.post(`/two_factor_auth/${token}`, { code })).status).toBe(410);
  });

  it('expires the code after 10 minutes', async () => {
    const u = await newUser({ two_factor: true });
    const { b, token, code } = await passwordStep(u.email);
    later(TOKEN_TTL_MS.two_factor + 1000);
    expect((await b.post(`/two_factor_auth/${token}`, { code })).status).toBe(410);
  });

  it('refuses malformed codes with 422 without counting a try', async () => {
    const u = await newUser({ two_factor: true });
    const { b, token, code } = await passwordStep(u.email);
    expect(await b.post(`/two_factor_auth/${token}`, { code: '12ab56' })).toMatchObject({
      status: 422,
      json: { errors: { code: ['invalid_value'] } },
    });
    expect((await b.post(`/two_factor_auth/${token}`, { code })).status).toBe(200);
  });

  it('two simultaneous redemptions of one code: exactly one succeeds', async () => {
    const u = await newUser({ two_factor: true });
    const { token, code } = await passwordStep(u.email);
    const [a, b] = await Promise.all([anonymous(), anonymous()]);
    const answers = await Promise.all([
      a.post(`/two_factor_auth/${token}`, { code }),
      b.post(`/two_factor_auth/${token}`, { code }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it('a wrong password for a two-factor account answers like any other (no code mailed)', async () => {
    const u = await newUser({ two_factor: true });
    const wrong = await (await anonymous()).login(u.email, 'Wrong1234');
    const unknown = await (await anonymous()).login('nobody2@example.com', 'Wrong1234');
    expect([wrong.status, wrong.text]).toEqual([unknown.status, unknown.text]);
    await expect(lastMail(server, u.email)).rejects.toThrow();
  });
});

describe('sessions', () => {
  it('rotates the session id at login and kills the old cookie at logout', async () => {
    const b = await anonymous();
    await b.login('demo@example.com', 'Demo1234');
    const first = b.cookie(SESSION_COOKIE);
    await b.login('demo@example.com', 'Demo1234');
    const second = b.cookie(SESSION_COOKIE);
    expect(second).not.toBe(first);
    const stale = new TestBrowser(server.url);
    stale.cookies.set(SESSION_COOKIE, first ?? '');
    expect((await stale.get('/login_check')).json).toBeNull();
    expect((await b.post('/logout')).status).toBe(200);
    const after = new TestBrowser(server.url);
    after.cookies.set(SESSION_COOKIE, second ?? '');
    expect((await after.get('/login_check')).json).toBeNull();
  });
});

describe('mail-bombing guard', () => {
  it('mails at most 5 reset links per address in 15 minutes, then answers 429', async () => {
    const u = await newUser();
    const b = await anonymous();
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push(await b.post('/password_reset', { email: u.email, browser_lang: 'en' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const { mailboxMessages } = await import('../mail/mailbox');
    expect(await mailboxMessages(server.db, u.email)).toHaveLength(5);
    later(15 * 60_000 + 1000);
    await b.post('/password_reset', { email: u.email, browser_lang: 'en' });
    expect(await mailboxMessages(server.db, u.email)).toHaveLength(6);
  });
});
