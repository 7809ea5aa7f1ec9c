import { createRouter } from '@tanstack/react-router';
import { portalPrefix } from './lib/prefix';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './ui/not-found-page';

/** The router, mounted under the runtime portal prefix (from the server's <meta name="portal-prefix">). */
export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    basepath: portalPrefix() || '/',
    context,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
