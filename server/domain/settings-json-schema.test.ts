import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, widgetSettings, type WidgetType } from '../../contract';
import { WIDGET_TREES, type WidgetSeed } from '../seed/demo/widgets';
import { checkJsonSettings } from './json-settings';
import { settingsJsonSchema } from './settings-json-schema';

const seeded = (nodes: WidgetSeed[]): WidgetSeed[] => nodes.flatMap((n) => [n, ...seeded(n.children ?? [])]);
const key = (n: number) => 'k'.repeat(n);
const ajv = new Ajv({ allErrors: true, strict: false });
/** Whether the generated JSON Schema (the back office form's) accepts a value. */
const jsonSchemaAccepts = (type: WidgetType, value: unknown) => ajv.validate(settingsJsonSchema(type), value);

/** Settings at and beyond each type's limits, and whether they are acceptable. */
const SAMPLES: [WidgetType, unknown, boolean][] = [
  ['text', { key: key(1) }, true],
  ['text', { key: key(200), as: 'h2' }, true],
  ['text', { key: key(201) }, false],
  ['text', { key: '' }, false],
  ['text', { key: 'a', as: 'h1' }, false],
  ['text', {}, false],
  ['row', {}, true],
  ['row', { gap: 'huge' }, false],
  ['html', { html: 'x'.repeat(50_000) }, true],
  ['html', { html: 'x'.repeat(50_001) }, false],
  ['html', { html: { en_GB: '<p>x</p>' } }, true],
  ['html', { html: { en_GB: 1 } }, false],
  ['button', { label: 'a', path: '/new_contract/fairplane' }, true],
  ['button', { label: 'a', path: '/contract_claim/:claim' }, true],
  ['button', { label: 'a', path: 'new_contract' }, false],
  ['button', { label: 'a', path: 'https://evil.example/' }, false],
  ['button', { label: 'a', path: '/a b' }, false],
  ['button', { label: key(201), path: '/' }, false],
  ['button', { label: 'a', path: '/', variant: 'tertiary' }, false],
  ['grid', { resource: 'payments' }, true],
  ['grid', { resource: key(64), per_page: 1 }, true],
  ['grid', { resource: key(65) }, false],
  ['grid', { resource: 'Payments' }, false],
  ['grid', { resource: 'payments', per_page: 100 }, true],
  ['grid', { resource: 'payments', per_page: 101 }, false],
  ['grid', { resource: 'payments', per_page: 0 }, false],
  ['grid', { resource: 'payments', per_page: 1.5 }, false],
  ['stepper', { source: 'claim' }, true],
  ['stepper', { source: 'payments' }, false],
  ['card', { content: 'claim', title: key(200) }, true],
  ['card', { content: 'other' }, false],
  ['card', { text: '' }, false],
  ['cardlist', { items: Array.from({ length: 200 }, () => ({ title: 'q', content: 'a' })) }, true],
  ['cardlist', { items: Array.from({ length: 201 }, () => ({ title: 'q', content: 'a' })) }, false],
  ['cardlist', { items: [{ title: 'q' }] }, false],
  ['cardlist', { items: [], accordion: 'yes' }, false],
  ['create-claim', { scopes: ['fairplane'] }, true],
  ['create-claim', { scopes: [] }, false],
  ['create-claim', { scopes: ['holiday'] }, false],
  ['claim-list', { status: 'all', view: 'summary' }, true],
  ['claim-list', { status: 'sometimes' }, false],
  ['claim-list', {}, false],
  ['claim-edit', { pages: ['passengers'] }, true],
  ['claim-edit', { pages: [] }, false],
  ['claim-edit', { pages: ['payments'] }, false],
];

describe('widget settings: one zod schema per type, the JSON Schema generated from it', () => {
  it('seeds settings that every type’s zod schema accepts', () => {
    const widgets = Object.values(WIDGET_TREES).flatMap(seeded);
    expect(widgets.length).toBeGreaterThan(10);
    for (const w of widgets) {
      const parsed = widgetSettings[w.type].safeParse(w.settings ?? {});
      expect(parsed.error?.issues ?? [], `${w.type} ${JSON.stringify(w.settings)}`).toEqual([]);
    }
  });

  it('generates each type’s JSON Schema once', () => {
    expect(settingsJsonSchema('claim-list')).toBe(settingsJsonSchema('claim-list'));
  });

  it('has a JSON Schema for every type that accepts the type’s defaults', () => {
    for (const type of WIDGET_TYPES) {
      const schema = settingsJsonSchema(type);
      expect(schema).toMatchObject({ type: 'object' });
      const defaults = widgetSettings[type].safeParse({});
      if (defaults.success) expect(jsonSchemaAccepts(type, defaults.data)).toBe(true);
    }
  });

  it.each(SAMPLES)('%s %j: zod and the JSON Schema agree (acceptable: %s)', (type, value, ok) => {
    expect(widgetSettings[type].safeParse(value).success).toBe(ok);
    expect(jsonSchemaAccepts(type, value)).toBe(ok);
    expect(checkJsonSettings('settings', JSON.stringify(value), widgetSettings[type]).ok).toBe(ok);
  });
});
