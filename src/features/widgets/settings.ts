import { z } from 'zod';
import { SCOPES, type WidgetType } from '../../../contract';

const key = z.string().min(1).max(200);

/** Per-type shape of a widget's settings string (SPEC §3: settings are sent as JSON). */
export const settingsSchemas = {
  text: z.object({ key, as: z.enum(['p', 'h2', 'h3']).default('p') }),
  row: z.object({ gap: z.enum(['small', 'large']).default('large') }),
  html: z.object({ html: z.union([z.string().max(50_000), z.record(z.string(), z.string().max(50_000))]) }),
  button: z.object({
    label: key,
    path: z.string().regex(/^\/[A-Za-z0-9_\-/:]*$/, 'a portal path such as /new_contract'),
    variant: z.enum(['primary', 'secondary']).default('secondary'),
  }),
  grid: z.object({
    resource: z.string().regex(/^[a-z0-9_-]{1,64}$/),
    per_page: z.number().int().min(1).max(100).default(10),
    title: key.optional(),
  }),
  stepper: z.object({ source: z.literal('claim').default('claim'), title: key.optional() }),
  card: z.object({
    title: key.optional(),
    text: key.optional(),
    content: z.enum(['claim', 'templates']).optional(),
  }),
  cardlist: z.object({
    items: z.array(z.object({ title: key, content: key })).max(200),
    accordion: z.boolean().default(false),
    searchable: z.boolean().default(false),
  }),
  'create-claim': z.object({
    scopes: z
      .array(z.enum(SCOPES))
      .min(1)
      .default([...SCOPES]),
  }),
  'claim-list': z.object({
    status: z.enum(['active', 'closed', 'all']),
    view: z.enum(['list', 'summary']).default('list'),
  }),
  'claim-edit': z.object({
    pages: z
      .array(z.enum(['flight', 'passengers']))
      .min(1)
      .default(['flight', 'passengers']),
  }),
} satisfies Record<WidgetType, z.ZodTypeAny>;

export type SettingsOf<T extends WidgetType> = z.infer<(typeof settingsSchemas)[T]>;

export type ParsedSettings<T> = { ok: true; value: T } | { ok: false; error: string };

/** Parses a settings string with the type's schema; a readable error when it is not JSON or not that shape. */
export function parseSettings<T extends WidgetType>(type: T, raw: string): ParsedSettings<SettingsOf<T>> {
  let json: unknown;
  try {
    json = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const schema: z.ZodTypeAny | undefined = settingsSchemas[type];
  if (!schema) return { ok: false, error: `unknown widget type ${String(type)}` };
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data as SettingsOf<T> };
  return {
    ok: false,
    error: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
  };
}
