import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ClaimTransfer, LoginResponse, Scope } from '../../contract';
import { body200, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { claimChanged } from './claim-view';

export const claimTransferKeys = {
  /** The list of the customer's claims with their transfer states. */
  list: ['claim-transfers'] as const,
  /** One claim's transfer state (under the list's key: refreshing the list refreshes it too). */
  one: (claimId: number) => ['claim-transfers', claimId] as const,
  accept: (code: string, twoFactorCode: string) => ['transfer-accept', code, twoFactorCode] as const,
};

/** GET /claim_transfer: the signed-in user's active claims with their transfer state. */
export const claimTransfersQuery = () =>
  queryOptions({
    queryKey: claimTransferKeys.list,
    queryFn: async () => body200('GET /claim_transfer', await api().claimTransfer.list()),
  });

/** GET /claim_transfer/{id}: a claim's transfer state. */
export async function fetchTransfer(claimId: number): Promise<ClaimTransfer> {
  return body200(
    'GET /claim_transfer/{id}',
    await api().claimTransfer.get({ params: { claim_id: claimId } }),
  );
}

/** GET /claim_transfer/{id} as a query: one claim's transfer state (a claim card's note, the transfer panel). */
export const claimTransferQuery = (claimId: number) =>
  queryOptions({ queryKey: claimTransferKeys.one(claimId), queryFn: () => fetchTransfer(claimId) });

/** A claim's transfer state through the cache: a fresh one (the claim page's, a card's) is not asked again. */
export const loadTransfer = (queryClient: QueryClient, claimId: number): Promise<ClaimTransfer> =>
  queryClient.fetchQuery(claimTransferQuery(claimId));

export type TransferRequest = { email: string; claimId: number; widgetId: number | null };

/** Lists showing transfer states load again once a claim's transfer changed (not waited for). */
const transfersChanged = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: claimTransferKeys.list });

/**
 * POST /claim_transfer: ask to move a claim to another address (the lists follow); refused with
 * field errors, or too_many_requests.
 */
export async function requestTransfer(
  queryClient: QueryClient,
  input: TransferRequest,
): Promise<Result<ClaimTransfer>> {
  const res = await api().claimTransfer.request({
    body: { email: input.email, claim_id: input.claimId, widget_id: input.widgetId },
  });
  if (res.status === 422) return refuse(res);
  if (res.status === 429) return refuse(res, 'too_many_requests');
  if (res.status === 409) return refuse(res);
  if (res.status === 200) {
    transfersChanged(queryClient);
    claimChanged(queryClient, input.claimId);
    return { ok: true, value: res.body };
  }
  return unexpected('POST /claim_transfer', res);
}

/** DELETE /claim_transfer/{id}: the owner cancels a pending transfer (the lists follow). */
export async function cancelTransfer(queryClient: QueryClient, claimId: number): Promise<void> {
  body200('DELETE /claim_transfer/{id}', await api().claimTransfer.cancel({ params: { claim_id: claimId } }));
  transfersChanged(queryClient);
  claimChanged(queryClient, claimId);
}

export type AcceptedTransfer =
  | {
      outcome: 'accepted';
      needs_password: boolean;
      session: LoginResponse | null;
      claim: { id: number; scope: Scope; case_number: string };
    }
  /** The new owner has two-factor sign-in: the code was mailed; on to /two_factor_auth/:token. */
  | { outcome: 'two_factor'; token: string; claim: { id: number; scope: Scope; case_number: string } }
  /** Another account is signed in here: asked first (login CSRF), nothing changed, the link stays. */
  | { outcome: 'confirm'; question: 'confirm_switch' }
  | { outcome: 'expired' | 'invalid' };

/**
 * GET /transfer_claim/{code}/{two_factor_code}: accepts once, so it is fetched once and kept;
 * `confirmed` after the visitor agreed to leave the account signed in here.
 */
export const acceptTransferQuery = (code: string, twoFactorCode: string, confirmed = false) =>
  queryOptions({
    queryKey: confirmed
      ? [...claimTransferKeys.accept(code, twoFactorCode), 'confirmed']
      : claimTransferKeys.accept(code, twoFactorCode),
    queryFn: async (): Promise<AcceptedTransfer> => {
      const res = await api().claimTransfer.accept({
        params: { code, two_factor_code: twoFactorCode },
        query: confirmed ? { confirm: '1' } : {},
      });
      if (res.status === 200) return { outcome: 'accepted', ...res.body };
      if (res.status === 202)
        return { outcome: 'two_factor', token: res.body.two_factor_token, claim: res.body.claim };
      if (res.status === 409) return { outcome: 'confirm', question: 'confirm_switch' };
      if (res.status === 410) return { outcome: 'expired' };
      if (res.status === 404) return { outcome: 'invalid' };
      return unexpected('GET /transfer_claim/{code}/{two_factor_code}', res);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
