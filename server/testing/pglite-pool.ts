import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite instances that tests closed, kept in their process for the next test that asks for the
 * same template, with the template's rows and sequences put back first. Loading a template costs
 * about a second of CPU (a 42 MB data folder unpacked into memory, then PostgreSQL starting);
 * putting back its rows costs a few dozen milliseconds, and the suites open hundreds.
 *
 * A test gets a lease on the instance: once it closes the lease, every call through it fails as on
 * a closed PGlite, so nothing a test left running can reach the next test's database. An instance
 * whose rows cannot be put back (a test changed the schema) is closed for real.
 */
export async function leasePglite(template: string, create: () => Promise<PGlite>): Promise<PGlite> {
  const idle = pool(template);
  let client: PGlite | undefined;
  while (!client && idle.length > 0) {
    const candidate = idle.pop()!;
    if (await restore(candidate, await snapshots.get(template)!)) client = candidate;
    else await candidate.close().catch(() => undefined);
  }
  if (!client) {
    const created = await create();
    if (!snapshots.has(template)) snapshots.set(template, capture(created));
    await snapshots.get(template);
    client = created;
  }
  return lease(client, async () => {
    if (KEEP && idle.length < MAX_IDLE) idle.push(client);
    else await client.close();
  });
}

/**
 * Idle instances kept per template and process (a test file opens at most a few at once), only
 * in vitest's workers, which vitest ends: an open PGlite keeps a timer that would keep a script
 * (a benchmark, a CLI) from exiting.
 */
const MAX_IDLE = 4;
const KEEP = !!process.env.VITEST;
const pools = new Map<string, PGlite[]>();
const pool = (template: string) => pools.get(template) ?? pools.set(template, []).get(template)!;

type Snapshot = {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};
const snapshots = new Map<string, Promise<Snapshot>>();

/** The application's tables (every schema but the system's and the migrations' bookkeeping). */
const USER_TABLES = `select format('%I.%I', schemaname, tablename) as name from pg_tables
  where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`;

/** What a freshly loaded template holds: every table's rows, and where each sequence stands. */
async function capture(client: PGlite): Promise<Snapshot> {
  const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map((r) => r.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    if (found[0]?.json) rows.push({ table, json: found[0].json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
        coalesce(last_value, start_value)::text as value, last_value is not null as called
        from pg_sequences where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`,
    )
  ).rows;
  return { tables, rows, sequences };
}

/** Puts the snapshot's rows and sequences back; false when the schema no longer matches it. */
async function restore(client: PGlite, snapshot: Snapshot): Promise<boolean> {
  try {
    const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map((r) => r.name);
    if (tables.join() !== snapshot.tables.join()) return false;
    await client.transaction(async (tx) => {
      // Foreign keys and triggers are not checked while the rows go back: the snapshot satisfies them.
      await tx.exec(
        `set local session_replication_role = replica; ${tables.map((t) => `delete from ${t};`).join(' ')}`,
      );
      for (const { table, json } of snapshot.rows)
        await tx.query(
          `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1)`,
          [json],
        );
      for (const { name, value, called } of snapshot.sequences)
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
    });
    return true;
  } catch {
    return false;
  }
}

/** The client until `release` runs on close; afterwards every call fails as on a closed PGlite. */
function lease(client: PGlite, release: () => Promise<void>): PGlite {
  let closed = false;
  return new Proxy(client, {
    get(target, key) {
      if (key === 'close')
        return async () => {
          if (closed) return;
          closed = true;
          await release();
        };
      if (key === 'closed') return closed;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (closed)
        return () => {
          throw new Error('PGlite is closed');
        };
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
}
