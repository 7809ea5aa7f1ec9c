import { useQuery } from '@tanstack/react-query';
import type { Claim } from '../../../../contract';
import { tsr } from '../../../lib/api';

export class ClaimNotFound extends Error {}

/** Query key of a widget's claim; every claim query starts with ['claim', id]. */
export const claimKey = (claimId: number, widgetId: number) => ['claim', claimId, widgetId] as const;

export async function loadClaim(widgetId: number, claimId: number): Promise<Claim> {
  const res = await tsr.widgets.data.mutate({ params: { widgetId }, body: { claim_id: claimId } });
  if (res.status === 404) throw new ClaimNotFound();
  if (res.status !== 200 || res.body.data.type !== 'claim')
    throw new Error(`POST /widgets/data/${widgetId} answered ${res.status}`);
  return res.body.data.claim;
}

/** The session user's claim through a widget (POST /widgets/data/:id {claim_id}); 404 → ClaimNotFound. */
export function useClaim(widgetId: number, claimId: number | undefined) {
  return useQuery({
    queryKey: claimKey(claimId ?? -1, widgetId),
    queryFn: () => loadClaim(widgetId, claimId ?? -1),
    enabled: claimId !== undefined,
  });
}
