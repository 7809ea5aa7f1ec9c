import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../contract';
import { TOKEN_TTL_MS } from '../auth/one-time-tokens';
import { authTokens } from '../db/schema';
import { createUser } from '../seed/builders';
import { lastLinkPath, lastMail, startTestServer, TestBrowser, type TestServer } from '../testing';

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

describe('sign-in by e-mailed link', () => {
  it('mails a link that signs in exactly once through the empty-body POST /login', async () => {
    const b = await anonymous();
    expect(await b.post('/login/email', { email: 'demo@example.com', redirect: '/faq' })).toMatchObject({
      status: 200,
      json: { success: true },
    });
    const mail = await lastMail(server, 'demo@example.com');
    expect(mail.subject).toBe('Your login link');
    expect(mail.text).toContain(mail.links[0]);
    const path = await lastLinkPath(server, 'demo@example.com');
    expect(path).toMatch(/^\/login\/link\/[A-Za-z0-9_-]{43}$/); // 256 bits

    const opened = await b.get(path, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/login/%2Ffaq?link=1');
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(b.cookie(SESSION_COOKIE)).toBeUndefined(); // opening the link alone signs nobody in

    const res = await b.post('/login', {});
    expect(res).toMatchObject({ status: 200, json: { user: { email: 'demo@example.com' } } });
    expect(b.cookie(SESSION_COOKIE)).toBeDefined();
    expect(b.cookie('login_link')).toBeUndefined();

    // Second use of the same link: dead.
    const again = await anonymous();
    expect((await again.get(path)).headers.get('location')).toBe('/expired_link');
    again.cookies.set('login_link', path.split('/').pop() ?? '');
    expect(await again.post('/login', {})).toMatchObject({ status: 410, json: { message: 'link_expired' } });
  });

  it('expires the link after 15 minutes', async () => {
    const b = await anonymous();
    await b.post('/login/email', { email: 'other@example.com' });
    const path = await lastLinkPath(server, 'other@example.com');
    await b.get(path);
    later(TOKEN_TTL_MS.login_link + 1000);
    expect(await b.post('/login', {})).toMatchObject({ status: 410, json: { message: 'link_expired' } });
    expect((await (await anonymous()).get(path)).headers.get('location')).toBe('/expired_link');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example',
    '/\t/evil.example',
  ])('refuses the redirect %j with 422 and mails nothing', async (redirect) => {
    const before = (await lastMail(server, 'demo@example.com')).id;
    const res = await (await anonymous()).post('/login/email', { email: 'demo@example.com', redirect });
    expect(res).toMatchObject({ status: 422, json: { errors: { redirect: ['invalid_value'] } } });
    expect((await lastMail(server, 'demo@example.com')).id).toBe(before);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const known = await (await anonymous()).post('/login/email', { email: 'demo@example.com' });
    const unknown = await (await anonymous()).post('/login/email', { email: 'nobody@example.com' });
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    await expect(lastMail(server, 'nobody@example.com')).rejects.toThrow();
  });

  it('stores only hashes of tokens, never the raw value', async () => {
    await (await anonymous()).post('/login/email', { email: 'demo@example.com' });
    const raw = (await lastLinkPath(server, 'demo@example.com')).split('/').pop() ?? '';
    const rows = await server.db.select().from(authTokens);
    expect(JSON.stringify(rows)).not.toContain(raw);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('account activation', () => {
  it('mails an activation link to an account without password, valid 7 days, once', async () => {
    await createUser(server.db, { email: 'fresh@example.com', language: 'it_IT', first_name: 'Giulia' });
    const b = await anonymous();
    await b.post('/login/email', { email: 'fresh@example.com' });
    const mail = await lastMail(server, 'fresh@example.com');
    expect(mail.subject).toBe('Attiva il tuo account');
    expect(mail.text).toContain('Gentile Giulia,');
    const code = (await lastLinkPath(server, 'fresh@example.com')).replace('/activation/', '');

    // An off-site redirect is refused before the link is used up.
    const offsite = await b.post(`/activate/${code}`, {
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
      redirect: '//evil.example',
    });
    expect(offsite).toMatchObject({ status: 422, json: { errors: { redirect: ['invalid_value'] } } });
    const weak = await b.post(`/activate/${code}`, { password: 'abc', password_confirmation: 'abd' });
    expect(weak).toMatchObject({
      status: 422,
      json: {
        errors: {
          password: ['password_too_short', 'password_rules'],
          password_confirmation: ['passwords_not_identical'],
        },
      },
    });
    // `user` names the link's account: another address is 404 and leaves the link unused.
    const otherUser = await b.post(`/activate/${code}`, {
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
      user: 'demo@example.com',
    });
    expect(otherUser).toMatchObject({ status: 404 });
    later(TOKEN_TTL_MS.activation - 60_000); // still inside the 7 days
    const sidBefore = b.cookie(SESSION_COOKIE);
    const ok = await b.post(`/activate/${code}`, {
      password: 'Fresh1234',
      password_confirmation: 'Fresh1234',
      user: ' Fresh@Example.com ',
      redirect: '/faq',
    });
    expect(ok).toMatchObject({
      status: 200,
      json: { user: { email: 'fresh@example.com' }, language: 'it_IT' },
    });
    expect(b.cookie(SESSION_COOKIE)).toBeDefined();
    expect(b.cookie(SESSION_COOKIE)).not.toBe(sidBefore);
    const reuse = await (
      await anonymous()
    ).post(`/activate/${code}`, { password: 'Fresh1234', password_confirmation: 'Fresh1234' });
    expect(reuse).toMatchObject({ status: 410, json: { message: 'link_expired' } });
    expect((await (await anonymous()).login('fresh@example.com', 'Fresh1234')).status).toBe(200);
  });

  it("carries POST /login/email's redirect into the activation link", async () => {
    await createUser(server.db, { email: 'fresh-redirect@example.com' });
    await (await anonymous()).post('/login/email', { email: 'fresh-redirect@example.com', redirect: '/faq' });
    const mail = await lastMail(server, 'fresh-redirect@example.com');
    expect(new URL(mail.links[0] ?? '').search).toBe('?redirect=%2Ffaq');
  });

  it('expires an activation link after 7 days', async () => {
    await createUser(server.db, { email: 'late@example.com' });
    await (await anonymous()).post('/login/email', { email: 'late@example.com' });
    const code = (await lastLinkPath(server, 'late@example.com')).replace('/activation/', '');
    later(TOKEN_TTL_MS.activation + 1000);
    const res = await (
      await anonymous()
    ).post(`/activate/${code}`, { password: 'Late12345', password_confirmation: 'Late12345' });
    expect(res).toMatchObject({ status: 410, json: { message: 'link_expired' } });
  });
});

describe('CSRF on every unsafe call of the mailed-link routes', () => {
  it.each([
    ['/login/email', { email: 'demo@example.com' }],
    ['/password_reset', { email: 'demo@example.com', browser_lang: 'en' }],
    ['/password_reset/1/x', { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }],
    ['/activate/x', { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }],
    ['/two_factor_auth/x', { code: '123456' }],
    ['/login', {}],
  ])('POST %s without the token → 403 csrf_failed', async (path, body) => {
    const b = await anonymous();
    expect(b.cookie(CSRF_COOKIE)).toBeDefined();
    expect(await b.post(path, body, { csrf: false })).toMatchObject({
      status: 403,
      json: { message: 'csrf_failed' },
    });
  });
});

describe('pages that carry tokens', () => {
  it.each(['/two_factor_auth/abc', '/activation/abc', '/password_reset/1/abc', '/dev/mailbox'])(
    '%s answers with Referrer-Policy: no-referrer',
    async (path) => {
      const res = await fetch(server.url + path, { headers: { accept: 'text/html' } });
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it('the token rows expire by kind', async () => {
    const rows = await server.db.select().from(authTokens).where(eq(authTokens.kind, 'login_link'));
    for (const r of rows) expect(r.expiresAt.getTime() - r.createdAt.getTime()).toBe(15 * 60_000);
  });
});

describe('mail-bombing guard for sign-in links', () => {
  it('mails at most 5 sign-in links per address in 15 minutes, then answers 429', async () => {
    const u = await createUser(server.db, { email: 'bomb@example.com', password: 'Bomb12345' });
    const b = await anonymous();
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await b.post('/login/email', { email: u.email }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const { mailboxMessages } = await import('../mail/mailbox');
    expect(await mailboxMessages(server.db, u.email)).toHaveLength(5);
  });
});
