import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PortalLogo } from '../features/theme/portal-logo';
import { PortalTheme } from '../features/theme/portal-theme';
import { useHeatmapTracking } from '../lib/use-heatmap';
import type { RouterContext } from '../router-context';
import { BrandContext } from '../ui/brand';
import { LoadingIndicator } from '../ui/loading-indicator';
import { NotFoundPage } from '../ui/not-found-page';
import { PageNoticeToast } from '../ui/page-notice-toast';
import { useFocusHeadingOnNavigate } from '../ui/use-focus-heading';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
});

function Root() {
  useFocusHeadingOnNavigate();
  useHeatmapTracking();
  return (
    <BrandContext.Provider value={<PortalLogo />}>
      <PortalTheme />
      <Outlet />
      <PageNoticeToast />
      <LoadingIndicator />
    </BrandContext.Provider>
  );
}
