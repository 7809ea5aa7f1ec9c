import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { normalizeEmail } from '../db/users';
import { openDb } from '../db/db';
import { seedManyClaims } from '../db/many-claims';
import { users } from '../db/schema';
import { seedDemo } from './seed';

/**
 * `npm run db:seed`: migrates the configured database and loads the demo data (idempotent).
 * `npm run db:seed -- --claims 10000 [--email demo@example.com]` also gives that account that many
 * more claims, in bulk (scale checks; see bench/claims-scale.ts).
 */
const { values } = parseArgs({
  options: { claims: { type: 'string' }, email: { type: 'string', default: 'demo@example.com' } },
});
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
  const count = Number(values.claims ?? 0);
  if (!Number.isInteger(count) || count < 0) throw new Error('--claims takes a whole number');
  if (count > 0) {
    const email = normalizeEmail(values.email);
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no account ${email}`);
    await seedManyClaims(handle.db, user.id, count);
    console.info(`${count} more claims for ${email}.`);
  }
} finally {
  await handle.close();
}
