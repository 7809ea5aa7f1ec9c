/**
 * EXPLAIN ANALYZE of every claim-list query on PostgreSQL, for a
 * customer with 10,000 claims (every fifth closed) beside one with 2,000, in a fresh database.
 * Run: npx tsx bench/claims-explain.ts (needs PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432/test).
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES, CLOSED_STATUSES, decodeKeysetCursor } from '../contract';
import { openDb } from '../server/db/db';
import { createUser } from '../server/db/fixtures';
import { seedManyClaims } from '../server/db/many-claims';
import { claimPassengers, claimStatusHistory, claims } from '../server/db/schema';
import { listClaimPage } from '../server/domain/claims';
import { createPostgresDatabase } from '../server/testing';

const pg = await createPostgresDatabase('claims_explain');
const h = await openDb({ databaseUrl: pg.url, dataDir: 'memory://' });
try {
  await h.migrate();
  const db = h.db;
  const u = await createUser(db, { email: 'many@example.com' });
  const o = await createUser(db, { email: 'other@example.com' });
  await seedManyClaims(db, u.id, 10_000, { closedEvery: 5 });
  await seedManyClaims(db, o.id, 2_000);
  const client = (
    db as unknown as {
      $client: { query(t: string, p?: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  await client.query('vacuum analyze');
  const first = await listClaimPage(db, { userId: u.id, active: true, perPage: 20 });
  const after = decodeKeysetCursor(first.next_cursor!)!;
  const placeSql = sql<string>`to_char(${claims.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const page = (active: boolean | undefined, cursor: boolean) =>
    db
      .select({ claim: claims, place: placeSql })
      .from(claims)
      .where(
        and(
          eq(claims.userId, u.id),
          ...(active === undefined
            ? []
            : [inArray(claims.status, [...(active ? ACTIVE_STATUSES : CLOSED_STATUSES)])]),
          ...(cursor
            ? [sql`(${claims.createdAt}, ${claims.id}) < (${after.created_at}::timestamptz, ${after.id})`]
            : []),
        ),
      )
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(21);
  const ids = first.claims.map((c) => c.id);
  const queries: [string, { toSQL(): { sql: string; params: unknown[] } }][] = [
    ['active list, first page', page(true, false)],
    ['active list, page after a cursor', page(true, true)],
    ['closed list, page after a cursor', page(false, true)],
    ['all claims, page after a cursor', page(undefined, true)],
    [
      'counts per scope and status',
      db
        .select({ scope: claims.scope, status: claims.status, n: count() })
        .from(claims)
        .where(eq(claims.userId, u.id))
        .groupBy(claims.scope, claims.status),
    ],
    [
      'status history of the page',
      db
        .select()
        .from(claimStatusHistory)
        .where(inArray(claimStatusHistory.claimId, ids))
        .orderBy(asc(claimStatusHistory.claimId), asc(claimStatusHistory.at)),
    ],
    [
      'passengers of the page',
      db
        .select()
        .from(claimPassengers)
        .where(inArray(claimPassengers.claimId, ids))
        .orderBy(asc(claimPassengers.claimId), asc(claimPassengers.position)),
    ],
  ];
  for (const [label, q] of queries) {
    const { sql: text, params } = q.toSQL();
    const res = await client.query(`explain (analyze, costs off, timing off, summary on) ${text}`, params);
    console.info(`\n-- ${label}`);
    for (const r of res.rows) console.info(Object.values(r)[0]);
  }
} finally {
  await h.close();
  await pg.drop();
}
