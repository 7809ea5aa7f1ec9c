import { queryOptions } from '@tanstack/react-query';
import type { EstimateRequest, EstimateResult, PlaceKind, PlaceSearchResult } from '../../contract';
import { body200, refuse, type Result, unexpected } from './answer';
import { api } from './client';

export const estimateKeys = {
  /** One set of facts' estimate: the same facts give the same answer. */
  of: (body: EstimateRequest) => ['estimate', body] as const,
  /** The airports or airlines matching what was typed. */
  places: (kind: PlaceKind, q: string) => ['estimate', 'places', kind, q] as const,
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

/** GET /estimate/places (public): airports by city, name or code, or airlines by name or code, best first. */
export async function searchPlaces(kind: PlaceKind, q: string): Promise<PlaceSearchResult> {
  return body200('GET /estimate/places', await api().estimate.places({ query: { kind, q } }));
}

/** The matches of what was typed, kept for the visit (the data sets do not change in a visit). */
export const placesQuery = (kind: PlaceKind, q: string) =>
  queryOptions({
    queryKey: estimateKeys.places(kind, q),
    queryFn: () => searchPlaces(kind, q),
    staleTime: Infinity,
  });
