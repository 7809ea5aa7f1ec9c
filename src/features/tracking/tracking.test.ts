import { describe, expect, it } from 'vitest';
import { createHeatmapAdapter } from './tracking';

describe('heat-map adapter', () => {
  it('is off unless the tracking settings enable it', () => {
    expect(createHeatmapAdapter(undefined)).toBeNull();
    expect(createHeatmapAdapter('{"heatmap":{"enabled":false,"site_id":null}}')).toBeNull();
    expect(createHeatmapAdapter('{not json')).toBeNull();
    expect(createHeatmapAdapter('{"heatmap":{"enabled":true,"queue":"bad name!"}}')).toBeNull();
  });

  it('queues each page view and announces it as a DOM event', () => {
    const target: Record<string, unknown> & { dispatchEvent: (e: Event) => boolean } = {
      dispatchEvent: (e) => {
        events.push((e as CustomEvent).detail.path);
        return true;
      },
    };
    const events: string[] = [];
    const adapter = createHeatmapAdapter(
      '{"heatmap":{"enabled":true,"site_id":"hm-1","queue":"_hq"}}',
      target,
    );
    adapter!.pageview('/overview');
    adapter!.pageview('/faq');
    const queue = target._hq as [string, { path: string; site_id: string }][];
    expect(queue.map(([kind, v]) => [kind, v.path, v.site_id])).toEqual([
      ['pageview', '/overview', 'hm-1'],
      ['pageview', '/faq', 'hm-1'],
    ]);
    expect(events).toEqual(['/overview', '/faq']);
  });
});
