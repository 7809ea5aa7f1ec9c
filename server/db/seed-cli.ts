import { loadConfig } from '../config';
import { openDb } from './db';
import { seedDemo } from './seed';

/** `npm run db:seed`: migrates the configured database and loads the demo data (idempotent). */
const config = loadConfig();
const handle = await openDb(config);
try {
  await handle.migrate();
  const { createdAccounts } = await seedDemo(handle.db);
  const where = handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
  console.info(
    createdAccounts.length
      ? `Demo data loaded into ${where}: ${createdAccounts.join(', ')}`
      : `Demo data already present in ${where}.`,
  );
} finally {
  await handle.close();
}
