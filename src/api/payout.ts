import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  MessageCode,
  PassengerPayout,
  PayoutDetailsInput,
  PayoutDetailsList,
  Settlement,
  SettlementDocument,
} from '../../contract';
import { body200, refusal, refuse, unexpected, type Result } from './answer';
import { api } from './client';
import { passkeyReauthAssertion } from './passkeys';
import { claimChanged } from './claim-view';

export const payoutKeys = {
  /** Each passenger's payout account of one claim. */
  details: (claimId: number) => ['payout-details', claimId] as const,
  /** The settlement statements of one claim. */
  settlement: (claimId: number) => ['settlement', claimId] as const,
};

/** GET /claims/{id}/payout_details: each passenger's account (IBAN masked) and whether it may change. */
export const payoutDetailsQuery = (claimId: number) =>
  queryOptions({
    queryKey: payoutKeys.details(claimId),
    queryFn: async (): Promise<PayoutDetailsList> =>
      body200(
        'GET /claims/{id}/payout_details',
        await api().payout.details({ params: { claim_id: claimId } }),
      ),
  });

/**
 * POST /claims/{id}/payout_details/{passenger}: sets or changes the account, with the password.
 * Once saved, the claim's payout details and its timeline (the change is an event) load again.
 */
export async function savePayoutDetails(
  queryClient: QueryClient,
  claimId: number,
  passengerId: number,
  input: PayoutDetailsInput,
): Promise<Result<PassengerPayout>> {
  const res = await api().payout.setDetails({
    params: { claim_id: claimId, passenger_id: passengerId },
    body: input,
  });
  if (res.status === 200) {
    void queryClient.invalidateQueries({ queryKey: payoutKeys.details(claimId) });
    claimChanged(queryClient, claimId);
    return { ok: true, value: res.body };
  }
  if (res.status === 422) return refuse(res);
  if (res.status === 409) return refuse(res);
  if (res.status === 429) return refuse(res, 'too_many_attempts');
  return unexpected('POST /claims/{id}/payout_details/{passenger}', res);
}

/**
 * Sets or changes the account confirmed with one of the user's passkeys: the WebAuthn ceremony
 * (POST /user/passkeys/reauth/options, the authenticator), then the save with its assertion. A
 * ceremony that did not finish is refused on the passkey (e.g. `passkey.cancelled`), a locked
 * account as a whole.
 */
export async function savePayoutDetailsWithPasskey(
  queryClient: QueryClient,
  claimId: number,
  passengerId: number,
  account: Omit<PayoutDetailsInput, 'password' | 'passkey'>,
): Promise<Result<PassengerPayout>> {
  const asserted = await passkeyReauthAssertion();
  if (asserted.ok)
    return savePayoutDetails(queryClient, claimId, passengerId, { ...account, passkey: asserted.value });
  const { message = 'passkey.failed' } = asserted.refused;
  if (message === 'too_many_attempts') return refusal({ errors: {}, message });
  // Shown at the passkey field: a server code, or the i18n key of the browser's refusal.
  return refusal({ errors: { passkey: [message as MessageCode] } });
}

/** What the claim page shows: the statements, or none (the claim is not paid out yet). */
export type SettlementState = { available: true; settlement: Settlement } | { available: false };

/** GET /claims/{id}/settlement: each passenger's statement once the claim is paid out (409 before). */
export const settlementQuery = (claimId: number) =>
  queryOptions({
    queryKey: payoutKeys.settlement(claimId),
    queryFn: async (): Promise<SettlementState> => {
      const res = await api().payout.settlement({ params: { claim_id: claimId } });
      if (res.status === 200) return { available: true, settlement: res.body };
      if (res.status === 409) return { available: false };
      return unexpected('GET /claims/{id}/settlement', res);
    },
  });

/** GET /claims/{id}/settlement/{passenger}/document: one passenger's statement as a PDF. */
export async function fetchStatementDocument(
  claimId: number,
  passengerId: number,
): Promise<SettlementDocument> {
  return body200(
    'GET /claims/{id}/settlement/{passenger}/document',
    await api().payout.statementDocument({ params: { claim_id: claimId, passenger_id: passengerId } }),
  );
}
