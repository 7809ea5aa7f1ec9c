import { useTranslation } from 'react-i18next';
import type { GridColumn, GridPage } from '../../../../contract';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { Sort } from './use-grid';

type Cell = string | number | boolean | null;

/** A cell's value as its column's type shows it (money, dates by locale; a status translated). */
function useShowCell() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (col: GridColumn, value: Cell) => {
    if (value === null) return '–';
    if (col.type === 'money' && typeof value === 'number') return formatMoney(value, locale);
    if (col.type === 'date') return formatDate(String(value), locale);
    if (col.type === 'datetime') return formatDateTime(String(value), locale);
    if (col.type === 'status') return t(`grid_values.${String(value)}`, { defaultValue: String(value) });
    return String(value);
  };
}

/** The page of rows; a sortable column's header sorts by it (again: the other way). */
export function GridTable({
  cols,
  rows,
  sort,
  onSort,
}: {
  cols: GridColumn[];
  rows: GridPage['rows'];
  sort: Sort;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation();
  const show = useShowCell();
  return (
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
                  <button type="button" className="link-button" onClick={() => onSort(c.key)}>
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
          {rows.map((row, i) => (
            <tr key={i}>
              {cols.map((c) => (
                <td key={c.key} className={c.type === 'money' ? 'num' : undefined} data-label={t(c.label)}>
                  {show(c, row[c.key] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
