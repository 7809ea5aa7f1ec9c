import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../seed/builders';
import { outbox } from '../db/schema';
import { lastLinkPath, startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

/**
 * The requirements "Unlimited mail and code issuing" and "Login throttling per client": every action
 * that mails or issues a code is limited per target address, per account and per client address
 * (429 too_many_requests), and failed sign-ins are limited per client across accounts (429
 * too_many_attempts). The production limits; each test is its own client (X-Forwarded-For from
 * the trusted loopback proxy) and the clock starts on a full hour, so windows are predictable.
 */
let server: TestServer;
const HOUR = 3_600_000;
let clock = new Date(Math.ceil((Date.now() + 365 * 24 * HOUR) / HOUR) * HOUR);
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
beforeAll(async () => {
  server = await startTestServer({ seed: true, now: () => clock, trustProxy: 'loopback' });
});
afterAll(() => server?.close());

let clients = 0;
/** A browser from its own client address. */
async function client() {
  const ip = `203.0.113.${++clients}`;
  const b = new TestBrowser(server.url);
  const request = b.request.bind(b);
  b.request = (method, path, opts = {}) =>
    request(method, path, { ...opts, headers: { 'x-forwarded-for': ip, ...opts.headers } });
  await b.get('/login_check');
  return b;
}
const mails = async (to: string) =>
  (await server.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, to)))[0]?.n ?? 0;
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const limited = { status: 429, json: { message: 'too_many_requests' } };
let users = 0;
const newUser = (extra: { twoFactor?: boolean; password?: string | null } = {}) =>
  createUser(server.db, {
    email: `limits-${++users}@example.com`,
    password: extra.password === null ? undefined : (extra.password ?? 'Start1234'),
    ...(extra.twoFactor ? { two_factor: true } : {}),
  });

describe('mail and code issuing is limited', () => {
  it('20 password logins of a two-factor account mail 5 codes, then 429 too_many_requests', async () => {
    const u = await newUser({ twoFactor: true });
    const b = await client();
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await b.login(u.email, 'Start1234'));
    expect(statuses(answers)).toEqual([...Array(5).fill(202), ...Array(15).fill(429)]);
    expect(answers[5]).toMatchObject(limited);
    expect(await mails(u.email)).toBe(5);
    later(15 * 60_000);
    expect((await b.login(u.email, 'Start1234')).status).toBe(202);
  });

  it('30 claim-transfer requests to one address mail 5 times', async () => {
    const b = await signedIn(await client(), 'demo@example.com', 'Demo1234');
    const list = (await b.get('/claim_transfer')).json as unknown as { claim_id: number }[];
    const claimId = list[0]?.claim_id ?? 0;
    const to = 'transfer-target@example.com';
    const answers = [];
    // One transfer is pending at a time: each accepted request is cancelled before the next.
    for (let i = 0; i < 30; i++) {
      const answer = await b.post('/claim_transfer', { email: to, claim_id: claimId, widget_id: null });
      answers.push(answer);
      if (answer.status === 200)
        expect((await b.request('DELETE', `/claim_transfer/${claimId}`)).status).toBe(200);
    }
    expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(25).fill(429)]);
    expect(answers[29]).toMatchObject(limited);
    expect(await mails(to)).toBe(5);
  });

  it('30 e-mail change requests to one address mail 5 times', async () => {
    const u = await newUser();
    const b = await signedIn(await client(), u.email, 'Start1234');
    const to = 'new-address@example.com';
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(await b.post(`/user/${u.id}/email_change`, { email: to, password: 'Start1234' }));
    expect(statuses(answers)).toEqual([...Array(5).fill(200), ...Array(25).fill(429)]);
    expect(answers[29]).toMatchObject(limited);
    expect(await mails(to)).toBe(5);
  });

  it.each([
    ['password reset', '/password_reset', { password: 'Start1234' }],
    ['sign-in link', '/login/email', { password: 'Start1234' }],
    ['activation link', '/login/email', { password: null }],
  ] as const)(
    '%s: 5 mails per address, then 429, unknown addresses answered alike',
    async (_, path, kind) => {
      const u = await newUser(kind);
      const body = (email: string) => ({ email, browser_lang: 'en' });
      const known = await client();
      const unknown = await client();
      const a = [];
      const b = [];
      for (let i = 0; i < 8; i++) {
        a.push(await known.post(path, body(u.email)));
        b.push(await unknown.post(path, body(`nobody-${users}@example.com`)));
      }
      expect(statuses(a)).toEqual([...Array(5).fill(200), 429, 429, 429]);
      expect(b.map((r) => `${r.status} ${r.text}`)).toEqual(a.map((r) => `${r.status} ${r.text}`));
      expect(a[7]).toMatchObject(limited);
      expect(await mails(u.email)).toBe(5);
    },
  );

  it('an account gets at most 10 mails an hour over all actions', async () => {
    const u = await newUser();
    const b = await client();
    for (let i = 0; i < 5; i++) {
      expect((await b.post('/password_reset', { email: u.email, browser_lang: 'en' })).status).toBe(200);
      expect((await b.post('/login/email', { email: u.email })).status).toBe(200);
    }
    later(15 * 60_000); // the per-address windows start again, the hour goes on
    expect(await b.post('/login/email', { email: u.email })).toMatchObject(limited);
    expect(await mails(u.email)).toBe(10);
    later(HOUR);
    expect((await b.post('/login/email', { email: u.email })).status).toBe(200);
  });

  it('a client gets at most 30 mail requests in 15 minutes, whatever the addresses', async () => {
    later(HOUR);
    const b = await client();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(await b.post('/password_reset', { email: `spread-${i}@example.com`, browser_lang: 'en' }));
    expect(statuses(answers)).toEqual([...Array(30).fill(200), 429]);
    expect(answers[30]).toMatchObject(limited);
    // Another client is not affected.
    expect((await (await client()).post('/login/email', { email: 'spread-0@example.com' })).status).toBe(200);
  });
});

describe('login throttling per client', () => {
  it('20 failed sign-ins from one client on different accounts: then 429 for that client only', async () => {
    const b = await client();
    for (let i = 0; i < 20; i++)
      expect((await b.login(`victim-${i}@example.com`, 'Wrong1234')).status).toBe(401);
    const victim = await newUser();
    expect(await b.login(victim.email, 'Start1234')).toMatchObject({
      status: 429,
      json: { message: 'too_many_attempts' },
    });
    expect((await (await client()).login(victim.email, 'Start1234')).status).toBe(200);
    later(15 * 60_000);
    expect((await b.login(victim.email, 'Start1234')).status).toBe(200);
  });

  it("a link sign-in does not clear the lock someone else's failures set", async () => {
    const u = await newUser();
    const attacker = await client();
    for (let i = 0; i < 5; i++) await attacker.login(u.email, 'Wrong1234');
    const owner = await client();
    expect((await owner.login(u.email, 'Start1234')).status).toBe(429);
    expect((await owner.post('/login/email', { email: u.email })).status).toBe(200);
    expect((await owner.get(await lastLinkPath(server, u.email))).status).toBeLessThan(400);
    expect((await owner.post('/login', {})).status).toBe(200);
    // The password stays locked for the rest of the 15 minutes.
    expect((await (await client()).login(u.email, 'Start1234')).status).toBe(429);
  });
});
