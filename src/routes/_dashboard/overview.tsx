import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/overview`: the dashboard's start page (a widget tree). */
export const Route = createFileRoute('/_dashboard/overview')({
  loader: ({ context }) => loadWidgetPage(context, 'overview'),
  component: () => <WidgetRoutePage treeId="overview" />,
});
