import type { Config } from '../config';

/**
 * The absolute URL of a portal page for a mail: the configured origin (PUBLIC_URL, outside
 * production the server itself), the prefix, then `path`. Never the request's Host or
 * X-Forwarded-Host: a mailed token must not travel to an origin an attacker names.
 */
export function publicUrl(ctx: { config: Pick<Config, 'publicUrl' | 'prefix'> }, path: string): string {
  return `${ctx.config.publicUrl}${ctx.config.prefix}${path}`;
}
