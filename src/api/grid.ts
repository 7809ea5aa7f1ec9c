import { queryOptions } from '@tanstack/react-query';
import type { GridColumn, GridPage } from '../../contract';
import { body200 } from './answer';
import { api } from './client';

export type GridRequest = {
  page: number;
  per_page: number;
  sort?: { key: string; dir: 'asc' | 'desc' } | undefined;
  filters: Record<string, string>;
  params: Record<string, string | number>;
};

export const gridKeys = {
  columns: (resource: string) => ['grid', resource, 'columns'] as const,
  rows: (resource: string, request: GridRequest) => ['grid', resource, 'rows', request] as const,
};

/** GET /grid/{resource}: a grid's columns, read once per visit. */
export const gridColumnsQuery = (resource: string) =>
  queryOptions({
    queryKey: gridKeys.columns(resource),
    queryFn: async (): Promise<GridColumn[]> =>
      body200('GET /grid/{resource}', await api().grid.columns({ params: { resource } })).columns,
    staleTime: Infinity,
  });

/** POST /grid/{resource}: one page of rows, sorted and filtered by the server. */
export const gridRowsQuery = (resource: string, request: GridRequest) =>
  queryOptions({
    queryKey: gridKeys.rows(resource, request),
    queryFn: async (): Promise<GridPage> =>
      body200('POST /grid/{resource}', await api().grid.rows({ params: { resource }, body: request })),
  });
