import { z } from 'zod';
import type { WidgetType } from '../../../contract';

/** Per-type shape of a widget's settings string (SPEC §3: settings are sent as JSON). */
export const settingsSchemas = {
  'claim-list': z.object({ status: z.enum(['active', 'closed']) }),
  row: z.object({}).passthrough(),
  grid: z.object({}).passthrough(),
  card: z.object({}).passthrough(),
  cardlist: z.object({}).passthrough(),
} satisfies Partial<Record<WidgetType, z.ZodTypeAny>>;

export type SettingsOf<T extends keyof typeof settingsSchemas> = z.infer<(typeof settingsSchemas)[T]>;

export type ParsedSettings<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses a settings string with the type's schema; a readable error when it is not JSON or not that shape. */
export function parseSettings<T extends keyof typeof settingsSchemas>(
  type: T,
  raw: string,
): ParsedSettings<SettingsOf<T>> {
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const result = settingsSchemas[type].safeParse(json);
  if (result.success) return { ok: true, value: result.data as SettingsOf<T> };
  return {
    ok: false,
    error: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
  };
}
