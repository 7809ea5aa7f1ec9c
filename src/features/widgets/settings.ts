import type { z } from 'zod';
import { widgetSettings, type SettingsOf, type WidgetType } from '../../../contract';

export type { SettingsOf };

export type ParsedSettings<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses a settings string with the type's schema; a readable error when it is not JSON or not that shape. */
export function parseSettings<T extends WidgetType>(type: T, raw: string): ParsedSettings<SettingsOf<T>> {
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const schema: z.ZodTypeAny | undefined = widgetSettings[type];
  if (!schema) return { ok: false, error: `unknown widget type ${String(type)}` };
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data as SettingsOf<T> };
  return {
    ok: false,
    error: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
  };
}
