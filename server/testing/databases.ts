import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDb, pgliteHandle, type DbHandle } from '../db/db';
import { seedDemo } from '../seed/seed';
import { leasePglite } from './pglite-pool';

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

/**
 * A new in-memory PGlite. Migrated (the default), it is loaded from a dump of a migrated database
 * kept under node_modules/.cache and named by the migrations' content: PGlite's initdb takes
 * about 1.6 s on this machine, loading the dump about 1 s of CPU, and tests open hundreds, so an
 * instance a test closed is handed to the next test of its process with the dump's rows put back
 * (pglite-pool.ts). Seeded, the dump also holds the demo data (named by the seed's sources too):
 * seeding takes longer than loading, and every browser test and most server tests start from it.
 */
export async function openFreshPglite(
  opts: { migrated?: boolean; seeded?: boolean } = {},
): Promise<DbHandle> {
  if (opts.migrated === false) return openDb({ dataDir: 'memory://' });
  const kind = opts.seeded ? 'seeded' : 'migrated';
  const dump = await template(kind);
  return pgliteHandle(await leasePglite(kind, () => PGlite.create({ loadDataDir: dump })));
}

type Template = 'migrated' | 'seeded';
const SOURCES: Record<Template, string[]> = {
  migrated: [migrationsFolder],
  seeded: [migrationsFolder, fileURLToPath(new URL('../seed', import.meta.url))],
};
const templates = new Map<Template, Promise<Blob>>();

/** The hash of every file under `folders`, by path and content. */
function contentHash(folders: string[]): string {
  const hash = createHash('sha256');
  for (const folder of folders)
    for (const f of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
      const path = join(folder, f);
      if (statSync(path).isFile()) hash.update(f).update(readFileSync(path));
    }
  return hash.digest('hex').slice(0, 16);
}

function template(kind: Template): Promise<Blob> {
  let dump = templates.get(kind);
  if (!dump) {
    dump = buildTemplate(kind);
    templates.set(kind, dump);
  }
  return dump;
}

async function buildTemplate(kind: Template): Promise<Blob> {
  const file = join(TEMPLATE_DIR, `${kind}-${contentHash(SOURCES[kind])}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = kind === 'seeded' ? await openFreshPglite() : await openDb({ dataDir: 'memory://' });
  await handle.migrate();
  if (kind === 'seeded') await seedDemo(handle.db);
  const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await handle.close();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Written aside and renamed: test files running in parallel never read half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const TEMPLATE_DIR = fileURLToPath(new URL('../../node_modules/.cache/pglite-template', import.meta.url));

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
