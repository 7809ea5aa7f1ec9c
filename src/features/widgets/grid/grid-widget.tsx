import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../widget-props';
import { useWidgetRoute } from '../route-params';
import { GridFilters } from './grid-filters';
import { GridTable } from './grid-table';
import { useGrid } from './use-grid';

/** A server-side grid (GET/POST /grid/:resource): paging, sorting by a column, filtering by text. */
export default function GridWidget({ widget, settings }: WidgetProps<'grid'>) {
  const { t } = useTranslation();
  const { claimId } = useWidgetRoute();
  const { cols, rows, page, setPage, pages, sort, sortBy, filters, filter } = useGrid(settings, claimId);
  const headingId = `widget-${widget.id}-title`;

  return (
    <section className="widget widget--grid card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(settings.title ?? 'grid.title')}</h2>
      <GridFilters widgetId={widget.id} cols={cols} filters={filters} onFilter={filter} />
      {rows.isError ? <p className="notice">{t('grid.load_failed')}</p> : null}
      {rows.data && rows.data.total === 0 ? <p className="empty">{t('grid.empty')}</p> : null}
      {rows.data && rows.data.total > 0 ? (
        <GridTable cols={cols} rows={rows.data.rows} sort={sort} onSort={sortBy} />
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
