import { zodToJsonSchema } from 'zod-to-json-schema';
import { widgetSettings, type WidgetType } from '../../contract';

const cache = new Map<WidgetType, Record<string, unknown>>();

/**
 * The JSON Schema of a widget type's settings (SPEC §3 `settings_schema`, the back office's form),
 * generated once per type from the contract's zod schema. Extra keys stay allowed (zod drops them),
 * so the form offers no free-form properties.
 */
export function settingsJsonSchema(type: WidgetType): Record<string, unknown> {
  const cached = cache.get(type);
  if (cached) return cached;
  const { $schema: _, ...schema } = zodToJsonSchema(widgetSettings[type], {
    $refStrategy: 'none',
    target: 'jsonSchema7',
    removeAdditionalStrategy: 'strict',
    allowedAdditionalProperties: undefined,
  }) as Record<string, unknown>;
  cache.set(type, schema);
  return schema;
}
