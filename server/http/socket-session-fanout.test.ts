import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoInstances, TestBrowser, type TestServer, servicesUp, watchSocket } from '../testing';

const up = await servicesUp('two-instance session sockets', ['postgres', 'redis']);

/** A session ended on instance A disconnects its socket on instance B (through the Redis adapter). */
describe.skipIf(!up)('session sockets across two instances', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: TestServer;
  let b: TestServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await instances?.close();
  });

  async function openOn(server: TestServer, browser: TestBrowser) {
    const watched = await watchSocket(server.origin, browser.cookie('sid') ?? '');
    sockets.push(watched.socket);
    return watched;
  }

  it('logout through A disconnects the session’s socket on B; the other session keeps receiving', async () => {
    const [onA, other] = [new TestBrowser(a.url), new TestBrowser(b.url)];
    const login = await onA.login('demo@example.com', 'Demo1234');
    const userId = (login.json as { user: { id: number } }).user.id;
    expect((await other.login('demo@example.com', 'Demo1234')).status).toBe(200);
    const ended = await openOn(b, onA); // the same session cookie, its socket on instance B
    const live = await openOn(b, other);
    expect((await onA.post('/logout')).status).toBe(200);
    expect(await ended.gone).toBe('io server disconnect');
    const received = live.next();
    const sent = await a.notify(userId, { priority: 'low', subject: 'after logout on A', content: 'x' });
    expect(await received).toEqual(sent);
    expect(ended.got).toEqual([]);
  });
});
