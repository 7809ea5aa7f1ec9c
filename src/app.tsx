import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { SessionActor } from './session/session-actor';
import { SessionProvider } from './session/session-context';
import type { createAppRouter } from './router';
import { AlertProvider } from './ui/alert-dialog';
import { FailedRequestDialog } from './ui/failed-request-dialog';

/** Providers around the router: server state (the router context's query client), the session, alerts, the failed-request dialog. */
export function App({
  router,
  session,
}: {
  router: ReturnType<typeof createAppRouter>;
  session: SessionActor;
}) {
  return (
    <QueryClientProvider client={router.options.context.queryClient}>
      <SessionProvider actor={session}>
        <AlertProvider>
          <FailedRequestDialog />
          <RouterProvider router={router} context={{ session }} />
        </AlertProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
