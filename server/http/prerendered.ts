import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LOCALES, normalizeLocale, type Locale } from '../../contract';
import { renderIndexHtml } from './index-html';

/** The cookie the SPA keeps the visitor's language choice in (src/lib/i18n.ts writes it). */
export const LANGUAGE_COOKIE = 'portal_language';

const cookie = (request: FastifyRequest, name: string): string | undefined =>
  new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.cookie ?? '')?.[1];

/**
 * The language the SPA will start in, by its own rule (src/lib/i18n.ts initialLocale): the saved
 * choice (mirrored in a cookie), else the browser's first language (Accept-Language).
 */
export function visitorLocale(request: FastifyRequest): Locale {
  const saved = cookie(request, LANGUAGE_COOKIE);
  if (saved) return normalizeLocale(decodeURIComponent(saved));
  return normalizeLocale(request.headers['accept-language']?.split(',')[0]?.split(';')[0]);
}

/**
 * The login page prerendered at build time (dist/prerender/login.<locale>.html, tools/vite-prerender.ts),
 * per language, with the prefix applied. `pick` answers a page load of `/` or `/login` (no query) by an
 * anonymous visitor with the page in their language; anything else (a session cookie: the SPA
 * may go on to the dashboard) gets undefined, i.e. the plain index.html.
 */
export function loadPrerendered(distDir: string, prefix: string) {
  const pages = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = join(distDir, 'prerender', `login.${locale}.html`);
    if (existsSync(file)) pages.set(locale, renderIndexHtml(readFileSync(file, 'utf8'), prefix));
  }
  const paths = new Set([`${prefix}/`, `${prefix}/login`, prefix || '/']);
  return (request: FastifyRequest): string | undefined => {
    // A query asks for another variant of the page (`?by=email`: the sign-in link form).
    if (!paths.has(request.url)) return undefined;
    if (/(?:^|;\s*)(?:__Host-)?sid=/.test(request.headers.cookie ?? '')) return undefined;
    return pages.get(visitorLocale(request));
  };
}
