import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GridColumn } from '../../../../contract';
import { gridColumnsQuery, gridRowsQuery } from '../../../api/grid';

export type Sort = { key: string; dir: 'asc' | 'desc' } | undefined;

/**
 * A grid's columns and the page of rows the server sorted and filtered (the page shown stays
 * while the next loads); a new sort or filter starts again at page 1. `claimId`: the claim the
 * rows belong to, on a claim's page.
 */
export function useGrid(settings: { resource: string; per_page: number }, claimId: number | undefined) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(undefined);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const params: Record<string, number> = claimId === undefined ? {} : { claim_id: claimId };
  const columns = useQuery(gridColumnsQuery(settings.resource));
  const rows = useQuery({
    ...gridRowsQuery(settings.resource, { page, per_page: settings.per_page, sort, filters, params }),
    placeholderData: keepPreviousData,
  });
  const cols: GridColumn[] = columns.data ?? [];
  const sortBy = (key: string) => {
    setSort((s) => (s?.key === key && s.dir === 'asc' ? { key, dir: 'desc' } : { key, dir: 'asc' }));
    setPage(1);
  };
  const filter = (key: string, text: string) => {
    setFilters((f) => ({ ...f, [key]: text }));
    setPage(1);
  };
  const pages = rows.data ? Math.max(1, Math.ceil(rows.data.total / rows.data.per_page)) : 1;
  return { cols, rows, page, setPage, pages, sort, sortBy, filters, filter };
}
