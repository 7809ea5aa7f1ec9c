import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { loadWidgetPage } from '../-widget-route';

/** `/new_contract/:scope?`: the create-claim stepper; a scope in the path skips its first step. */
export const Route = createFileRoute('/_dashboard/new_contract/{-$scope}')({
  loader: ({ context }) => loadWidgetPage(context, 'new_contract'),
  component: NewContractPage,
});

function NewContractPage() {
  const { scope } = Route.useParams();
  return <WidgetRoutePage treeId="new_contract" params={scope ? { scope } : {}} />;
}
