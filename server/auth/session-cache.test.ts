import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../contract';
import { createUser } from '../seed/builders';
import { sessions } from '../db/schema';
import {
  servicesUp,
  startTestServer,
  startTwoInstances,
  signedIn,
  TestBrowser,
  type TestServer,
} from '../testing';
import { SessionCache } from './session-cache';
import type { ActiveSession } from './sessions';
import { sha256 } from '../lib/crypto';

/**
 * The session cache (one database round trip saved per request) never outlives a revocation:
 * logout, an end from another session, a password change, a view-as switch and a profile change
 * take effect on the very next request, on this instance and (with Redis) on every other.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

let n = 0;
async function account(opts: { admin?: boolean } = {}) {
  const email = `cache${++n}@example.com`;
  const password = 'Cache-pass-1234';
  const row = await createUser(server.db, { email, password, first_name: 'Ann', last_name: 'Lee', ...opts });
  return { id: row.id, email, password };
}

/** Another browser holding the same cookies (as an attacker who kept a copy of them would). */
function copyOf(b: TestBrowser, url = b.baseUrl) {
  const copy = new TestBrowser(url);
  for (const name of [SESSION_COOKIE, CSRF_COOKIE]) copy.cookies.set(name, b.cookie(name) ?? '');
  return copy;
}

/** Reads twice, so the session is in the cache before the revocation. */
async function warm(b: TestBrowser) {
  for (let i = 0; i < 2; i++) expect((await b.get('/notifications')).status).toBe(200);
}

describe('a cached session', () => {
  it('is really served from the cache (a row deleted behind the app stays valid until the TTL)', async () => {
    // Why the tests below mean something: without the app's own invalidation, the cache would answer.
    const who = await account();
    const b = await signedIn(server.url, who.email, who.password);
    await warm(b);
    await server.db.delete(sessions).where(eq(sessions.idHash, sha256(b.cookie(SESSION_COOKIE)!)));
    expect((await b.get('/notifications')).status).toBe(200);
  });

  it('ends with logout: the old cookie answers 401 at once', async () => {
    const who = await account();
    const b = await signedIn(server.url, who.email, who.password);
    await warm(b);
    const kept = copyOf(b);
    expect((await b.post('/logout')).status).toBe(200);
    expect((await kept.get('/notifications')).status).toBe(401);
    expect((await kept.get('/login_check')).json).toBeNull();
  });

  it('ends when another session of the user ends it', async () => {
    const who = await account();
    const [laptop, phone] = [
      await signedIn(server.url, who.email, who.password),
      await signedIn(server.url, who.email, who.password),
    ];
    await warm(phone);
    const listed = (await laptop.get('/user/sessions')).json as unknown as { id: number; current: boolean }[];
    const other = listed.find((s) => !s.current)!;
    expect((await laptop.request('DELETE', `/user/sessions/${other.id}`)).status).toBe(200);
    expect((await phone.get('/notifications')).status).toBe(401);
    expect((await laptop.get('/notifications')).status).toBe(200);
  });

  it('ends with a password change made in another session; the changing one sees its new row', async () => {
    const who = await account();
    const [laptop, phone] = [
      await signedIn(server.url, who.email, who.password),
      await signedIn(server.url, who.email, who.password),
    ];
    await warm(phone);
    await warm(laptop);
    const res = await laptop.post(`/user/${who.id}/password`, {
      current_password: who.password,
      password: 'Changed-pass-5678',
      password_confirmation: 'Changed-pass-5678',
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/notifications')).status).toBe(401);
    expect((await laptop.get('/notifications')).status).toBe(200);
    // The cached row had the old hash: the old password must not be the current one now.
    const again = await laptop.post(`/user/${who.id}/password`, {
      current_password: who.password,
      password: 'Changed-pass-9012',
      password_confirmation: 'Changed-pass-9012',
    });
    expect(again.status).toBe(422);
  });

  it('carries a profile change into the very next answer', async () => {
    const who = await account();
    const b = await signedIn(server.url, who.email, who.password);
    await warm(b);
    const update = { first_name: 'Berta', last_name: 'Lee', salutation: 'female', language: 'de_DE' };
    expect((await b.post(`/user/${who.id}`, update)).status).toBe(200);
    const check = (await b.get('/login_check')).json as { user: { first_name: string }; language: string };
    expect(check.user.first_name).toBe('Berta');
    expect(check.language).toBe('de_DE');
  });

  it('ends when an admin switches back from viewing as a customer', async () => {
    const boss = await account({ admin: true });
    const admin = await signedIn(server.url, boss.email, boss.password);
    const customer = await account();
    const adminId = ((await admin.get('/login_check')).json as { user: { id: number } }).user.id;
    expect((await admin.post(`/users/view_as/${customer.id}`)).status).toBe(200);
    await warm(admin);
    const viewing = copyOf(admin);
    expect((await admin.post(`/users/view_as/${adminId}`)).status).toBe(200);
    expect((await viewing.get('/notifications')).status).toBe(401);
    expect((await admin.get('/notifications')).status).toBe(200);
  });
});

describe('SessionCache', () => {
  const session = (idHash: string, userId: number, expiresAt = new Date(10_000_000)) =>
    ({
      id: 1,
      idHash,
      csrfToken: 't',
      user: { id: userId },
      viewAsAdminId: null,
      expiresAt,
    }) as ActiveSession;

  it('answers only before its TTL, the absolute end and the next touch', () => {
    const cache = new SessionCache(60_000, 5_000);
    cache.set(cache.begin(), session('a', 1), new Date(1_000), 1_000);
    expect(cache.get('a', 5_999)).not.toBeNull();
    expect(cache.get('a', 6_000)).toBeNull(); // TTL
    cache.set(cache.begin(), session('b', 1, new Date(3_000)), new Date(1_000), 1_000);
    expect(cache.get('b', 3_000)).toBeNull(); // absolute end
    const touchDue = new SessionCache(60_000, 120_000);
    touchDue.set(touchDue.begin(), session('c', 1), new Date(0), 1_000);
    expect(touchDue.get('c', 59_999)).not.toBeNull();
    expect(touchDue.get('c', 60_000)).toBeNull(); // last_seen_at is due: the database decides
  });

  it('drops what a lookup read before an invalidation that happened meanwhile', () => {
    const cache = new SessionCache(60_000);
    const begun = cache.begin();
    cache.forgetSessions(['a']); // the logout commits while the lookup still waits for its row
    cache.set(begun, session('a', 1), new Date(0), 0);
    expect(cache.get('a', 1)).toBeNull();
  });

  it("forgets a user's sessions, and only theirs", () => {
    const cache = new SessionCache(60_000);
    for (const [h, u] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ] as const)
      cache.set(cache.begin(), session(h, u), new Date(0), 0);
    cache.forgetUser(1);
    expect(['a', 'b', 'c'].map((h) => cache.get(h, 1) !== null)).toEqual([false, false, true]);
  });
});

const up = await servicesUp('session cache across instances', ['postgres', 'redis']);

describe.skipIf(!up)('a session cached on another instance', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    instances = await startTwoInstances();
  });
  afterAll(() => instances?.close());

  it('ends there too when the user logs out here, before the logout answers', async () => {
    const { a, b } = instances;
    const onA = new TestBrowser(a.url);
    expect((await onA.login('demo@example.com', 'Demo1234')).status).toBe(200);
    const onB = copyOf(onA, b.url);
    await warm(onB);
    expect((await onA.post('/logout')).status).toBe(200);
    expect((await onB.get('/notifications')).status).toBe(401);
  });
});
