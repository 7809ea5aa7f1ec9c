import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_EVENT, type Notification } from '../../contract';
import { TEST_PG_URL, postgresReachable } from '../db/test-databases';
import { startTestServer, type TestServer } from '../testing';
import { TestBrowser } from './test-browser';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function redisReachable(url = REDIS_URL): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const reachable = (await postgresReachable()) && (await redisReachable());
if (!reachable)
  console.warn(
    `SKIPPED two-instance fan-out: PostgreSQL (${TEST_PG_URL}) or Redis (${REDIS_URL}) is not reachable.`,
  );

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!reachable)('two instances on one PostgreSQL and one Redis', () => {
  const name = `claims_fanout_${randomBytes(6).toString('hex')}`;
  let a: TestServer;
  let b: TestServer;
  let socket: Socket | undefined;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    const shared = {
      databaseUrl: url.toString(),
      redisUrl: REDIS_URL,
      sessionSecret: randomBytes(32).toString('base64url'),
    };
    a = await startTestServer({ ...shared, seed: true });
    b = await startTestServer(shared); // migrations already applied by A: a no-op here
  });
  afterAll(async () => {
    socket?.close();
    await a?.close();
    await b?.close();
    await admin(`drop database if exists ${name} with (force)`);
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
