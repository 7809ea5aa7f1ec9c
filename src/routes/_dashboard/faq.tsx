import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/faq`: the searchable questions and answers (a widget tree). */
export const Route = createFileRoute('/_dashboard/faq')({
  loader: ({ context }) => loadWidgetPage(context, 'faq'),
  component: () => <WidgetRoutePage treeId="faq" />,
});
