import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { KeysetPlace } from '../../contract';

/**
 * Keyset paging over (created_at, id), newest first (contract/keyset.ts): one place for every
 * paged list (claims, notifications). Each table serves it with an index on (owner, created_at, id).
 */

/** created_at to the microsecond, as a cursor holds it (a JS Date keeps milliseconds only). */
export const placeText = (createdAt: Column) =>
  sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after `place` in the order (created_at, id) descending. */
export const afterPlace = (
  createdAt: Column,
  id: Column,
  place: KeysetPlace | { created_at: Placeholder; id: Placeholder },
): SQL => sql`(${createdAt}, ${id}) < (${place.created_at}::timestamptz, ${place.id})`;
