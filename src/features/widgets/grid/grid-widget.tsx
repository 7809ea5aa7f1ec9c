import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../../contract';
import { gridColumnsQuery, gridRowsQuery } from '../../../api/grid';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Field } from '../../../ui/form';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';

type Sort = { key: string; dir: 'asc' | 'desc' } | undefined;

/** A server-side grid (GET/POST /grid/:resource): paging, sorting by a column, filtering by text. */
export default function GridWidget({ widget, settings }: WidgetProps<'grid'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { claimId } = useWidgetRoute();
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
              <Field
                key={c.key}
                id={`grid-${widget.id}-${c.key}`}
                label={t('grid.filter', { column: t(c.label) })}
                errors={[]}
              >
                {(control) => (
                  <input
                    {...control}
                    type="search"
                    value={filters[c.key] ?? ''}
                    onChange={(e) => {
                      setFilters((f) => ({ ...f, [c.key]: e.target.value }));
                      setPage(1);
                    }}
                  />
                )}
              </Field>
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
                    <td
                      key={c.key}
                      className={c.type === 'money' ? 'num' : undefined}
                      data-label={t(c.label)}
                    >
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
