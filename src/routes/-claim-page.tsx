import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChecklistItemName, ClaimStep } from '../../contract';
import { claimViewQuery } from '../api/claim-view';
import { NextStepsPanel } from '../features/claim-next-steps/next-steps-panel';
import { ClaimTimelinePanel } from '../features/claim-timeline/claim-timeline-panel';
import { ClaimDocumentsPanel } from '../features/claim-documents/claim-documents-panel';
import { ClaimTransferPanel } from '../features/claim-transfer/claim-transfer-panel';
import { PayoutDetailsPanel } from '../features/payout/payout-details-panel';
import { SettlementPanel } from '../features/payout/settlement-panel';
import { SignaturesPanel } from '../features/signatures/signatures-panel';
import type { StepRequest } from '../ui/step-request';
import { WidgetRoutePage } from './-widget-page';

type Requests = {
  upload: StepRequest<ChecklistItemName>;
  sign: StepRequest<number>;
  payout: StepRequest<number>;
};
const NONE: Requests = { upload: null, sign: null, payout: null };

/**
 * One claim's page (`/contract/:scope/:claim/:page?`): first what the customer has to do now (each
 * step opens the panel control that does it; a closed claim: its outcome, said here and nowhere
 * else), then the timeline, then the contract data, the settlement (once paid out), signatures,
 * payout details, documents and the transfer (while the claim allows one). What the claim allows
 * comes from its view (GET /claims/{id}/view): the panels offer nothing else.
 */
export function ClaimPageBody({ scope, claimId, page }: { scope: string; claimId: number; page?: string }) {
  const known = claimId > 0;
  const view = useQuery({ ...claimViewQuery(claimId), enabled: known });
  // Until the view is here nothing but reading is offered; a view that failed hides nothing.
  const allowed = view.isError ? undefined : (view.data?.allowed_actions ?? ['read' as const]);
  const may = (action: 'transfer' | 'cancel_transfer') => !allowed || allowed.includes(action);
  const [requests, setRequests] = useState<Requests>(NONE);
  const onStep = (step: ClaimStep) => {
    const at = Date.now();
    if (step.kind === 'upload_document') setRequests({ ...NONE, upload: { target: step.item, at } });
    if (step.kind === 'sign') setRequests({ ...NONE, sign: { target: step.passenger_id, at } });
    if (step.kind === 'add_payout_details')
      setRequests({ ...NONE, payout: { target: step.passenger_id, at } });
  };
  const allowedProp = allowed ? { allowed } : {};
  return (
    <WidgetRoutePage
      treeId="contract"
      params={{ claimId, scope, ...(page ? { page } : {}), ...(allowed ? { allowedActions: allowed } : {}) }}
      lead={
        known ? (
          <>
            <NextStepsPanel claimId={claimId} onStep={onStep} />
            <ClaimTimelinePanel claimId={claimId} {...allowedProp} />
          </>
        ) : null
      }
      key={claimId}
    >
      {known && view.data?.outcome === 'paid_out' ? <SettlementPanel claimId={claimId} /> : null}
      {known ? <SignaturesPanel claimId={claimId} {...allowedProp} signFor={requests.sign} /> : null}
      {known ? <PayoutDetailsPanel claimId={claimId} openFor={requests.payout} /> : null}
      {known ? <ClaimDocumentsPanel claimId={claimId} uploadFor={requests.upload} /> : null}
      {known && (may('transfer') || may('cancel_transfer')) ? (
        <ClaimTransferPanel claimId={claimId} secondary />
      ) : null}
    </WidgetRoutePage>
  );
}
