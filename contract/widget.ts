import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, ValidationErrorBody, authErrors } from './common';
import { Claim, Estimate } from './claim';

export const WIDGET_TYPES = [
  'text',
  'row',
  'html',
  'button',
  'grid',
  'stepper',
  'card',
  'cardlist',
  'create-claim',
  'claim-list',
  'claim-edit',
] as const;
export const WidgetType = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof WidgetType>;

/** JSON Schema describing a widget's settings (SPEC §3). */
export const JsonSchema = z.record(z.string(), z.unknown());

export type Widget = {
  id: number;
  type: WidgetType;
  /** The widget's settings as a JSON string; each type parses its own shape. */
  settings: string;
  settings_schema: Record<string, unknown>;
  children: Widget[];
};
export const Widget: z.ZodType<Widget> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    type: WidgetType,
    settings: z.string(),
    settings_schema: JsonSchema,
    children: z.array(Widget),
  }),
);

export const WidgetTree = z.object({ id: z.string(), widgets: z.array(Widget) });
export type WidgetTree = z.infer<typeof WidgetTree>;

/**
 * Data answers, told apart by `type`. Payloads (POST /widgets/data/:id):
 * - claim-list: `{scope?}` → claim-list (the session user's claims, settings `status` active|closed|all).
 * - card, stepper, claim-edit: `{claim_id}` → claim (404 unless the session user owns it).
 * - claim-edit: `{claim_id, changes: ClaimChanges}` → claim, saved (422 per field).
 * - create-claim: `{action:'estimate', departure_airport, arrival_airport, delay_hours?, disruption?}` → estimate;
 *   `{action:'create', claim: NewClaimInput}` → claim (201-like: the stored claim; 422 per field).
 */
export const ClaimListData = z.object({ type: z.literal('claim-list'), claims: z.array(Claim) });
export const ClaimData = z.object({ type: z.literal('claim'), claim: Claim });
export const EstimateData = z.object({ type: z.literal('estimate'), estimate: Estimate });
export const WidgetData = z.discriminatedUnion('type', [ClaimListData, ClaimData, EstimateData]);
export type WidgetData = z.infer<typeof WidgetData>;

/** Tree ids: one per dashboard page. */
export const TreeId = z.string().regex(/^[a-z0-9_-]{1,64}$/);

const c = initContract();

export const widgetContract = c.router({
  tree: {
    method: 'GET',
    path: '/widgets/tree/:treeId',
    pathParams: z.object({ treeId: TreeId }),
    responses: { 200: WidgetTree, ...authErrors, 404: ErrorBody },
    summary: 'The widget tree of a page (cached by the client)',
  },
  data: {
    method: 'POST',
    path: '/widgets/data/:widgetId',
    pathParams: z.object({ widgetId: z.coerce.number().int() }),
    // The payload varies by widget type (filters, paging, a claim id…).
    body: z.record(z.string(), z.unknown()),
    responses: {
      200: z.object({ data: WidgetData, cache_seconds: z.number().int().min(0).optional() }),
      ...authErrors,
      404: ErrorBody,
      422: ValidationErrorBody,
    },
    summary: "A widget's data",
  },
  saveSettings: {
    method: 'POST',
    path: '/widgets/:id/settings',
    pathParams: z.object({ id: z.coerce.number().int() }),
    body: z.object({ settings: z.string().max(100_000) }),
    responses: { 200: Widget, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
    summary: "Admin: save a widget's settings (a JSON string)",
  },
});
