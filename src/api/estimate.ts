import { queryOptions } from '@tanstack/react-query';
import type { EstimateRequest, EstimateResult } from '../../contract';
import { refuse, type Result, unexpected } from './answer';
import { api } from './client';

export const estimateKeys = {
  /** One set of facts' estimate: the same facts give the same answer. */
  of: (body: EstimateRequest) => ['estimate', body] as const,
};

/** POST /estimate (public): the EU 261 amount per passenger and its reasoning, or the field errors (422). */
export async function requestEstimate(body: EstimateRequest): Promise<Result<EstimateResult>> {
  const res = await api().estimate.estimate({ body });
  if (res.status === 200) return { ok: true, value: res.body };
  if (res.status === 422) return refuse(res);
  return unexpected('POST /estimate', res);
}

/** The estimate of the new-contract flow's facts, kept for an hour (the rules do not change in a visit). */
export const estimateQuery = (body: EstimateRequest) =>
  queryOptions({
    queryKey: estimateKeys.of(body),
    queryFn: () => requestEstimate(body),
    staleTime: 3_600_000,
  });
