import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { treeQuery } from '../../api/widgets';
import { WidgetRouteProvider, type WidgetRouteParams } from './route-params';
import { WidgetList } from './widget-view';
import './widgets.css';

/** A dashboard page's widget tree (GET /widgets/tree/:treeId, cached for the session). */
export function WidgetPage({ treeId, params = {} }: { treeId: string; params?: WidgetRouteParams }) {
  const { t } = useTranslation();
  const tree = useQuery(treeQuery(treeId));
  if (tree.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (!tree.data) return <p className="notice">{t('widgets.load_failed')}</p>;
  return (
    <WidgetRouteProvider value={params}>
      <div className="widgets">
        <WidgetList widgets={tree.data.widgets} />
      </div>
    </WidgetRouteProvider>
  );
}
