import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackingSettings as TrackingSettingsShape } from '../../../contract';
import { saveSettings, settingsQuery } from '../../api/settings';
import { formSchemaOf } from './form-schema';
import { LazySettingsForm } from './lazy-settings-form';

/** The form's JSON Schema, generated from the contract's schema the server checks saves with. */
const TRACKING_SETTINGS_SCHEMA = formSchemaOf(TrackingSettingsShape);

/** Tracking settings (Tracking.settings, a JSON string) in a form generated from their schema. */
export function TrackingSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  if (!settings.data) return <p className="muted">{t('common.loading')}</p>;
  const json = settings.data.Tracking?.settings ?? '{}';
  let value: unknown = {};
  try {
    value = JSON.parse(json);
  } catch {
    value = {};
  }
  const save = async (next: unknown) => {
    setBusy(true);
    const res = await saveSettings(queryClient, {
      Tracking: { settings: JSON.stringify(next ?? {}) },
    }).catch(() => null);
    setBusy(false);
    if (res?.ok === false) return setErrors(res.refused.errors);
    setErrors({});
    if (!res) return setSaved(t('admin.settings.failed'));
    setSaved(t('admin.tracking.saved'));
  };
  return (
    <>
      <LazySettingsForm
        schema={TRACKING_SETTINGS_SCHEMA}
        value={value}
        errors={errors}
        errorPrefix="Tracking.settings"
        busy={busy}
        idPrefix="tracking"
        onSave={(next) => void save(next)}
      />
      <p role="status">{saved}</p>
    </>
  );
}
