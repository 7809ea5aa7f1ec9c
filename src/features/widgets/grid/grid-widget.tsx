import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../../contract';
import { tsr } from '../../../lib/api';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import type { WidgetProps } from '../registry';
import { useWidgetRoute } from '../route-params';

type Sort = { key: string; dir: 'asc' | 'desc' } | undefined;

/** A server-side grid (GET/POST /grid/:resource): paging, sorting by a column, filtering by text. */
export default function GridWidget({ widget, settings }: WidgetProps<'grid'>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language ? currentLocale() : 'en_GB';
  const { claimId } = useWidgetRoute();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>(undefined);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const params: Record<string, number> = claimId === undefined ? {} : { claim_id: claimId };
  const columns = tsr.grid.columns.useQuery({
    queryKey: ['grid', settings.resource, 'columns'],
    queryData: { params: { resource: settings.resource } },
    staleTime: Infinity,
  });
  const rows = useQuery({
    queryKey: ['grid', settings.resource, 'rows', params, page, sort, filters],
    queryFn: async () => {
      const res = await tsr.grid.rows.mutate({
        params: { resource: settings.resource },
        body: { page, per_page: settings.per_page, sort, filters, params },
      });
      if (res.status !== 200) throw new Error(`POST /grid/${settings.resource} answered ${res.status}`);
      return res.body;
    },
    placeholderData: keepPreviousData,
  });
  const cols: GridColumn[] = columns.data?.status === 200 ? columns.data.body.columns : [];
  const headingId = `widget-${widget.id}-title`;
  const show = (col: GridColumn, value: string | number | boolean | null) => {
    if (value === null) return '–';
    if (col.type === 'money' && typeof value === 'number') return formatMoney(value, locale);
    if (col.type === 'date') return formatDate(String(value), locale);
    if (col.type === 'datetime') return formatDateTime(String(value), locale);
    if (col.type === 'status') return t(`grid_values.${String(value)}`, { defaultValue: String(value) });
    return String(value);
  };
  const sortBy = (key: string) => {
    setSort((s) => (s?.key === key && s.dir === 'asc' ? { key, dir: 'desc' } : { key, dir: 'asc' }));
    setPage(1);
  };
  const pages = rows.data ? Math.max(1, Math.ceil(rows.data.total / rows.data.per_page)) : 1;

  return (
    <section className="widget widget--grid card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(settings.title ?? 'grid.title')}</h2>
      {cols.some((c) => c.filterable) ? (
        <div className="grid__filters">
          {cols
            .filter((c) => c.filterable)
            .map((c) => (
              <div className="field" key={c.key}>
                <label htmlFor={`grid-${widget.id}-${c.key}`}>
                  {t('grid.filter', { column: t(c.label) })}
                </label>
                <input
                  id={`grid-${widget.id}-${c.key}`}
                  type="search"
                  value={filters[c.key] ?? ''}
                  onChange={(e) => {
                    setFilters((f) => ({ ...f, [c.key]: e.target.value }));
                    setPage(1);
                  }}
                />
              </div>
            ))}
        </div>
      ) : null}
      {rows.isError ? <p className="notice">{t('grid.load_failed')}</p> : null}
      {rows.data && rows.data.total === 0 ? <p className="empty">{t('grid.empty')}</p> : null}
      {rows.data && rows.data.total > 0 ? (
        <div className="table-scroll">
          <table className="grid">
            <thead>
              <tr>
                {cols.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={
                      sort?.key === c.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined
                    }
                  >
                    {c.sortable ? (
                      <button type="button" className="link-button" onClick={() => sortBy(c.key)}>
                        {t(c.label)}
                      </button>
                    ) : (
                      t(c.label)
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.data.rows.map((row, i) => (
                <tr key={i}>
                  {cols.map((c) => (
                    <td key={c.key} className={c.type === 'money' ? 'num' : undefined}>
                      {show(c, row[c.key] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages > 1 ? (
        <nav className="pager" aria-label={t('grid.pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('grid.previous')}
          </button>
          <span>{t('grid.page_of', { page, pages })}</span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('grid.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
