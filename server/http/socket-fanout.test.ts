import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, type Notification } from '../../contract';
import { startTwoInstances, TestBrowser, type TestServer, servicesUp } from '../testing';

const up = await servicesUp('two-instance fan-out', ['postgres', 'redis']);

describe.skipIf(!up)('two instances on one PostgreSQL and one Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: TestServer;
  let b: TestServer;
  let socket: Socket | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    socket?.close();
    await instances?.close();
  });

  it('a notification created through instance A reaches a socket signed in on instance B', async () => {
    const browser = new TestBrowser(b.url);
    const login = await browser.login('demo@example.com', 'Demo1234');
    const userId = (login.json as { user: { id: number } }).user.id;
    socket = connect(b.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: `sid=${browser.cookie('sid')}`, origin: b.origin },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', resolve);
      socket?.once('connect_error', reject);
    });
    const received = new Promise<Notification>((resolve) => socket?.once(NOTIFICATION_EVENT, resolve));
    const sent = await a.notify(userId, { priority: 'high', subject: 'Fan-out', content: 'from A' });
    expect(await received).toEqual(sent);
    // And it is in the list that instance B serves (one database).
    const list = (await browser.get('/notifications')).json as unknown as Notification[];
    expect(list[0]).toEqual(sent);
  });
});
