import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/db';
import { rateLimits } from '../db/schema';
import { servicesUp, TEST_REDIS_URL } from '../testing';
import { openFreshPglite } from '../testing/databases';
import { databaseLimitStore, type LimitStore } from './rate-limit';
import { redisLimitStore } from './rate-limit-redis';

/** Both stores count the same way: hits per bucket and window, read back by peek. */

const MINUTE = 60_000;
const window1 = new Date('2026-11-27T10:00:00.000Z');
const window2 = new Date(window1.getTime() + 15 * MINUTE);

function countsHits(store: () => LimitStore) {
  it('counts hits per bucket and window; peek reads the count without adding one', async () => {
    const s = store();
    expect(await s.peek('a', window1)).toBe(0);
    expect(await s.hit('a', window1, 15 * MINUTE, window1)).toBe(1);
    expect(await s.hit('a', window1, 15 * MINUTE, window1)).toBe(2);
    expect(await s.peek('a', window1)).toBe(2);
    expect(await s.peek('a', window1)).toBe(2);
    expect(await s.peek('b', window1)).toBe(0);
    expect(await s.hit('a', window2, 15 * MINUTE, window2)).toBe(1);
    expect(await s.peek('a', window1)).toBe(2);
  });
}

describe('the database store', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openFreshPglite();
  });
  afterAll(() => handle?.close());

  countsHits(() => databaseLimitStore(handle.db));

  it('deletes ended windows when a new one starts', async () => {
    const s = databaseLimitStore(handle.db);
    await s.hit('old', window1, 15 * MINUTE, window1);
    await s.hit('new', window2, 15 * MINUTE, new Date(window2.getTime() + 1));
    const buckets = (await handle.db.select().from(rateLimits)).map((r) => r.bucket);
    expect(buckets).toContain('new');
    expect(buckets).not.toContain('old');
  });
});

const redisUp = await servicesUp('the Redis rate-limit store', ['redis']);
describe.skipIf(!redisUp)('the Redis store', () => {
  const errors: Error[] = [];
  let store: Awaited<ReturnType<typeof redisLimitStore>>;
  let other: Awaited<ReturnType<typeof redisLimitStore>>;
  beforeAll(async () => {
    store = await redisLimitStore(TEST_REDIS_URL, `stores-${randomUUID()}`, (e) => errors.push(e));
    other = await redisLimitStore(TEST_REDIS_URL, `stores-${randomUUID()}`, (e) => errors.push(e));
  });
  afterAll(async () => {
    await store?.close();
    await other?.close();
  });

  countsHits(() => store);

  it('keeps namespaces apart', async () => {
    await store.hit('shared', window1, 15 * MINUTE, window1);
    expect(await other.peek('shared', window1)).toBe(0);
    expect(errors).toEqual([]);
  });
});
