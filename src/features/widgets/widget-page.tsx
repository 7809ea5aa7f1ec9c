import { useTranslation } from 'react-i18next';
import { tsr } from '../../lib/api';
import { WidgetRouteProvider, type WidgetRouteParams } from './route-params';
import { WidgetList } from './widget-view';
import './widgets.css';

/** A dashboard page's widget tree (GET /widgets/tree/:treeId, cached for the session). */
export function WidgetPage({ treeId, params = {} }: { treeId: string; params?: WidgetRouteParams }) {
  const { t } = useTranslation();
  const tree = tsr.widgets.tree.useQuery({
    queryKey: ['widgets', 'tree', treeId],
    queryData: { params: { treeId } },
    staleTime: Infinity,
  });
  if (tree.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (tree.data?.status !== 200) return <p className="notice">{t('widgets.load_failed')}</p>;
  return (
    <WidgetRouteProvider value={params}>
      <div className="widgets">
        <WidgetList widgets={tree.data.body.widgets} />
      </div>
    </WidgetRouteProvider>
  );
}
