import type { FastifyRequest } from 'fastify';
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { contract, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '../../contract';
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

/**
 * The paths of the contract's file answers (a document, the privacy archive): a browser opens them
 * itself (a preview in a new tab, a download link), so a navigation there gets the file.
 */
function fileRoutes(router: AppRouter, into: RegExp[] = []): RegExp[] {
  for (const value of Object.values(router)) {
    if (!isAppRoute(value)) fileRoutes(value as AppRouter, into);
    else if (value.method === 'GET' && isFileAnswer(value.responses[200]))
      into.push(new RegExp(`^${value.path.replace(/:[^/]+/g, '[^/]+')}$`));
  }
  return into;
}
const isFileAnswer = (response: unknown) =>
  typeof response === 'object' &&
  response !== null &&
  'contentType' in response &&
  response.contentType !== 'application/json';
const FILE_ROUTES = fileRoutes(contract);

export function requestKind(request: FastifyRequest, prefix: string): RequestKind {
  const path = pathOf(request);
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`)) return 'outside';
  const rel = path.slice(prefix.length) || '/';
  if (rel.startsWith('/assets/')) return 'asset';
  // Server-rendered pages (the development mailbox, the mailed sign-in link) and the probes.
  if (SERVER_PAGES.some((p) => rel === p || rel.startsWith(`${p}/`))) return 'api';
  if (FILE_ROUTES.some((route) => route.test(rel))) return 'api';
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
