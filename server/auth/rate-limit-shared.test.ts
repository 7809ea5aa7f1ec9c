import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  servicesUp,
  startTestServer,
  TEST_PG_URL,
  TEST_REDIS_URL,
  TestBrowser,
  type TestServer,
} from '../testing';

/** Rate limits hold across instances: in Redis when REDIS_URL is set, else in the shared database. */
const redisUp = await servicesUp('rate limits in Redis', ['redis']);

async function resets(servers: TestServer[], email: string) {
  const statuses = [];
  for (let i = 0; i < 8; i++) {
    const b = new TestBrowser(servers[i % servers.length]!.url);
    await b.get('/login_check');
    statuses.push((await b.post('/password_reset', { email, browser_lang: 'en' })).status);
  }
  return statuses;
}

describe.skipIf(!redisUp)('two instances sharing one Redis (each with its own database)', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const shared = { redisUrl: TEST_REDIS_URL, rateLimitNamespace: `shared-${randomUUID()}` };
    a = await startTestServer(shared);
    b = await startTestServer(shared);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('requests spread over both instances meet one limit (5 per address, then 429)', async () => {
    expect(await resets([a, b], 'shared@example.com')).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

const pgUp = await servicesUp('rate limits shared in PostgreSQL');
describe.skipIf(!pgUp)('two instances on one PostgreSQL without Redis', () => {
  const name = `claims_limits_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_PG_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(TEST_PG_URL);
    url.pathname = `/${name}`;
    a = await startTestServer({ databaseUrl: url.toString() });
    b = await startTestServer({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('requests spread over both instances meet one limit in rate_limits', async () => {
    expect(await resets([a, b], 'shared-db@example.com')).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
