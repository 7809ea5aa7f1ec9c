import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/db';

/** The PostgreSQL server the data-layer tests use (a fresh database is created per run). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function postgresReachable(url = TEST_PG_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (migrated) that `close()` drops again. */
export async function openFreshPostgres(url = TEST_PG_URL): Promise<DbHandle> {
  const name = `claims_test_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: dbUrl.toString(), dataDir: 'memory://' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function openFreshPglite(): Promise<DbHandle> {
  return openDb({ dataDir: 'memory://' });
}

/** A new, empty PostgreSQL database for a server in another process: its URL, and drop() to remove it. */
export async function createPostgresDatabase(
  prefix = 'claims_test',
  url = TEST_PG_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: () =>
      admin(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
