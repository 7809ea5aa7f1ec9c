import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndexHtml } from './index-html';
import { isUnsafe } from './request-kind';
import { REQUESTED_WITH_HEADER } from '../../contract';

/** Development: Vite in middleware mode (hot reload over the same HTTP server). */
export async function registerViteDev(app: FastifyInstance, root: string, prefix: string) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    base: `${prefix}/`,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  // API calls never reach Vite; it only serves modules and files for the page.
  app.use((req, res, next) => {
    if (isUnsafe(req.method ?? 'GET') || req.headers[REQUESTED_WITH_HEADER]) return next();
    vite.middlewares(req, res, next);
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const source = await readFile(join(root, 'index.html'), 'utf8');
    const html = await vite.transformIndexHtml(request.url, source);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderIndexHtml(html, prefix));
  };
}
