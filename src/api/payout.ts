import { queryOptions } from '@tanstack/react-query';
import type { PayoutDetailsInput, PayoutDetailsList, Settlement, SettlementDocument } from '../../contract';
import type { SaveResult } from '../../machines/payout-details/payout-details.machine';
import { body200, fieldErrors, unexpected } from './answer';
import { api } from './client';
import { passkeyReauthAssertion } from './passkeys';

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

/** POST /claims/{id}/payout_details/{passenger}: sets or changes the account, with the password. */
export async function savePayoutDetails(
  claimId: number,
  passengerId: number,
  input: PayoutDetailsInput,
): Promise<SaveResult> {
  const res = await api().payout.setDetails({
    params: { claim_id: claimId, passenger_id: passengerId },
    body: input,
  });
  if (res.status === 200) return { ok: true, payout: res.body };
  if (res.status === 422) return { ok: false, errors: fieldErrors(res.body.errors) };
  if (res.status === 409) return { ok: false, error: 'claim_closed' };
  if (res.status === 429) return { ok: false, error: 'too_many_attempts' };
  return unexpected('POST /claims/{id}/payout_details/{passenger}', res);
}

/**
 * Sets or changes the account confirmed with one of the user's passkeys: the WebAuthn ceremony
 * (POST /user/passkeys/reauth/options, the authenticator), then the save with its assertion. A
 * ceremony that did not finish is refused on the passkey (e.g. `passkey.cancelled`), a locked
 * account as a whole.
 */
export async function savePayoutDetailsWithPasskey(
  claimId: number,
  passengerId: number,
  account: Omit<PayoutDetailsInput, 'password' | 'passkey'>,
): Promise<SaveResult> {
  const asserted = await passkeyReauthAssertion();
  if (asserted.ok) return savePayoutDetails(claimId, passengerId, { ...account, passkey: asserted.value });
  if (asserted.error === 'too_many_attempts') return { ok: false, error: asserted.error };
  return { ok: false, errors: { passkey: [asserted.error] } };
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
