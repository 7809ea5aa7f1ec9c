import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/closed_contracts`: the customer's closed claims (a widget tree). */
export const Route = createFileRoute('/_dashboard/closed_contracts')({
  loader: ({ context }) => loadWidgetPage(context, 'closed_contracts'),
  component: () => <WidgetRoutePage treeId="closed_contracts" />,
});
