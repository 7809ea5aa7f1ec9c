/**
 * The heat-map adapter (SPEC §2: navigation is reported to a heat-map tool), configured by
 * `Tracking.settings` from GET /settings. Provider-neutral: each page view is pushed onto a queue
 * array on `window` (name configurable) that any vendor's snippet can consume, and announced as a
 * `portal:pageview` DOM event. Off unless `heatmap.enabled` is true.
 */
import { TrackingSettings } from '../../../contract';

export type PageView = { path: string; site_id: string | null; at: string };
export interface HeatmapAdapter {
  pageview(path: string): void;
}

type Target = { [key: string]: unknown; dispatchEvent?: (e: Event) => boolean };

/** The adapter for these settings, or null when tracking is off or the settings are unusable. */
export function createHeatmapAdapter(
  settingsJson: string | undefined,
  target: Target = globalThis as Target,
) {
  if (!settingsJson) return null;
  let parsed;
  try {
    parsed = TrackingSettings.safeParse(JSON.parse(settingsJson));
  } catch {
    return null;
  }
  const settings = parsed.success ? parsed.data.heatmap : undefined;
  if (!settings?.enabled) return null;
  const heatmap = { site_id: settings.site_id ?? null, queue: settings.queue ?? '_heatmapq' };
  const adapter: HeatmapAdapter = {
    pageview(path) {
      const view: PageView = { path, site_id: heatmap.site_id, at: new Date().toISOString() };
      const queue = Array.isArray(target[heatmap.queue]) ? (target[heatmap.queue] as unknown[]) : [];
      queue.push(['pageview', view]);
      target[heatmap.queue] = queue;
      if (typeof CustomEvent === 'function')
        target.dispatchEvent?.(new CustomEvent('portal:pageview', { detail: view }));
    },
  };
  return adapter;
}
