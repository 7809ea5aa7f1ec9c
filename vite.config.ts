import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './tools/vite-prerender';

/** The importer the router plugin writes for each split part of a route: `() => import('…?tsr-split=…')`. */
const splitImport = /\(\)\s*=>\s*import\((["'][^"']*\?tsr-split=[^"']*["'])\)/g;

/**
 * Wraps every route chunk's `import()` written by the router plugin's code splitting in `loadChunk`
 * (src/lib/chunk-load.ts): the 120 s time-out, the reload after a new deployment, the failure
 * dialog and the loading indicator. Runs after the router plugin (both `pre`, in this order).
 */
function routeChunks(): Plugin {
  const helper = JSON.stringify(fileURLToPath(new URL('./src/lib/chunk-load.ts', import.meta.url)));
  return {
    name: 'portal:route-chunks',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('?tsr-split') || !id.includes('/src/routes/')) return null;
      const wrapped = code.replace(splitImport, '() => __loadChunk(() => import($1))');
      if (wrapped === code) return null;
      // Appended (imports are hoisted), so no line moves and the source map stays right.
      return { code: `${wrapped}\nimport { loadChunk as __loadChunk } from ${helper};\n`, map: null };
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every built script, style sheet and map of dist/assets:
 * the server sends them to browsers that accept them (@fastify/static `preCompressed`), so a page's
 * scripts travel at their compressed size without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        writeFileSync(join(assets, `${name}.br`), br);
      }
    },
  };
}

/**
 * The SPA is built with a relative base; the server rewrites index.html's asset
 * URLs to the runtime PORTAL_PREFIX, so one build serves any prefix.
 */
export default defineConfig({
  base: './',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    routeChunks(),
    react(),
    precompress(),
    prerender(),
    // ANALYZE=1 npx vite build: reports/bundle-stats.json (module sizes per chunk, for tools/bundle-report.ts).
    process.env.ANALYZE
      ? visualizer({
          filename: 'reports/bundle-stats.json',
          template: 'raw-data',
          gzipSize: true,
          sourcemap: false,
        })
      : null,
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
