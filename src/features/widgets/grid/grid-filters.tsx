import { useTranslation } from 'react-i18next';
import type { GridColumn } from '../../../../contract';
import { Field } from '../../../ui/form';

/** A search field per filterable column (none when no column filters). */
export function GridFilters({
  widgetId,
  cols,
  filters,
  onFilter,
}: {
  widgetId: number;
  cols: GridColumn[];
  filters: Record<string, string>;
  onFilter: (key: string, text: string) => void;
}) {
  const { t } = useTranslation();
  if (!cols.some((c) => c.filterable)) return null;
  return (
    <div className="grid__filters">
      {cols
        .filter((c) => c.filterable)
        .map((c) => (
          <Field
            key={c.key}
            id={`grid-${widgetId}-${c.key}`}
            label={t('grid.filter', { column: t(c.label) })}
            errors={[]}
          >
            {(control) => (
              <input
                {...control}
                type="search"
                value={filters[c.key] ?? ''}
                onChange={(e) => onFilter(c.key, e.target.value)}
              />
            )}
          </Field>
        ))}
    </div>
  );
}
