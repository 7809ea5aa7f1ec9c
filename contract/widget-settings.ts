import { z } from 'zod';
import { SCOPES } from './claim';
import { GridResource } from './grid';
import type { WidgetType } from './widget-types';

/** An i18n key the SPA translates. */
const key = z.string().min(1).max(200);

/** A portal path a button leads to; `:claim` and `:scope` are filled from the page's route. */
export const PortalPath = z.string().regex(/^\/[A-Za-z0-9_\-/:]*$/, 'a portal path such as /new_contract');

/**
 * Per-type shape of a widget's settings (SPEC §3: sent as a JSON string). The JSON Schema the back
 * office edits them with (`settings_schema`) is generated from these, so the two cannot disagree.
 */
export const widgetSettings = {
  text: z.object({ key, as: z.enum(['p', 'h2', 'h3']).default('p') }),
  row: z.object({ gap: z.enum(['small', 'large']).default('large') }),
  html: z.object({ html: z.union([z.string().max(50_000), z.record(z.string(), z.string().max(50_000))]) }),
  button: z.object({
    label: key,
    path: PortalPath,
    variant: z.enum(['primary', 'secondary']).default('secondary'),
  }),
  grid: z.object({
    resource: GridResource,
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

/** A widget type's parsed settings. */
export type SettingsOf<T extends WidgetType> = z.infer<(typeof widgetSettings)[T]>;
/** A widget type's settings as written (defaults may be left out). */
export type SettingsInputOf<T extends WidgetType> = z.input<(typeof widgetSettings)[T]>;
