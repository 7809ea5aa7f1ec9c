import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClaim, createUser } from '../../server/seed/builders';
import {
  claimEvents,
  claimPayoutDetails,
  claimSignatures,
  loginLockouts,
  notifications,
} from '../../server/db/schema';
import {
  AddressedBrowser,
  createPostgresDatabase,
  lastLinkPath,
  servicesUp,
  startTestServer,
  type TestServer,
} from '../../server/testing';

/**
 * Every read-then-write route, 20 (or more) requests at once on PostgreSQL, which, unlike the
 * embedded PGlite, runs them side by side: the invariant holds (one winner, a limit exactly, one
 * timeline event). The limits are the production ones (SPEC §9, DESIGN §7).
 */
const pgUp = await servicesUp('the concurrency suite');

const PASSWORD = 'Start1234';
const WRONG = 'Wrong-pass-99';
let server: TestServer;
let database: { drop(): Promise<void> } | undefined;
let clients = 0;
let users = 0;

beforeAll(async () => {
  if (!pgUp) return;
  const db = await createPostgresDatabase('claims_concurrency');
  database = db;
  server = await startTestServer({ databaseUrl: db.url, trustProxy: 'loopback' });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});

/** A browser behind a client address of its own (per-client limits of one test stay apart). */
async function client() {
  const n = ++clients;
  const b = new AddressedBrowser(server.url, `10.99.${n >> 8}.${n & 255}`);
  await b.get('/login_check');
  return b;
}

/** A fresh customer with an active claim of two passengers (the owner first), signed in. */
async function customer() {
  const email = `race${++users}-${Date.now().toString(36)}@example.com`;
  const user = await createUser(server.db, {
    email,
    password: PASSWORD,
    first_name: 'Rita',
    last_name: 'Race',
  });
  const claim = await createClaim(server.db, {
    user_id: user.id,
    passengers: [
      { first_name: 'Rita', last_name: 'Race', email },
      { first_name: 'Carl', last_name: 'Race' },
    ],
  });
  const browser = await client();
  expect((await browser.login(email, PASSWORD)).status).toBe(200);
  const list = (await browser.get(`/claims/${claim.id}/signatures`)).json as unknown as {
    passenger_id: number;
  }[];
  const [self, co] = list.map((p) => p.passenger_id) as [number, number];
  return { email, user, claim, browser, self, co };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});
const all = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)));

async function signedEvents(claimId: number) {
  const [row] = await server.db
    .select({ n: count() })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), eq(claimEvents.kind, 'signature_signed')));
  return row?.n;
}

describe.skipIf(!pgUp)('concurrent requests on PostgreSQL', () => {
  it('sign-in: 20 wrong passwords for one account at once, exactly 5 are tried (401), the rest 429', async () => {
    const c = await customer();
    const b = await client();
    const statuses = await all(
      20,
      async () => (await b.post('/login', { email: c.email, password: WRONG })).status,
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 15 });
    // Locked: the right password is refused too.
    expect((await b.post('/login', { email: c.email, password: PASSWORD })).status).toBe(429);
  });

  it('sign-in: 24 wrong passwords from one client over six accounts, exactly 20 are tried', async () => {
    const accounts = await all(6, () => customer());
    const b = await client();
    const statuses = await all(24, async (i) => {
      const email = accounts[i % 6]!.email;
      return (await b.post('/login', { email, password: WRONG })).status;
    });
    expect(tally(statuses)).toEqual({ 401: 20, 429: 4 });
    // The client is blocked; another client still signs in to any of the accounts.
    expect((await b.post('/login', { email: accounts[0]!.email, password: PASSWORD })).status).toBe(429);
    expect((await (await client()).login(accounts[0]!.email, PASSWORD)).status).toBe(200);
  });

  it('payout details: 39 wrong passwords and the right one at position 31 at once, exactly 5 are tried', async () => {
    const c = await customer();
    const path = `/claims/${c.claim.id}/payout_details/${c.self}`;
    const body = (password: string) => ({ holder: 'Mallory', iban: 'DE89 3704 0044 0532 0130 00', password });
    const statuses = await all(
      40,
      async (i) => (await c.browser.post(path, body(i === 30 ? PASSWORD : WRONG))).status,
    );
    const tried = statuses.filter((s) => s !== 429);
    expect(tried).toHaveLength(5);
    const saved = await server.db
      .select()
      .from(claimPayoutDetails)
      .where(eq(claimPayoutDetails.claimId, c.claim.id));
    // The right password passes only when it was among the five tried.
    expect(saved).toHaveLength(statuses[30] === 200 ? 1 : 0);
    expect(statuses[30]).toBe(429);
  });

  it.each([
    [
      'e-mail change',
      (c: Ctx) => ({
        path: `/user/${c.user.id}/email_change`,
        body: { email: 'new@example.com', password: WRONG },
      }),
    ],
    [
      'password change',
      (c: Ctx) => ({
        path: `/user/${c.user.id}/password`,
        body: { current_password: WRONG, password: 'Fresh-pass-77', password_confirmation: 'Fresh-pass-77' },
      }),
    ],
    [
      'account deletion',
      () => ({ path: '/user/privacy/delete_account', body: { password: WRONG, confirm: true } }),
    ],
  ] as const)(
    '%s: 20 wrong passwords at once, exactly 5 are tried (422), the rest 429',
    async (_, request) => {
      const c = await customer();
      const { path, body } = request(c);
      const statuses = await all(20, async () => (await c.browser.post(path, body)).status);
      expect(tally(statuses)).toEqual({ 422: 5, 429: 15 });
      const [row] = await server.db.select().from(loginLockouts).where(eq(loginLockouts.email, c.email));
      expect(row?.lockedUntil).toBeTruthy();
    },
  );

  it('mail limits: 20 resets to one address at once, exactly 5 pass; refused ones use up nothing of the client', async () => {
    const b = await client();
    const target = `reset-${Date.now()}@example.com`;
    const burst = await all(
      20,
      async () => (await b.post('/password_reset', { email: target, browser_lang: 'en' })).status,
    );
    expect(tally(burst)).toEqual({ 200: 5, 429: 15 });
    // 30 per client: 25 are left for other addresses.
    const rest = await all(
      27,
      async (i) =>
        (await b.post('/password_reset', { email: `other${i}-${target}`, browser_lang: 'en' })).status,
    );
    expect(tally(rest)).toEqual({ 200: 25, 429: 2 });
  });

  it('signing: 20 self-signatures at once, one wins (200), the others 409 already_signed; one event', async () => {
    const c = await customer();
    const path = `/claims/${c.claim.id}/signatures/${c.self}`;
    const answers = await all(20, () =>
      c.browser.post(path, { signature: { method: 'typed', name: `Rita Race` }, minor: false }),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 19 });
    expect(answers.find((a) => a.status === 409)?.json).toEqual({ message: 'already_signed' });
    expect(await signedEvents(c.claim.id)).toBe(1);
  });

  it("signing: a co-passenger's link and the owner (as a minor's parent) at once, one wins; one event", async () => {
    const c = await customer();
    const to = `carl-${Date.now()}@example.net`;
    expect(
      (
        await c.browser.post(`/claims/${c.claim.id}/signatures/${c.co}/request`, {
          email: to,
          locale: 'en_GB',
        })
      ).status,
    ).toBe(200);
    const link = (await lastLinkPath(server, to)).replace('/sign/', '/signature/');
    const stranger = await client();
    const answers = await all(20, (i) =>
      i % 2
        ? stranger.post(link, { signature: { method: 'typed', name: 'Carl Race' } })
        : c.browser.post(`/claims/${c.claim.id}/signatures/${c.co}`, {
            signature: { method: 'typed', name: 'Rita Race' },
            minor: true,
          }),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 19 });
    const winner = answers.findIndex((a) => a.status === 200);
    const [row] = await server.db.select().from(claimSignatures).where(eq(claimSignatures.passengerId, c.co));
    expect(row?.role).toBe(winner % 2 ? 'co_passenger' : 'minor');
    expect(await signedEvents(c.claim.id)).toBe(1);
  });

  it('a password reset link: 20 redemptions at once, one sets the password', async () => {
    const c = await customer();
    const b = await client();
    expect((await b.post('/password_reset', { email: c.email, browser_lang: 'en' })).status).toBe(200);
    const link = await lastLinkPath(server, c.email);
    const statuses = await all(20, async (i) => {
      const password = `Reset-pass-${i}x`;
      return (await b.post(link, { password, password_confirmation: password })).status;
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 410 || s === 404)).toBe(true);
  });

  it('a claim transfer link: 20 acceptances at once, one moves the claim; one notification', async () => {
    const c = await customer();
    const to = `heir-${Date.now()}@example.net`;
    expect(
      (await c.browser.post('/claim_transfer', { email: to, claim_id: c.claim.id, widget_id: null })).status,
    ).toBe(200);
    const link = await lastLinkPath(server, to);
    const statuses = await all(20, async () => (await (await client()).get(link)).status);
    expect(tally(statuses)).toEqual({ 200: 1, 410: 19 });
    const [notes] = await server.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.userId, c.user.id));
    expect(notes?.n).toBe(1);
  });

  it('an e-mail change: 20 confirmations at once, one changes the address', async () => {
    const c = await customer();
    const to = `moved-${Date.now()}@example.net`;
    const started = await c.browser.post(`/user/${c.user.id}/email_change`, {
      email: to,
      password: PASSWORD,
    });
    expect(started.status).toBe(200);
    const code = (started.json as { activation_code: string }).activation_code;
    const token = (await lastLinkPath(server, to)).split('/').pop()!;
    const confirm = `/user/${c.user.id}/email_change/confirm`;
    const statuses = await all(20, async () => (await c.browser.post(confirm, { token, code })).status);
    expect(tally(statuses)).toEqual({ 200: 1, 410: 19 });
  });
});

type Ctx = Awaited<ReturnType<typeof customer>>;
