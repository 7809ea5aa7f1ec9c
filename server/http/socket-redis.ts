import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import type { Server } from 'socket.io';

/**
 * With REDIS_URL, socket.io rooms span every instance: an emit to `user:<id>` on one instance
 * reaches that user's sockets on all of them (DESIGN §8). The clients close with the app.
 */
export async function useRedisAdapter(app: FastifyInstance, io: Server, url: string): Promise<void> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (e: Error) => app.log.error({ err: e }, 'redis'));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  app.addHook('onClose', async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  });
}
