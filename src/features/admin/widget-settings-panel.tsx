import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../contract';
import { saveWidgetSettings, treeQuery } from '../../api/widgets';
import { LazySettingsForm } from './lazy-settings-form';

const flatten = (list: Widget[]): Widget[] => list.flatMap((w) => [w, ...flatten(w.children)]);
const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
};

/** Every widget of a page with its settings form; `preview` (the page itself) shows saves at once. */
export function WidgetSettingsPanel({ treeId, preview }: { treeId: string; preview: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery(treeQuery(treeId));
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  const widgets = tree.data ? flatten(tree.data.widgets) : [];
  const current = widgets.find((w) => w.id === editing);

  const save = async (widget: Widget, value: unknown) => {
    setBusy(true);
    setSaved('');
    // The page (and every widget's data) reloads with the new settings at once.
    const res = await saveWidgetSettings(queryClient, widget.id, JSON.stringify(value ?? {})).catch(
      () => null,
    );
    setBusy(false);
    if (res?.ok === false) return setErrors(res.refused.errors);
    setErrors({});
    if (!res) return setSaved(t('admin.settings.failed'));
    setSaved(t('admin.settings.saved', { id: widget.id }));
  };

  return (
    <div className="admin-widgets">
      <ul className="admin-widgets__list">
        {widgets.map((w) => (
          <li key={w.id}>
            <button
              type="button"
              className="button"
              aria-pressed={editing === w.id}
              onClick={() => {
                setEditing(w.id);
                setErrors({});
                setSaved('');
              }}
            >
              {t('admin.settings.edit', { type: w.type, id: w.id })}
            </button>
          </li>
        ))}
      </ul>
      {current ? (
        <section className="admin-widgets__form" aria-labelledby="admin-widget-form-title">
          <h3 id="admin-widget-form-title">
            {t('admin.settings.edit', { type: current.type, id: current.id })}
          </h3>
          {errors.settings ? (
            <p className="admin-error" role="alert">
              {errors.settings.map((c) => t(`api.${c}`)).join(' ')}
            </p>
          ) : null}
          <LazySettingsForm
            key={current.id}
            schema={current.settings_schema}
            value={parse(current.settings)}
            errors={errors}
            errorPrefix="settings"
            busy={busy}
            idPrefix="widget"
            onSave={(value) => void save(current, value)}
          />
        </section>
      ) : null}
      <p role="status">{saved}</p>
      <section className="admin-widgets__preview" aria-label={t('admin.settings.preview')}>
        {preview}
      </section>
    </div>
  );
}
