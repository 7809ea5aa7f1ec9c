import { useQuery } from '@tanstack/react-query';
import { claimQuery } from '../../../api/widgets';

/** The session user's claim through a widget (POST /widgets/data/:id {claim_id}); 404 → ClaimNotFound. */
export function useClaim(widgetId: number, claimId: number | undefined) {
  return useQuery({ ...claimQuery(widgetId, claimId ?? -1), enabled: claimId !== undefined });
}
