import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Theme } from '../../contract';

const template = readFileSync(new URL('./example-host.html', import.meta.url), 'utf8');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The example host page for a portal URL (origin + prefix), a token and a theme. */
export function renderHostPage(opts: {
  portalUrl: string;
  token: string;
  theme?: Theme;
  path?: string;
}): string {
  return template
    .replace('__PORTAL_URL__', attr(opts.portalUrl))
    .replace('__TOKEN__', attr(opts.token))
    .replace('__PATH__', attr(opts.path ?? '/'))
    .replace('__THEME__', attr(JSON.stringify(opts.theme ?? {})));
}

/**
 * Serves the example host page on its own origin (another loopback host or port than the
 * portal's, so the iframe is cross-site). `page(token)` lets tests try other tokens.
 */
export async function startDemoHost(opts: {
  host: string;
  port: number;
  portalUrl: string;
  token: (origin: string) => string;
  theme?: Theme;
  path?: string;
}): Promise<{ origin: string; close(): Promise<void>; server: Server }> {
  let origin = '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname !== '/') {
      res.writeHead(404).end();
      return;
    }
    const token = url.searchParams.get('token') ?? opts.token(origin);
    const html = renderHostPage({ portalUrl: opts.portalUrl, token, theme: opts.theme, path: opts.path });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(opts.port, opts.host, resolve));
  origin = `http://${opts.host}:${(server.address() as AddressInfo).port}`;
  return { origin, server, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
