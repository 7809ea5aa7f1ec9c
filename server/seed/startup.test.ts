import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { prepareDatabase } from './startup';
import { servicesUp, TEST_PG_URL } from '../testing';
import pg from 'pg';

const pgUp = await servicesUp('the PostgreSQL start-up test');

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'claims-data-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const userCount = async (h: Awaited<ReturnType<typeof prepareDatabase>>['handle']) =>
  (await h.db.select({ n: count() }).from(users))[0]?.n;

describe('demo data on start', () => {
  it('seeds an empty embedded database in a data folder once, and keeps it across restarts', async () => {
    const dataDir = tempDir();
    const first = await prepareDatabase({ dataDir, nodeEnv: 'development', databaseUrl: undefined });
    expect(first.seeded).toBe(true);
    expect(await userCount(first.handle)).toBe(5); // demo, other, admin, 2fa, new
    await first.handle.close();
    const again = await prepareDatabase({ dataDir, nodeEnv: 'development', databaseUrl: undefined });
    expect(again.seeded).toBe(false);
    expect(await userCount(again.handle)).toBe(5);
    await again.handle.close();
  });

  it('never seeds in production', async () => {
    const { handle, seeded } = await prepareDatabase({
      dataDir: 'memory://',
      nodeEnv: 'production',
      databaseUrl: undefined,
    });
    expect(seeded).toBe(false);
    expect(await userCount(handle)).toBe(0);
    await handle.close();
  });

  it.skipIf(!pgUp)('never seeds PostgreSQL automatically, only migrates it', async () => {
    const name = `claims_start_${Date.now()}`;
    const admin = new pg.Client({ connectionString: TEST_PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(TEST_PG_URL);
      url.pathname = `/${name}`;
      const { handle, seeded } = await prepareDatabase({
        dataDir: 'memory://',
        nodeEnv: 'development',
        databaseUrl: url.toString(),
      });
      expect(seeded).toBe(false);
      expect(await userCount(handle)).toBe(0);
      await handle.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
