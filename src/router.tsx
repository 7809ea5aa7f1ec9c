import { createRouter } from '@tanstack/react-router';
import { portalPrefix } from './lib/prefix';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './ui/error-page';
import { NotFoundPage } from './ui/not-found-page';

/**
 * The router, mounted under the runtime portal prefix (from the server's <meta name="portal-prefix">).
 * It is built before the session actor, which navigates with it; the session joins the context where
 * the app renders the router (`<RouterProvider context={{ session }}>`, src/app.tsx).
 */
export function createAppRouter({ queryClient }: Pick<RouterContext, 'queryClient'>) {
  return createRouter({
    routeTree,
    basepath: portalPrefix() || '/',
    context: { queryClient, session: undefined! },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: () => <ErrorPage />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
