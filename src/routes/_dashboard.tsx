import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { menuQuery } from '../api/menu';
import { AdminLink } from '../features/admin/admin-link';
import { ViewAsBanner } from '../features/admin/view-as-banner';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { NotificationCenter } from '../features/notifications/notification-center';
import { loadArea } from '../lib/i18n';
import { isSignedIn, settledSession } from '../session/session-actor';

/** The dashboard guard: an anonymous visitor goes to /login/<this page> and comes back after login. */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context, location }) => {
    const session = await settledSession(context.session);
    if (!isSignedIn(session)) {
      throw redirect({ to: '/login/{-$redirect}', params: { redirect: location.href }, replace: true });
    }
    await Promise.all([loadArea('dashboard'), loadArea('account'), loadArea('admin'), loadArea('estimate')]);
  },
  // The menu loads with the page's chunk and tree, not after the layout has rendered.
  loader: ({ context }) => void context.queryClient.prefetchQuery(menuQuery()),
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <DashboardLayout
      banner={<ViewAsBanner />}
      tools={
        <>
          <AdminLink />
          <NotificationCenter />
        </>
      }
    >
      <Outlet />
    </DashboardLayout>
  );
}
