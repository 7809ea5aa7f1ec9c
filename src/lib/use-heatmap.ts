import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { tsr } from './api';
import { createHeatmapAdapter } from './tracking';

/** Reports every navigation (path without the portal prefix) to the configured heat-map adapter. */
export function useHeatmapTracking() {
  const settings = tsr.settings.get.useQuery({ queryKey: ['settings'], staleTime: Infinity });
  const json = settings.data?.status === 200 ? settings.data.body.Tracking?.settings : undefined;
  const adapter = useMemo(() => createHeatmapAdapter(json), [json]);
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    adapter?.pageview(path);
  }, [adapter, path]);
}
