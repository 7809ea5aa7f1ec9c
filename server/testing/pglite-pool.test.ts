import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { openFreshPglite } from './databases';
import { leasePglite } from './pglite-pool';

/** Every row of every application table and every sequence's position, as one comparable value. */
async function contents(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname = 'public' and tablename in ('people', 'notes') order by 1`,
  );
  const tables: Record<string, unknown> = {};
  for (const { name } of rows) tables[name] = (await client.query(`select * from ${name} order by 1`)).rows;
  const sequences = (await client.query(`select sequencename, last_value from pg_sequences order by 1`)).rows;
  return { tables, sequences };
}

/**
 * A template of its own: the migrated database (no initdb) with two more tables, a foreign key
 * between them, their sequences and two rows.
 */
async function template(): Promise<Blob> {
  const handle = await openFreshPglite();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec(`
    create table people (id serial primary key, name text not null, photo bytea, born timestamptz);
    create table notes (id serial primary key, person_id int not null references people(id), body jsonb);
    insert into people (name, photo, born) values ('Ada', '\\x0102', '1815-12-10T00:00:00Z');
    insert into notes (person_id, body) select id, '{"a": [1, 2]}' from people;`);
  const dump = await client.dumpDataDir('none');
  // Back in the pool with a changed schema: the next test asking for a migrated database gets another.
  await handle.close();
  return dump;
}

describe('the pool of embedded databases', () => {
  let dump: Blob;
  beforeAll(async () => {
    dump = await template();
  });

  it("hands a closed database to the next test with the template's rows and sequences, and nothing the last test wrote", async () => {
    let created = 0;
    const fresh = await leasePglite('pool-test', async () => {
      created++;
      return PGlite.create({ loadDataDir: dump });
    });
    const expected = await contents(fresh);
    await fresh.exec(`
      insert into people (name) values ('Grace'), ('Alan');
      insert into notes (person_id, body) select max(id), '{}' from people;
      update people set name = 'Ada L.' where name = 'Ada';
      delete from notes where person_id = (select min(id) from people);`);
    await fresh.close();

    const reused = await leasePglite('pool-test', async () => {
      created++;
      return PGlite.create({ loadDataDir: dump });
    });
    expect(created).toBe(1);
    expect(await contents(reused)).toEqual(expected);
    // The sequence goes on from the template's position, as on a fresh load.
    const next = `insert into people (name) values ('Edsger') returning id`;
    const loaded = await PGlite.create({ loadDataDir: dump });
    expect((await reused.query(next)).rows).toEqual((await loaded.query(next)).rows);
    await loaded.close();
    await reused.close();
  });

  it('refuses every call through a closed lease, while the database serves the next test', async () => {
    const first = await leasePglite('pool-test-closed', () => PGlite.create({ loadDataDir: dump }));
    await first.close();
    expect(first.closed).toBe(true);
    expect(() => first.query('select 1')).toThrow(/closed/);
    const next = await leasePglite('pool-test-closed', () => PGlite.create({ loadDataDir: dump }));
    expect((await next.query<{ n: number }>('select count(*)::int as n from people')).rows).toEqual([
      { n: 1 },
    ]);
    await next.close();
  });

  it('does not hand out a database whose schema a test changed', async () => {
    const first = await leasePglite('pool-test-schema', () => PGlite.create({ loadDataDir: dump }));
    await first.exec('create table extra (id int)');
    await first.close();
    const next = await leasePglite('pool-test-schema', () => PGlite.create({ loadDataDir: dump }));
    const { rows } = await next.query(`select 1 from pg_tables where tablename = 'extra'`);
    expect(rows).toEqual([]);
    await next.close();
  });
});
