import { fromPromise } from 'xstate';
import type { ClaimTransfer } from '../../../contract';
import {
  claimTransferMachine,
  type RequestInput,
  type RequestResult,
} from '../../../machines/claim-transfer/claim-transfer.machine';
import { cancelTransfer, fetchTransfer, requestTransfer } from '../../api/claim-transfer';

/** The claim transfer machine with real HTTP (GET/POST/DELETE /claim_transfer). */
export const transferLogic = claimTransferMachine.provide({
  actors: {
    loadTransfer: fromPromise<ClaimTransfer, { claimId: number }>(({ input }) =>
      fetchTransfer(input.claimId),
    ),
    requestTransfer: fromPromise<RequestResult, RequestInput>(({ input }) => requestTransfer(input)),
    cancelTransfer: fromPromise<void, { claimId: number }>(({ input }) => cancelTransfer(input.claimId)),
  },
});
