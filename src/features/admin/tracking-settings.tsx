import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKING_SETTINGS_SCHEMA } from '../../../contract';
import { queryClient, tsr } from '../../lib/api';
import { LazySettingsForm } from './lazy-settings-form';

/** Tracking settings (Tracking.settings, a JSON string) in a form generated from their schema. */
export function TrackingSettings() {
  const { t } = useTranslation();
  const settings = tsr.settings.get.useQuery({ queryKey: ['settings'], staleTime: Infinity });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState('');
  if (settings.data?.status !== 200) return <p className="muted">{t('common.loading')}</p>;
  const json = settings.data.body.Tracking?.settings ?? '{}';
  let value: unknown = {};
  try {
    value = JSON.parse(json);
  } catch {
    value = {};
  }
  const save = async (next: unknown) => {
    setBusy(true);
    const res = await tsr.settings.save.mutate({
      body: { Tracking: { settings: JSON.stringify(next ?? {}) } },
    });
    setBusy(false);
    if (res.status === 422) return setErrors(res.body.errors);
    setErrors({});
    if (res.status !== 200) return setSaved(t('admin.settings.failed'));
    queryClient.setQueryData(['settings'], res);
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
