import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
