import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, Id, IdParam, Text, ValidationErrorBody, authErrors } from './common';
import { WidgetData, WidgetDataBody } from './widget-data';
import { TreeId, WidgetType } from './widget-types';

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
    id: Id,
    type: WidgetType,
    settings: z.string(),
    settings_schema: JsonSchema,
    children: z.array(Widget),
  }),
);

export const WidgetTree = z.object({ id: z.string(), widgets: z.array(Widget) });
export type WidgetTree = z.infer<typeof WidgetTree>;

const c = initContract();

export const widgetContract = c.router({
  tree: {
    method: 'GET',
    path: '/widgets/tree/:treeId',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ treeId: TreeId }),
    responses: { 200: WidgetTree, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
    summary: 'The widget tree of a page (cached by the client)',
  },
  data: {
    method: 'POST',
    path: '/widgets/data/:widgetId',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ widgetId: IdParam }),
    body: WidgetDataBody,
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
    metadata: { access: 'admin' } as const,
    pathParams: z.object({ id: IdParam }),
    body: z.object({ settings: Text(100_000) }),
    responses: { 200: Widget, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
    summary: "Admin: save a widget's settings (a JSON string)",
  },
});
