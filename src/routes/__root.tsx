import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PortalLogo } from '../features/theme/portal-logo';
import { PortalTheme } from '../features/theme/portal-theme';
import { useHeatmapTracking } from '../features/tracking/use-heatmap';
import type { RouterContext } from '../router-context';
import { ErrorPage } from '../ui/error-page';
import { BrandContext } from '../ui/brand';
import { LoadingIndicator } from '../ui/loading-indicator';
import { NotFoundPage } from '../ui/not-found-page';
import { PageNoticeToast } from '../ui/page-notice-toast';
import { useFocusHeadingOnNavigate } from '../ui/use-focus-heading';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFoundPage,
  errorComponent: () => (
    <Branded>
      <ErrorPage />
    </Branded>
  ),
});

/** The theme's logo for every page frame, public or dashboard (SPEC §3 theme images). */
const Branded = ({ children }: { children: ReactNode }) => (
  <BrandContext.Provider value={<PortalLogo />}>{children}</BrandContext.Provider>
);

function Root() {
  useFocusHeadingOnNavigate();
  useHeatmapTracking();
  return (
    <Branded>
      <PortalTheme />
      <Outlet />
      <PageNoticeToast />
      <LoadingIndicator />
    </Branded>
  );
}
