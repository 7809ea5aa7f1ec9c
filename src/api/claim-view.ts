import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClaimView } from '../../contract';
import { body200 } from './answer';
import { api } from './client';
import { timelineKeys } from './timeline';
import { widgetKeys } from './widgets';

export const claimViewKeys = {
  /** Under the claim's own key (['claim', id]): whatever refreshes the claim refreshes its view. */
  one: (claimId: number) => [...widgetKeys.claims(claimId), 'view'] as const,
};

/**
 * GET /claims/{id}/view: the claim's stage and outcome, whom it waits on, the customer's next
 * steps and the actions allowed now (the server asks the claim's lifecycle); 404 rejects.
 */
export const claimViewQuery = (claimId: number) =>
  queryOptions({
    queryKey: claimViewKeys.one(claimId),
    queryFn: async (): Promise<ClaimView> =>
      body200('GET /claims/{id}/view', await api().claimView.get({ params: { claim_id: claimId } })),
  });

/**
 * The customer changed something on a claim (a document, a signature, a payout account, a
 * transfer): its view, its timeline and the claim lists (their "action needed") load again.
 * Not waited for.
 */
export function claimChanged(queryClient: QueryClient, claimId: number): void {
  void queryClient.invalidateQueries({ queryKey: claimViewKeys.one(claimId) });
  void queryClient.invalidateQueries({ queryKey: timelineKeys.claim(claimId) });
  void queryClient.invalidateQueries({ queryKey: widgetKeys.data });
}
