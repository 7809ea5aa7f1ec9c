import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { NotificationCenter } from '../features/notifications/notification-center';
import { isSignedIn, settledSession } from '../lib/session';
import { PageNoticeToast } from '../ui/page-notice-toast';

/** The dashboard guard: an anonymous visitor goes to /login/<this page> and comes back after login. */
export const Route = createFileRoute('/_dashboard')({
  beforeLoad: async ({ context, location }) => {
    const session = await settledSession(context.session);
    if (!isSignedIn(session)) {
      throw redirect({ to: '/login/{-$redirect}', params: { redirect: location.href }, replace: true });
    }
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return (
    <DashboardLayout tools={<NotificationCenter />}>
      <Outlet />
      <PageNoticeToast />
    </DashboardLayout>
  );
}
