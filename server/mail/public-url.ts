import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * The absolute URL of a portal page for a mail: PUBLIC_URL (else the request's own origin), the
 * prefix, then `path`.
 */
export function publicUrl(
  ctx: { config: Config; request: Pick<FastifyRequest, 'protocol' | 'host'> },
  path: string,
): string {
  const origin = ctx.config.publicUrl ?? `${ctx.request.protocol}://${ctx.request.host}`;
  return `${origin}${ctx.config.prefix}${path}`;
}
