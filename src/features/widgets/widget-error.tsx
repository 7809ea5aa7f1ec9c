import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context';

/**
 * A widget whose settings are unusable: an empty box for customers; an
 * administrator also sees why, to fix the settings.
 */
export function WidgetError({ widgetId, details }: { widgetId: number; details: string }) {
  const { t } = useTranslation();
  const admin = useSession((s) => s.context.session?.permissions.admin === true);
  return (
    <div className="widget widget--broken" data-widget-id={widgetId}>
      {admin ? (
        <p className="widget__admin-error">{t('widgets.invalid_settings', { id: widgetId, details })}</p>
      ) : null}
    </div>
  );
}
