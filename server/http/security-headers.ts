import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Strict CSP and friends on every answer (DESIGN §7). Development relaxes
 * script/style/connect for Vite's inline preamble, injected styles and HMR socket.
 */
export function contentSecurityPolicy(dev: boolean, frameAncestor: string | null = null): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Only a parent whose embed token verified may frame the portal.
    frameAncestor ? `frame-ancestors ${frameAncestor}` : "frame-ancestors 'none'",
  ].join('; ');
}

type HeaderOptions = { dev: boolean; production: boolean };

export function registerSecurityHeaders(app: FastifyInstance, opts: HeaderOptions) {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, opts);
    return payload;
  });
}

/** The headers of every answer; also called for router errors, which skip the onSend hooks. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, opts: HeaderOptions) {
  const csp = contentSecurityPolicy(opts.dev);
  const embed = request.embed;
  reply.header('content-security-policy', embed ? contentSecurityPolicy(opts.dev, embed.origin) : csp);
  reply.header('x-content-type-options', 'nosniff');
  if (!embed) reply.header('x-frame-options', 'DENY');
  // Pages carry one-time tokens in their URLs (/two_factor_auth/:token, /activation/:payload,
  // /password_reset/:id/:token, mailbox links): no URL ever leaves in a Referer header.
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  if (!reply.hasHeader('cross-origin-resource-policy'))
    reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (opts.production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}
