import { describe, expect, it } from 'vitest';
import { TrackingSettings } from './settings';

const heatmap = (queue: string) => TrackingSettings.safeParse({ heatmap: { enabled: true, queue } }).success;

describe('Tracking.settings (the heat-map adapter’s shape)', () => {
  it('takes the heat map switch, its site id and its queue; each may be left out', () => {
    const settings = { heatmap: { enabled: true, site_id: 'site-42', queue: '_heatmapq' } };
    expect(TrackingSettings.parse(settings)).toEqual(settings);
    expect(TrackingSettings.parse({ heatmap: { enabled: false, site_id: null } })).toEqual({
      heatmap: { enabled: false, site_id: null },
    });
    expect(TrackingSettings.parse({})).toEqual({});
  });

  it('refuses keys it does not know, at either level', () => {
    expect(TrackingSettings.safeParse({ heatmap: { enabled: true }, ga: {} }).success).toBe(false);
    expect(TrackingSettings.safeParse({ heatmap: { enabled: true, src: 'https://x' } }).success).toBe(false);
  });

  it('names the queue as a script global: a JavaScript identifier of at most 64 characters', () => {
    for (const queue of ['_heatmapq', '$hq', 'queue_2', `q${'1'.repeat(63)}`])
      expect(heatmap(queue), queue).toBe(true);
    for (const queue of ['', '2q', 'my-queue', 'q;alert(1)', 'window.q', 'äq', `q${'1'.repeat(64)}`])
      expect(heatmap(queue), queue).toBe(false);
  });
});
