import { createFileRoute } from '@tanstack/react-router';
import { ClaimTransferPanel } from '../../features/claim-transfer/claim-transfer-panel';
import { WidgetRoutePage } from '../-widget-page';
import { claimParam, loadWidgetPage } from '../-widget-route';

/** `/contract/:scope/:claim/:page?`: one claim's details, with its transfer panel. */
export const Route = createFileRoute('/_dashboard/contract/$scope/$claim/{-$page}')({
  params: {
    parse: ({ claim, ...rest }) => ({ ...rest, claim: claimParam.parse(claim) }),
    stringify: ({ claim, ...rest }) => ({ ...rest, claim: String(claim) }),
  },
  loader: ({ context, params }) => loadWidgetPage(context, 'contract', params.claim),
  component: ContractPage,
});

function ContractPage() {
  const { scope, claim: claimId, page } = Route.useParams();
  return (
    <WidgetRoutePage treeId="contract" params={{ claimId, scope, ...(page ? { page } : {}) }} key={claimId}>
      {claimId > 0 ? <ClaimTransferPanel claimId={claimId} /> : null}
    </WidgetRoutePage>
  );
}
