import { createFileRoute } from '@tanstack/react-router';
import { ClaimTimelinePanel } from '../../features/claim-timeline/claim-timeline-panel';
import { ClaimDocumentsPanel } from '../../features/claim-documents/claim-documents-panel';
import { ClaimTransferPanel } from '../../features/claim-transfer/claim-transfer-panel';
import { PayoutDetailsPanel } from '../../features/payout/payout-details-panel';
import { SettlementPanel } from '../../features/payout/settlement-panel';
import { SignaturesPanel } from '../../features/signatures/signatures-panel';
import { WidgetRoutePage } from '../-widget-page';
import { claimParam, loadWidgetPage } from '../-widget-route';

/** `/contract/:scope/:claim/:page?`: one claim's details, with its timeline, settlement, signatures, payout details, documents and transfer panels. */
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
      {claimId > 0 ? <ClaimTimelinePanel claimId={claimId} /> : null}
      {claimId > 0 ? <SettlementPanel claimId={claimId} /> : null}
      {claimId > 0 ? <SignaturesPanel claimId={claimId} /> : null}
      {claimId > 0 ? <PayoutDetailsPanel claimId={claimId} /> : null}
      {claimId > 0 ? <ClaimDocumentsPanel claimId={claimId} /> : null}
      {claimId > 0 ? <ClaimTransferPanel claimId={claimId} /> : null}
    </WidgetRoutePage>
  );
}
