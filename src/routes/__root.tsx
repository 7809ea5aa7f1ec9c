import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PortalTheme } from '../features/theme/portal-theme';
import { useHeatmapTracking } from '../lib/use-heatmap';
import type { RouterContext } from '../router-context';
import { ErrorPage } from '../ui/error-page';
import { LoadingIndicator } from '../ui/loading-indicator';
import { NotFoundPage } from '../ui/not-found-page';
import { PageNoticeToast } from '../ui/page-notice-toast';
import { useFocusHeadingOnNavigate } from '../ui/use-focus-heading';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: () => <ErrorPage />,
});

function Root() {
  useFocusHeadingOnNavigate();
  useHeatmapTracking();
  return (
    <>
      <PortalTheme />
      <Outlet />
      <PageNoticeToast />
      <LoadingIndicator />
    </>
  );
}
