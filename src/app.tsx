import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient, tsr } from './lib/api';
import type { SessionActor } from './lib/session';
import { SessionProvider } from './lib/session-context';
import type { createAppRouter } from './router';
import { AlertProvider } from './ui/alert-dialog';
import { FailedRequestDialog } from './ui/failed-request-dialog';

/** Providers around the router: server state, the session, alerts and the failed-request dialog. */
export function App({
  router,
  session,
}: {
  router: ReturnType<typeof createAppRouter>;
  session: SessionActor;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <tsr.ReactQueryProvider>
        <SessionProvider actor={session}>
          <AlertProvider>
            <FailedRequestDialog />
            <RouterProvider router={router} />
          </AlertProvider>
        </SessionProvider>
      </tsr.ReactQueryProvider>
    </QueryClientProvider>
  );
}
