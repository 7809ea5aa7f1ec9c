import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, PageNumber, Text, ValidationErrorBody, authErrors, recordResponses } from './common';

/**
 * SPEC §7 `GET {resource}` / `POST {resource}`: a grid widget names its
 * resource in its settings (e.g. `payments`); the calls live under `/grid/`.
 */
export const GridResource = z.string().regex(/^[a-z0-9_-]{1,64}$/);

export const GridColumn = z.object({
  key: z.string(),
  label: z.string(), // an i18n key
  type: z.enum(['text', 'money', 'date', 'datetime', 'status']),
  sortable: z.boolean(),
  filterable: z.boolean(),
});
export type GridColumn = z.infer<typeof GridColumn>;

/** A column, filter or parameter key: a lower-case name (never `__proto__` or the like). */
export const GridKey = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/);

export const GridQuery = z.object({
  page: PageNumber.default(1),
  per_page: z.number().int().min(1).max(100).default(20),
  sort: z.object({ key: GridKey, dir: z.enum(['asc', 'desc']) }).optional(),
  filters: z.record(GridKey, Text(200)).default({}),
  params: z.record(GridKey, z.union([Text(200), z.number()])).default({}),
});
export type GridQuery = z.infer<typeof GridQuery>;

/**
 * GridQuery for a resource with these columns: sorts only by a sortable column and filters only by
 * a filterable one (anything else is `invalid_value` at `sort.key` or `filters.<key>`).
 */
export function gridQueryFor(columns: GridColumn[]) {
  const sortable = new Set(columns.filter((c) => c.sortable).map((c) => c.key));
  const filterable = new Set(columns.filter((c) => c.filterable).map((c) => c.key));
  return GridQuery.superRefine((query, ctx) => {
    if (query.sort && !sortable.has(query.sort.key))
      ctx.addIssue({ code: 'custom', path: ['sort', 'key'], message: 'not a sortable column' });
    for (const key of Object.keys(query.filters))
      if (!filterable.has(key))
        ctx.addIssue({ code: 'custom', path: ['filters', key], message: 'not a filterable column' });
  });
}

export const GridPage = z.object({
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  per_page: z.number().int().min(1),
});
export type GridPage = z.infer<typeof GridPage>;

const c = initContract();

export const gridContract = c.router({
  columns: {
    method: 'GET',
    path: '/grid/:resource',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ resource: GridResource }),
    responses: {
      200: z.object({ columns: z.array(GridColumn) }),
      ...authErrors,
      404: ErrorBody,
      422: ValidationErrorBody,
    },
    summary: "A grid's columns",
  },
  rows: {
    method: 'POST',
    path: '/grid/:resource',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ resource: GridResource }),
    body: GridQuery,
    responses: recordResponses({ 200: GridPage }),
    summary: "A page of a grid's rows: server-side paging, sorting and filtering",
  },
});
