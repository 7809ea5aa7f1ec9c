import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ClaimActionName } from '../../../../contract';
import type { WidgetProps } from '../widget-props';
import { fillPath, useWidgetRoute } from '../route-params';

/** The claim action a button's path leads to (editing the claim, moving it to another address). */
const ACTION_OF_PATH: [prefix: string, action: ClaimActionName][] = [
  ['/contract_claim/', 'edit_details'],
  ['/claim_transfer', 'transfer'],
];

/**
 * A link styled as a button to a portal path (`:claim` / `:scope` filled from the page); on a
 * claim's page, none to an action the claim does not allow now (a closed claim is not edited).
 */
export function ButtonWidget({ settings }: WidgetProps<'button'>) {
  const { t } = useTranslation();
  const params = useWidgetRoute();
  const action = ACTION_OF_PATH.find(([prefix]) => settings.path.startsWith(prefix))?.[1];
  if (action && params.allowedActions && !params.allowedActions.includes(action)) return null;
  return (
    <div className="widget widget--button">
      <Link to={fillPath(settings.path, params)} className={`button button--${settings.variant}`}>
        {t(settings.label)}
      </Link>
    </div>
  );
}
