import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  payoutDetailsMachine,
  type SaveInput,
  type SaveResult,
} from '../../../machines/payout-details/payout-details.machine';
import { savePayoutDetails, savePayoutDetailsWithPasskey } from '../../api/payout';

/**
 * The payout-details machine with real HTTP for one passenger of a claim: the save with the
 * current password, or confirmed with a passkey. A refusal naming fields is shown at them, any
 * other as a whole.
 */
export const payoutDetailsLogic = (queryClient: QueryClient, claimId: number, passengerId: number) =>
  payoutDetailsMachine.provide({
    actors: {
      saveDetails: fromPromise<SaveResult, SaveInput>(async ({ input }) => {
        const typed = {
          holder: input.account.holder,
          iban: input.account.iban,
          ...(input.account.bic.trim() ? { bic: input.account.bic.trim() } : {}),
        };
        const result =
          'password' in input
            ? await savePayoutDetails(queryClient, claimId, passengerId, {
                ...typed,
                password: input.password,
              })
            : await savePayoutDetailsWithPasskey(queryClient, claimId, passengerId, typed);
        if (result.ok) return { ok: true, payout: result.value };
        const { errors, message = 'server_error' } = result.refused;
        return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: false, error: message };
      }),
    },
  });
