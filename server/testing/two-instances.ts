import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';
import { TEST_PG_URL, postgresReachable } from './databases';
import { startTestServer, type TestServer } from './server';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function redisReachable(url = TEST_REDIS_URL): Promise<boolean> {
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

/** Why the two-instance setup cannot run here, or null when PostgreSQL and Redis answer. */
export async function twoInstancesUnavailable(): Promise<string | null> {
  if (!(await postgresReachable())) return `PostgreSQL (${TEST_PG_URL}) is not reachable`;
  if (!(await redisReachable())) return `Redis (${TEST_REDIS_URL}) is not reachable`;
  return null;
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Two portal instances on one fresh PostgreSQL database and one Redis, as behind a load balancer:
 * A loads the demo data, both share the session secret. close() drops the database.
 * For tests and benchmarks; `spa` serves the built SPA from dist/.
 */
export async function startTwoInstances(
  opts: { spa?: boolean } = {},
): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const name = `claims_fanout_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  const shared = {
    databaseUrl: url.toString(),
    redisUrl: TEST_REDIS_URL,
    sessionSecret: randomBytes(32).toString('base64url'),
    rateLimitNamespace: name,
    spa: opts.spa ?? false,
  };
  const a = await startTestServer({ ...shared, seed: true });
  const b = await startTestServer(shared);
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
