import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    react(),
  ],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 400 },
});
