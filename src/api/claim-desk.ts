import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClaimStageName, DeskClaim, DeskPage, WaitingOn } from '../../contract';
import type { ClaimLifecycleContext } from '../../machines/claim/claim.machine';
import { body200 } from './answer';
import { api } from './client';
import { timelineKeys } from './timeline';

/** The desk's filters: a page, a stage, whom the claims wait on, a part of a case number. */
export type DeskFilter = {
  page: number;
  stage?: ClaimStageName | undefined;
  waiting_on?: WaitingOn | undefined;
  q?: string | undefined;
};

export const deskKeys = {
  all: ['claim-desk'] as const,
  page: (filter: DeskFilter) => ['claim-desk', filter] as const,
};

/** Admin: GET /admin/claims, one page of every customer's claims (20, newest first), filtered. */
export async function fetchDesk(filter: DeskFilter): Promise<DeskPage> {
  // ts-rest leaves undefined query values out of the URL.
  return body200('GET /admin/claims', await api().claimDesk.list({ query: filter }));
}

export const deskQuery = (filter: DeskFilter) =>
  queryOptions({ queryKey: deskKeys.page(filter), queryFn: () => fetchDesk(filter) });

/**
 * A desk claim's facts as the claim lifecycle machine takes them (machines/claim), so the desk
 * asks the same machine as the server what the back office may do.
 */
export const lifecycleContext = (claim: DeskClaim): ClaimLifecycleContext => ({
  status: claim.status,
  passengers: claim.facts.passengers.map((p) => ({
    id: p.id,
    name: p.name,
    signature: p.signature,
    role: p.role,
    payoutAccount: p.payout_account,
  })),
  missingDocuments: claim.facts.missing_documents,
  courtCase: claim.facts.court_case,
  directPaymentReported: claim.facts.direct_payment_reported,
  transfer: claim.facts.transfer,
});

/** After a back-office action on a claim: the desk and the claim's timeline load again. */
export function deskChanged(queryClient: QueryClient, claimId: number): void {
  void queryClient.invalidateQueries({ queryKey: deskKeys.all });
  void queryClient.invalidateQueries({ queryKey: timelineKeys.claim(claimId) });
}
