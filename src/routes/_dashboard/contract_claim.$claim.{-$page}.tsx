import { createFileRoute } from '@tanstack/react-router';
import { WidgetRoutePage } from '../-widget-page';
import { claimParam, loadWidgetPage } from '../-widget-route';

/** `/contract_claim/:claim/:page?`: edits a claim over several pages. */
export const Route = createFileRoute('/_dashboard/contract_claim/$claim/{-$page}')({
  params: {
    parse: ({ claim, ...rest }) => ({ ...rest, claim: claimParam.parse(claim) }),
    stringify: ({ claim, ...rest }) => ({ ...rest, claim: String(claim) }),
  },
  loader: ({ context, params }) => loadWidgetPage(context, 'contract_claim', params.claim),
  component: ContractClaimPage,
});

function ContractClaimPage() {
  const { claim: claimId, page } = Route.useParams();
  return <WidgetRoutePage treeId="contract_claim" params={{ claimId, ...(page ? { page } : {}) }} />;
}
