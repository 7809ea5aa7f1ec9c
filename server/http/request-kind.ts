import type { FastifyRequest } from 'fastify';
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';
import { HEALTH_PATHS } from './health';

/**
 * outside: not under the prefix; asset: built files; page: a browser page load
 * (GET/HEAD without X-Requested-With that accepts HTML, DESIGN §2); api: the rest.
 */
export type RequestKind = 'outside' | 'asset' | 'page' | 'api';

export function pathOf(request: FastifyRequest): string {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
}

/** Paths under the prefix that the server answers itself, even for a browser page load. */
export const SERVER_PAGES = ['/dev/mailbox', '/login/link', ...HEALTH_PATHS];

export function requestKind(request: FastifyRequest, prefix: string): RequestKind {
  const path = pathOf(request);
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return 'outside';
  const rel = path.slice(prefix.length) || '/';
  if (rel.startsWith('/assets/')) return 'asset';
  // Server-rendered pages (the development mailbox, the mailed sign-in link) and the probes.
  if (SERVER_PAGES.some((p) => rel === p || rel.startsWith(`${p}/`))) return 'api';
  return isPageLoad(request) ? 'page' : 'api';
}

/** A browser page load: GET/HEAD without X-Requested-With that accepts HTML (DESIGN §2). */
export function isPageLoad(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  const xhr = request.headers[REQUESTED_WITH_HEADER] === REQUESTED_WITH_VALUE;
  const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
  return isRead && !xhr && acceptsHtml;
}

export const isUnsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
