import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { ClaimTransfer } from '../../../contract';
import {
  claimTransferMachine,
  type RequestInput,
  type RequestResult,
} from '../../../machines/claim-transfer/claim-transfer.machine';
import { refusalMessage } from '../../api/answer';
import { cancelTransfer, loadTransfer, requestTransfer } from '../../api/claim-transfer';

/** The claim transfer machine with real HTTP (GET/POST/DELETE /claim_transfer). */
export const transferLogic = (queryClient: QueryClient) =>
  claimTransferMachine.provide({
    actors: {
      loadTransfer: fromPromise<ClaimTransfer, { claimId: number }>(({ input }) =>
        loadTransfer(queryClient, input.claimId),
      ),
      requestTransfer: fromPromise<RequestResult, RequestInput>(async ({ input }) => {
        const result = await requestTransfer(queryClient, input);
        // One message for the form: the address's, else any field's.
        if (!result.ok) return { ok: false, error: refusalMessage(result.refused, { prefer: ['email'] }) };
        return { ok: true, transfer: result.value };
      }),
      cancelTransfer: fromPromise<void, { claimId: number }>(({ input }) =>
        cancelTransfer(queryClient, input.claimId),
      ),
    },
  });
