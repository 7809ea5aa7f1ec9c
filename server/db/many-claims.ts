import { sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../contract';
import type { Db } from './db';
import { claimPassengers, claimStatusHistory, claims } from './schema';

export type ManyClaimsOptions = {
  /** The newest claim's creation time; each further claim is one minute older (default: now). */
  newest?: Date;
  /** Every n-th claim is closed (paid out); 0 (default): all active. */
  closedEvery?: number;
  /** Case numbers start with this (must be unique across calls; default: a random tag). */
  casePrefix?: string;
};

const CHUNK = 1000;
const MINUTE = 60_000;

/**
 * Gives a customer `count` claims in bulk (1,000 rows per insert): each with one passenger and a
 * two-step status history. For scale tests, the claims bench and `npm run db:seed -- --claims N`.
 */
export async function seedManyClaims(
  db: Db,
  userId: number,
  count: number,
  opts: ManyClaimsOptions = {},
): Promise<void> {
  const newest = (opts.newest ?? new Date()).getTime();
  const prefix = opts.casePrefix ?? `BULK-${userId}-${newest.toString(36)}`;
  for (let start = 0; start < count; start += CHUNK) {
    const n = Math.min(CHUNK, count - start);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = start + k;
      const closed = !!opts.closedEvery && i % opts.closedEvery === opts.closedEvery - 1;
      const status = closed ? ('paid_out' as const) : ACTIVE_STATUSES[i % ACTIVE_STATUSES.length]!;
      return {
        userId,
        caseNumber: `${prefix}-${String(i).padStart(6, '0')}`,
        scope: 'fairplane' as const,
        status,
        airline: 'Lufthansa',
        airlineCode: 'LH',
        flightNumber: `LH${100 + (i % 900)}`,
        flightDate: '2026-06-01',
        departureAirport: 'FRA',
        arrivalAirport: 'MUC',
        amountCents: 25000,
        claimAmountCents: 25000,
        createdAt: new Date(newest - i * MINUTE),
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx.insert(claims).values(rows).returning({ id: claims.id });
      await tx.insert(claimStatusHistory).values(
        ids.flatMap(({ id }, k) => [
          { claimId: id, status: 'submitted' as const, at: rows[k]!.createdAt },
          { claimId: id, status: rows[k]!.status, at: new Date(rows[k]!.createdAt.getTime() + MINUTE / 2) },
        ]),
      );
      await tx
        .insert(claimPassengers)
        .values(
          ids.map(({ id }) => ({ claimId: id, position: 0, firstName: 'Max', lastName: 'Mustermann' })),
        );
    });
  }
  // What autovacuum does to a table that has settled: planner statistics and the visibility map.
  await db.execute(sql`vacuum analyze claims, claim_status_history, claim_passengers`);
}
