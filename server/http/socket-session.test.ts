import { request as httpRequest } from 'node:http';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../seed/demo/users';
import {
  startTestServer,
  storeKnownToken,
  signedIn,
  TestBrowser,
  watchSocket,
  type TestServer,
  type WatchedSocket,
} from '../testing';

/** Sockets are tied to their session: when it ends, they are disconnected and receive nothing more. */

let server: TestServer;
let clock = new Date(); // near real time: TestBrowser drops cookies whose Expires has passed
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
const IDLE = 30 * 60_000;
const ABSOLUTE = 12 * 3_600_000;
const sockets: Socket[] = [];
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer({ seed: true, now });
  for (const [key, u] of Object.entries(DEMO_USERS)) {
    if (key === 'twoFactor') continue;
    const res = await new TestBrowser(server.url).login(u.email, u.password);
    ids[u.email] = (res.json as { user: { id: number } }).user.id;
  }
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');
const admin = () => signedIn(server.url, 'admin@example.com', 'Admin1234');

/** A socket opened with the browser's session cookie, recording what it receives. */
async function openSocket(b: TestBrowser): Promise<WatchedSocket> {
  const watched = await watchSocket(server.origin, b.cookie('sid') ?? '');
  sockets.push(watched.socket);
  return watched;
}

/** The ended socket is disconnected by the server (at the latest by the push); a notification reaches `live` only. */
async function expectEnded(ended: WatchedSocket, live: WatchedSocket, userId: number, subject: string) {
  const received = live.next();
  const sent = await server.notify(userId, { priority: 'low', subject, content: subject });
  expect(await ended.gone).toBe('io server disconnect');
  expect(await received).toEqual(sent);
  expect(ended.got.map((n) => n.subject)).not.toContain(subject);
  expect(ended.socket.connected).toBe(false);
}

describe('a socket ends with its session', () => {
  it('logout disconnects that session’s socket only', async () => {
    const [b1, b2] = [await demo(), await demo()];
    const [s1, s2] = [await openSocket(b1), await openSocket(b2)];
    expect((await b1.post('/logout')).status).toBe(200);
    await expectEnded(s1, s2, ids['demo@example.com']!, 'after logout');
  });

  it('a session rotation (signing in again) disconnects the old session’s socket', async () => {
    const [b1, b2] = [await demo(), await demo()];
    const [s1, s2] = [await openSocket(b1), await openSocket(b2)];
    expect((await b1.login('demo@example.com', 'Demo1234')).status).toBe(200);
    await expectEnded(s1, s2, ids['demo@example.com']!, 'after rotation');
  });

  it('a password reset disconnects every socket of the account; a new sign-in receives', async () => {
    const user = DEMO_USERS.other;
    const userId = ids[user.email]!;
    const [b1, b2] = [
      await signedIn(server.url, user.email, user.password),
      await signedIn(server.url, user.email, user.password),
    ];
    const [s1, s2] = [await openSocket(b1), await openSocket(b2)];
    await storeKnownToken(server.db, {
      kind: 'password_reset',
      userId,
      token: 'socket-reset',
      id: 4242,
      now: clock,
    });
    const password = 'Harbour-Lantern-97x';
    const anonymous = new TestBrowser(server.url);
    await anonymous.get('/login_check'); // the CSRF token
    const reset = await anonymous.post('/password_reset/4242/socket-reset', {
      password,
      password_confirmation: password,
    });
    expect(reset.status).toBe(200);
    expect(await s2.gone).toBe('io server disconnect');
    const fresh = await openSocket(await signedIn(server.url, user.email, password));
    await expectEnded(s1, fresh, userId, 'after reset');
    expect(s2.got.map((n) => n.subject)).not.toContain('after reset');
  });

  it('an idle-expired session’s socket gets nothing and is disconnected at the next push', async () => {
    const [b1, b2] = [await demo(), await demo()];
    const [s1, s2] = [await openSocket(b1), await openSocket(b2)];
    advance(IDLE / 2);
    expect((await b2.get('/login_check')).status).toBe(200); // b2 stays active
    advance(IDLE / 2 + 1000);
    await expectEnded(s1, s2, ids['demo@example.com']!, 'after idle expiry');
  });

  it('an absolutely expired session’s socket gets nothing and is disconnected at the next push', async () => {
    const b1 = await demo();
    const s1 = await openSocket(b1);
    advance(IDLE / 2);
    const b2 = await demo();
    const s2 = await openSocket(b2);
    const end = clock.getTime() - IDLE / 2 + ABSOLUTE;
    while (clock.getTime() + IDLE / 2 < end) {
      advance(IDLE / 2);
      for (const b of [b1, b2]) expect((await b.get('/login_check')).status).toBe(200);
    }
    clock = new Date(end);
    await expectEnded(s1, s2, ids['demo@example.com']!, 'after absolute expiry');
  });

  it('the sweep disconnects an expired session’s socket without waiting for a push', async () => {
    const [b1, b2] = [await demo(), await demo()];
    const [s1, s2] = [await openSocket(b1), await openSocket(b2)];
    advance(IDLE / 2);
    expect((await b2.get('/login_check')).status).toBe(200);
    advance(IDLE / 2 + 1000);
    await server.sweepSessions();
    expect(await s1.gone).toBe('io server disconnect');
    expect(s2.socket.connected).toBe(true);
  });

  it('a view-as start and its end disconnect the switched session’s socket', async () => {
    const [a1, a2] = [await admin(), await admin()];
    const [s1, s2] = [await openSocket(a1), await openSocket(a2)];
    const customerId = ids['demo@example.com']!;
    expect((await a1.post(`/users/view_as/${customerId}`)).status).toBe(200);
    await expectEnded(s1, s2, ids['admin@example.com']!, 'after view-as start');

    const viewing = await openSocket(a1); // a1 now views as the customer
    const customer = await openSocket(await demo());
    expect((await a1.post(`/users/view_as/${ids['admin@example.com']}`)).status).toBe(200);
    await expectEnded(viewing, customer, customerId, 'after view-as end');
  });
});

/** A polling handshake with the given Host and Origin: the status code. */
function handshake(headers: Record<string, string>): Promise<number> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/socket.io/?EIO=4&transport=polling', headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('socket.io origin check', () => {
  it('compares the Origin with the public origin, not with the (forgeable) Host header', async () => {
    const cookie = `sid=${(await demo()).cookie('sid')}`;
    const host = new URL(server.origin).host;
    expect(await handshake({ cookie, origin: server.origin, host })).toBe(200);
    expect(await handshake({ cookie, origin: 'http://evil.example', host: 'evil.example' })).toBe(403);
    expect(await handshake({ cookie, origin: 'http://evil.example', host })).toBe(403);
  });
});
