import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../widget-props';
import { fillPath, useWidgetRoute } from '../route-params';

/** A link styled as a button to a portal path (`:claim` / `:scope` filled from the page). */
export function ButtonWidget({ settings }: WidgetProps<'button'>) {
  const { t } = useTranslation();
  const params = useWidgetRoute();
  return (
    <div className="widget widget--button">
      <Link to={fillPath(settings.path, params)} className={`button button--${settings.variant}`}>
        {t(settings.label)}
      </Link>
    </div>
  );
}
