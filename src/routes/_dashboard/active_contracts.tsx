import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/active_contracts`: the customer's active claims (a widget tree). */
export const Route = createFileRoute('/_dashboard/active_contracts')({
  loader: ({ context }) => loadWidgetPage(context, 'active_contracts'),
  component: () => <WidgetRoutePage treeId="active_contracts" />,
});
