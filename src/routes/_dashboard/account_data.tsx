import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/account_data`: the customer's saved passengers and bank accounts (a widget tree). */
export const Route = createFileRoute('/_dashboard/account_data')({
  loader: ({ context }) => loadWidgetPage(context, 'account_data'),
  component: () => <WidgetRoutePage treeId="account_data" />,
});
