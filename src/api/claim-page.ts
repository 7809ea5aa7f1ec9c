import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClaimPage } from '../../contract';
import { body200 } from './answer';
import { claimTransferQuery } from './claim-transfer';
import { claimViewQuery } from './claim-view';
import { claimDocumentsQuery } from './documents';
import { api } from './client';
import { payoutDetailsQuery, settlementQuery } from './payout';
import { signaturesQuery } from './signatures';
import { timelineQuery } from './timeline';
import { claimQuery, widgetKeys } from './widgets';

export const claimPageKeys = {
  /** Under the claim's own key: whatever refreshes the claim makes the next page load ask again. */
  one: (claimId: number) => [...widgetKeys.claims(claimId), 'page'] as const,
};

/**
 * Each part of a claim's page becomes the cached answer of the call that part is refreshed
 * with (a panel reading it then asks nothing while it is fresh).
 */
function seedParts(queryClient: QueryClient, claimId: number, page: ClaimPage): void {
  queryClient.setQueryData(claimViewQuery(claimId).queryKey, page.view);
  // The claim widgets' entry is one per claim, whichever widget reads it (the id is not in the key).
  queryClient.setQueryData(claimQuery(0, claimId).queryKey, page.claim);
  queryClient.setQueryData(timelineQuery(claimId).queryKey, page.timeline);
  queryClient.setQueryData(signaturesQuery(claimId).queryKey, page.signatures);
  queryClient.setQueryData(payoutDetailsQuery(claimId).queryKey, page.payout_details);
  queryClient.setQueryData(claimDocumentsQuery(claimId).queryKey, page.documents);
  queryClient.setQueryData(claimTransferQuery(claimId).queryKey, page.transfer);
  queryClient.setQueryData(
    settlementQuery(claimId).queryKey,
    page.settlement ? { available: true, settlement: page.settlement } : { available: false },
  );
}

/**
 * GET /claims/{id}/page: everything a claim's page opens with, in one call. Each part is seeded
 * into the cache of its own call (the view, the claim's widgets, the timeline, signatures, payout
 * accounts, settlement, documents, transfer), which later refreshes use. 404 rejects.
 */
export const claimPageQuery = (claimId: number) =>
  queryOptions({
    queryKey: claimPageKeys.one(claimId),
    queryFn: async ({ client }): Promise<ClaimPage> => {
      const page = body200(
        'GET /claims/{id}/page',
        await api().claimView.page({ params: { claim_id: claimId } }),
      );
      seedParts(client, claimId, page);
      return page;
    },
  });

/**
 * A claim page's loader: loads the page's parts in one call unless the last such answer is still
 * fresh (its parts are cached, or were refreshed since). A failure is left to the parts: each
 * then loads, and reports, its own.
 */
export async function loadClaimPage(queryClient: QueryClient, claimId: number): Promise<void> {
  await queryClient.fetchQuery(claimPageQuery(claimId)).catch(() => undefined);
}
