import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { settingsQuery } from '../../api/settings';
import type { HeatmapAdapter } from './tracking';

/** A cheap look before loading the adapter: most portals run with tracking off. */
function trackingEnabled(json: string | undefined): boolean {
  try {
    return (
      json !== undefined &&
      (JSON.parse(json) as { heatmap?: { enabled?: unknown } }).heatmap?.enabled === true
    );
  } catch {
    return false;
  }
}

/** Reports every navigation (path without the portal prefix) to the configured heat-map adapter. */
export function useHeatmapTracking() {
  const json = useQuery(settingsQuery()).data?.Tracking?.settings;
  const [adapter, setAdapter] = useState<HeatmapAdapter | null>(null);
  useEffect(() => {
    if (!trackingEnabled(json)) return setAdapter(null);
    let live = true;
    void import('./tracking').then(
      ({ createHeatmapAdapter }) => live && setAdapter(createHeatmapAdapter(json)),
    );
    return () => {
      live = false;
    };
  }, [json]);
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    adapter?.pageview(path);
  }, [adapter, path]);
}
