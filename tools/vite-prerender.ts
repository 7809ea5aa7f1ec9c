import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { Locale } from '../contract';

/** The prerendered pages, dist/prerender/<page>.<locale>.html (server/http/prerendered.ts serves them). */
export const PRERENDER_DIR = 'prerender';

/**
 * After the client build: renders the login page in every language with react-dom/server
 * (src/prerender/render-login.tsx) into a copy of the built index.html, before the SPA's #root,
 * so the form paints before the bundle has loaded. The SPA takes it over (src/lib/prerendered.ts).
 */
export function prerender(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      const vite = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderLogin, LOCALES } = (await vite.ssrLoadModule('/src/prerender/render-login.tsx')) as {
          renderLogin: (l: Locale) => Promise<{ html: string; title: string }>;
          LOCALES: readonly Locale[];
        };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        mkdirSync(join(outDir, PRERENDER_DIR), { recursive: true });
        for (const locale of LOCALES) {
          const { html, title } = await renderLogin(locale);
          const page = index
            .replace(/<html lang="[^"]*"/, `<html lang="${locale.replace('_', '-')}"`)
            .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
            .replace(
              '<div id="root"></div>',
              `<div id="prerendered" data-locale="${locale}">${html}</div><div id="root"></div>`,
            );
          writeFileSync(join(outDir, PRERENDER_DIR, `login.${locale}.html`), page);
        }
      } finally {
        await vite.close();
      }
    },
  };
}
