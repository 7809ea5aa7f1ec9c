import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsFormProps } from './settings-form';

const SettingsForm = lazy(() => import('./settings-form'));

/** The JSON-Schema form, fetched on first use (its chunk holds @rjsf/core). */
export function LazySettingsForm(props: SettingsFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
      <SettingsForm {...props} />
    </Suspense>
  );
}
