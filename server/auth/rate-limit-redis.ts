import { createClient } from 'redis';
import type { LimitStore } from './rate-limit';

/**
 * The Redis store (REDIS_URL): one counter key per bucket and window, expiring after the window.
 * `namespace` keeps deployments (or test runs) that share one Redis apart.
 */
export async function redisLimitStore(
  url: string,
  namespace: string,
  onError: (e: Error) => void,
): Promise<LimitStore & { close(): Promise<void> }> {
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  const key = (bucket: string, windowStart: Date) => `rl:${namespace}:${bucket}:${windowStart.getTime()}`;
  return {
    async hit(bucket, windowStart, windowMs) {
      const k = key(bucket, windowStart);
      const [hits] = await client.multi().incr(k).pExpire(k, windowMs).exec();
      return Number(hits);
    },
    async peek(bucket, windowStart) {
      return Number((await client.get(key(bucket, windowStart))) ?? 0);
    },
    async release(bucket, windowStart, windowMs) {
      const k = key(bucket, windowStart);
      // The expiry again: a window that ended meanwhile leaves no key behind for good.
      await client.multi().decr(k).pExpire(k, windowMs).exec();
    },
    async close() {
      await client.quit();
    },
  };
}
