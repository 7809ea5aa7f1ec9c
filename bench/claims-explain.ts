/**
 * EXPLAIN ANALYZE of every claim-list and notification-list query on PostgreSQL, for a customer
 * with 10,000 claims (every fifth closed) and 10,000 notifications (every tenth unread) beside one
 * with 2,000 of each, in a fresh database.
 * Run: npx tsx bench/claims-explain.ts (needs PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432/test).
 */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES, CLOSED_STATUSES, decodeKeysetCursor } from '../contract';
import { openDb } from '../server/db/db';
import { createUser } from '../server/seed/builders';
import { seedManyClaims } from '../server/db/many-claims';
import { afterPlace, placeText } from '../server/db/keyset';
import { claimPassengers, claimStatusHistory, claims, notifications } from '../server/db/schema';
import { listClaimPage } from '../server/domain/claims';
import { listNotificationPage } from '../server/domain/notifications';
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
  for (const [userId, n] of [
    [u.id, 10_000],
    [o.id, 2_000],
  ] as const)
    await db.execute(sql`
      insert into notifications (user_id, priority, subject, content, read_at, created_at)
      select ${userId}, 'low', 'Update ' || i, '', case when i % 10 = 0 then null else now() end,
             now() - i * interval '1 minute'
      from generate_series(1, ${n}) as i`);
  const client = (
    db as unknown as {
      $client: { query(t: string, p?: unknown[]): Promise<{ rows: Record<string, string>[] }> };
    }
  ).$client;
  await client.query('vacuum analyze');
  const first = await listClaimPage(db, { userId: u.id, active: true, perPage: 20 });
  const after = decodeKeysetCursor(first.next_cursor!)!;
  const page = (active: boolean | undefined, cursor: boolean) =>
    db
      .select({ claim: claims, place: placeText(claims.createdAt) })
      .from(claims)
      .where(
        and(
          eq(claims.userId, u.id),
          ...(active === undefined
            ? []
            : [inArray(claims.status, [...(active ? ACTIVE_STATUSES : CLOSED_STATUSES)])]),
          ...(cursor ? [afterPlace(claims.createdAt, claims.id, after)] : []),
        ),
      )
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(21);
  const ids = first.claims.map((c) => c.id);
  const notes = await listNotificationPage(db, u.id, { limit: 20 });
  const noteAfter = decodeKeysetCursor(notes.nextCursor!)!;
  const notePage = (cursor: boolean) =>
    db
      .select({ row: notifications, place: placeText(notifications.createdAt) })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, u.id),
          ...(cursor ? [afterPlace(notifications.createdAt, notifications.id, noteAfter)] : []),
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(21);
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
    ['notifications, first page', notePage(false)],
    ['notifications, page after a cursor', notePage(true)],
    [
      'unread notifications, counted',
      db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, u.id), isNull(notifications.readAt))),
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
