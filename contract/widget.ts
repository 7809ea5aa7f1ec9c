import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, Id, IdParam, Text, ValidationErrorBody, authErrors, recordResponses } from './common';
import { WidgetData, WidgetDataBody } from './widget-data';
import { ClaimConflictBody } from './claim';
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

/**
 * The page-load notice's texts (SPEC §2): `claim_created` is the default, the thanks for the claim
 * entry; the others are success messages of SPEC §8.
 */
export const NOTICE_KEYS = ['claim_created', 'login_successful', 'update_successful', 'email_sent'] as const;
export const NoticeKey = z.enum(NOTICE_KEYS);
export type NoticeKey = z.infer<typeof NoticeKey>;
/** SPEC §2 / §9: thanks for the claim entry, shown 3 seconds. */
export const DEFAULT_NOTICE = { key: 'claim_created', duration_ms: 3000 } as const;
const NoticeDuration = z.number().int().min(1000).max(60_000);

/** A page's notice, shown as a toast when the page loads: its text key and how long it stays (ms). */
export const PageNotice = z.object({ key: NoticeKey, duration_ms: NoticeDuration });
export type PageNotice = z.infer<typeof PageNotice>;

/** A page's widgets and its optional page-load notice (page configuration). */
export const WidgetTree = z.object({
  id: z.string(),
  widgets: z.array(Widget),
  notice: PageNotice.optional(),
});
export type WidgetTree = z.infer<typeof WidgetTree>;

const c = initContract();

export const widgetContract = c.router({
  tree: {
    method: 'GET',
    path: '/widgets/tree/:treeId',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ treeId: TreeId }),
    responses: recordResponses({ 200: WidgetTree }),
    summary: 'The widget tree of a page (cached by the client)',
  },
  saveNotice: {
    method: 'POST',
    path: '/widgets/tree/:treeId/notice',
    metadata: { access: 'admin' } as const,
    pathParams: z.object({ treeId: TreeId }),
    body: z.object({
      /** null removes the page's notice; an omitted field takes its default (DEFAULT_NOTICE). */
      notice: z
        .object({
          key: NoticeKey.default(DEFAULT_NOTICE.key),
          duration_ms: NoticeDuration.default(DEFAULT_NOTICE.duration_ms),
        })
        .strict()
        .nullable(),
    }),
    responses: recordResponses({ 200: WidgetTree }),
    summary: "Admin: set or remove a page's page-load notice (text key and duration)",
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
      // claim-edit with changes: claim_closed, action_not_allowed, passenger_has_dependents.
      409: ClaimConflictBody,
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
    responses: recordResponses({ 200: Widget }),
    summary: "Admin: save a widget's settings (a JSON string)",
  },
});
