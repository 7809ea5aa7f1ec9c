import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/db';
import { startTestServer } from '../../server/testing';
import { referenceSetup } from './states';
import { verifyPacts, type VerifyResult } from './verify';

/** Empties every application table (the migrations bookkeeping lives in another schema). */
export async function emptyDatabase(db: Db): Promise<void> {
  const res = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = res.rows.map((r) => `"public"."${r.tablename}"`);
  if (tables.length > 0) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

/**
 * Verifies the committed pacts against the reference server: booted on an
 * empty in-memory database, emptied again before every interaction, provider
 * states set through server/seed/builders.ts.
 */
export async function verifyReferenceServer(): Promise<VerifyResult & { url: string }> {
  const server = await startTestServer();
  try {
    const result = await verifyPacts({
      providerBaseUrl: server.url,
      provider: referenceSetup(server),
      beforeEach: () => emptyDatabase(server.db),
    });
    return { ...result, url: server.url };
  } finally {
    await server.close();
  }
}
