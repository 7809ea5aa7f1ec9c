import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';
import { WidgetDataBody, widgetDataPayloads } from './widget-data';

describe('POST /widgets/data body', () => {
  it('lets every key through, so the widget’s own payload decides', () => {
    for (const body of [
      {},
      { claim_id: 'x' },
      { claim_id: 1, changes: { x: 1 } },
      { action: 'create', x: 1 },
    ]) {
      expect(WidgetDataBody.parse(body)).toEqual(body);
    }
    expect(widgetDataPayloads.card.safeParse(WidgetDataBody.parse({ claim_id: 'x' })).success).toBe(false);
  });

  it('refuses what is no payload at all', () => {
    expect(WidgetDataBody.safeParse([]).success).toBe(false);
    expect(WidgetDataBody.safeParse({ scope: 'holiday' }).success).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin paths only', () => {
    expect(safeRedirect('/faq?x=1')).toBe('/faq?x=1');
    for (const bad of [
      '',
      '//evil.example',
      '/\\evil',
      '/\t/evil',
      'https://evil.example',
      `/${'a'.repeat(2000)}`,
    ])
      expect(safeRedirect(bad)).toBeUndefined();
  });
});
