import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderIndexHtml } from './index-html';
import { loadPrerendered } from './prerendered';
import { isPageLoad, pathOf, requestKind } from './request-kind';
import { registerViteDev } from './vite-dev';

/** none: API only (tests); dist: the built SPA; vite: Vite middleware with hot reload. */
export type SpaMode = { kind: 'none' } | { kind: 'dist'; distDir: string } | { kind: 'vite'; root: string };

type IndexSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the SPA under the prefix on the API's origin: page loads get
 * index.html, built assets get long-lived caching. When a prefix is set, `/`
 * and every page load outside it (`/overview`) redirect into it (`/kunden/overview`,
 * query kept); API calls outside it keep their JSON 404.
 */
export async function registerSpa(app: FastifyInstance, mode: SpaMode, prefix: string) {
  if (prefix) {
    app.addHook('onRequest', async (request, reply) => {
      if (requestKind(request, prefix) !== 'outside') return;
      const root = pathOf(request) === '/' && (request.method === 'GET' || request.method === 'HEAD');
      // request.url is the path as sent (always starting with '/'), so the target stays on this origin.
      if (root || isPageLoad(request)) return reply.redirect(`${prefix}${request.url}`, 302);
    });
  }
  if (mode.kind === 'none') return;
  const sendIndex =
    mode.kind === 'dist'
      ? await registerDist(app, mode.distDir, prefix)
      : await registerViteDev(app, mode.root, prefix);
  app.addHook('onRequest', async (request, reply) => {
    if (requestKind(request, prefix) === 'page') return sendIndex(request, reply);
  });
}

async function registerDist(app: FastifyInstance, distDir: string, prefix: string): Promise<IndexSender> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile))
    throw new Error(`The built SPA is missing: ${indexFile} (run \`npm run build\`).`);
  const html = renderIndexHtml(readFileSync(indexFile, 'utf8'), prefix);
  const prerendered = loadPrerendered(distDir, prefix);
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: `${prefix}/assets/`,
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
  });
  // Top-level files other than index.html (favicon, robots.txt…): revalidated on every use.
  for (const name of readdirSync(distDir)) {
    if (name === 'index.html' || !statSync(join(distDir, name)).isFile()) continue;
    app.get(`${prefix}/${name}`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(name, distDir, { cacheControl: false }),
    );
  }
  // The page differs by language and session cookie: caches must keep them apart.
  return async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, cookie')
      .send(prerendered(request) ?? html);
}
