/**
 * The baseline of bench/api-throughput.ts: a bare Fastify with one hello route, run like the
 * server (its own process, same Node, `--import tsx`). Prints its address once it listens.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const { port } = app.server.address() as { port: number };
console.info(`bare Fastify: http://localhost:${port}/hello`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void app.close().then(() => process.exit(0)));
