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
export type SecurityHeaderSetter = (request: FastifyRequest, reply: FastifyReply) => void;

export function registerSecurityHeaders(app: FastifyInstance, setHeaders: SecurityHeaderSetter) {
  app.addHook('onSend', (request, reply, payload, done) => {
    setHeaders(request, reply);
    done(null, payload);
  });
}

/**
 * The headers of every answer (built once; only an embedding's CSP per request); also called for
 * router errors, which skip the onSend hooks.
 */
export function securityHeaders(opts: HeaderOptions): SecurityHeaderSetter {
  const common: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    // Pages carry one-time tokens in their URLs (/two_factor_auth/:token, /activation/:payload,
    // /password_reset/:id/:token, mailbox links): no URL ever leaves in a Referer header.
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(opts.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const unframed = {
    ...common,
    'content-security-policy': contentSecurityPolicy(opts.dev),
    'x-frame-options': 'DENY',
  };
  return (request, reply) => {
    const embed = request.embed;
    reply.headers(
      embed
        ? { ...common, 'content-security-policy': contentSecurityPolicy(opts.dev, embed.origin) }
        : unframed,
    );
    if (!reply.hasHeader('cross-origin-resource-policy'))
      reply.header('cross-origin-resource-policy', 'same-origin');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  };
}
