import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieName, cookiePath } from '../auth/cookies';
import type { AppContext } from '../context';
import { requestKind } from '../http/request-kind';
import { verifyEmbedToken, type EmbedClaims } from './tokens';

/** Query parameter of the iframe's first page load; then a partitioned cookie carries it. */
export const EMBED_PARAM = 'embed_token';
export const EMBED_COOKIE = 'embed';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request comes from a verified embedding (token in the URL or the embed cookie). */
    embed: EmbedClaims | null;
  }
}

const queryToken = (request: FastifyRequest): string | undefined => {
  const q = request.query as Record<string, unknown> | undefined;
  const v = q?.[EMBED_PARAM];
  return typeof v === 'string' ? v : undefined;
};

const script = readFileSync(new URL('./embed.js', import.meta.url), 'utf8');

/**
 * Embed mode: a page load carrying a valid `embed_token` (or any request with the
 * partitioned `embed` cookie holding one) is framed by the token's origin. Such requests get
 * `frame-ancestors <origin>` and cookies `SameSite=None; Secure; Partitioned`. Must be registered
 * before the session hooks (they set cookies). Also serves the host's embed script.
 */
export function registerEmbedMode(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('embed', null);
  app.addHook('onRequest', async (request, reply) => {
    const kind = requestKind(request, ctx.config.prefix);
    if (kind === 'outside') return;
    const fromQuery = kind === 'page' ? queryToken(request) : undefined;
    const name = cookieName(ctx.config, EMBED_COOKIE);
    const token = fromQuery ?? request.cookies[name];
    if (!token) return;
    request.embed = verifyEmbedToken(ctx.config.sessionSecret, token, ctx.now());
    if (request.embed && fromQuery) {
      reply.setCookie(name, fromQuery, {
        path: cookiePath(ctx.config),
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        partitioned: true,
        expires: new Date(request.embed.exp * 1000),
      });
    }
  });
  app.get(`${ctx.config.prefix}/embed.js`, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(script),
  );
}
