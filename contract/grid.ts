import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorBody, ValidationErrorBody, authErrors } from './common';

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

export const GridQuery = z.object({
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(100).default(20),
  sort: z.object({ key: z.string(), dir: z.enum(['asc', 'desc']) }).optional(),
  filters: z.record(z.string(), z.string().max(200)).default({}),
  params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
});

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
    responses: { 200: z.object({ columns: z.array(GridColumn) }), ...authErrors, 404: ErrorBody },
    summary: "A grid's columns",
  },
  rows: {
    method: 'POST',
    path: '/grid/:resource',
    metadata: { access: 'session' } as const,
    pathParams: z.object({ resource: GridResource }),
    body: GridQuery,
    responses: { 200: GridPage, ...authErrors, 404: ErrorBody, 422: ValidationErrorBody },
    summary: "A page of a grid's rows: server-side paging, sorting and filtering",
  },
});
