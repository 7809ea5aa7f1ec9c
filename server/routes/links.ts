import type { RequestContext } from '../http/context';

/** Absolute URL of a portal page for a mail: PUBLIC_URL (else this request's origin) plus the prefix. */
export const pageUrl = (ctx: RequestContext, path: string) =>
  `${ctx.config.publicUrl ?? `${ctx.request.protocol}://${ctx.request.host}`}${ctx.config.prefix}${path}`;
