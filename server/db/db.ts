import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One query type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/** The folder of the committed SQL migrations. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite in
 * `<dataDir>/pgdata` ('memory://' keeps it in memory).
 */
export async function openDb(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server ends (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    await pool.query('select 1');
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let where = opts.dataDir;
  if (where !== 'memory://') {
    where = join(opts.dataDir, 'pgdata');
    mkdirSync(where, { recursive: true });
  }
  return pgliteHandle(await PGlite.create(where));
}

/** A handle on an open PGlite (tests load one from a migrated template: server/testing). */
export function pgliteHandle(client: PGlite): DbHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
