import { describe, expect, it } from 'vitest';
import { Widget } from './widget';

const text = {
  id: 2,
  type: 'text',
  settings: '{"key":"faq.intro"}',
  settings_schema: { type: 'object' },
  children: [],
};
const row = { id: 1, type: 'row', settings: '{}', settings_schema: {}, children: [text] };

describe('Widget (SPEC §3)', () => {
  it('keeps every field of a widget and of its children', () => {
    expect(Widget.parse(row)).toEqual(row);
  });

  it('has its settings as a JSON string, at every depth', () => {
    expect(
      Widget.safeParse({ ...row, children: [{ ...text, settings: { key: 'faq.intro' } }] }).success,
    ).toBe(false);
    expect(Widget.safeParse({ ...row, type: 'carousel' }).success).toBe(false);
  });
});
