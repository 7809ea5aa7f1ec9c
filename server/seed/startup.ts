import type { Config } from '../config';
import { openDb, type DbHandle } from '../db/db';
import { sweepOrphanFiles } from '../storage/file-storage';
import { hasNoUsers, seedDemo } from './seed';

/**
 * Opens the configured database, applies the migrations and removes document files no document
 * names (left by a crash, see sweepOrphanFiles). Demo data goes
 * only into an empty embedded database outside production; PostgreSQL is
 * never seeded automatically (use `npm run db:seed`).
 */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'nodeEnv'>,
): Promise<{ handle: DbHandle; seeded: boolean }> {
  const handle = await openDb(config);
  await handle.migrate();
  await sweepOrphanFiles(handle.db);
  const mayDemo = handle.driver === 'pglite' && config.nodeEnv !== 'production';
  const seeded = mayDemo && (await hasNoUsers(handle.db));
  if (seeded) await seedDemo(handle.db);
  return { handle, seeded };
}
