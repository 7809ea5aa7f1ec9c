import { fromPromise } from 'xstate';
import type { ClaimTransfer, MessageCode } from '../../../contract';
import {
  claimTransferMachine,
  type RequestInput,
  type RequestResult,
} from '../../../machines/claim-transfer/claim-transfer.machine';
import { tsr } from '../../lib/api';

class UnexpectedAnswer extends Error {
  constructor(what: string, status: number) {
    super(`${what} answered ${status}`);
  }
}

/** The first message of a 422 (the e-mail field's, else any). */
const firstError = (errors: Record<string, string[]>): MessageCode =>
  ((errors.email ?? Object.values(errors)[0] ?? [])[0] as MessageCode | undefined) ?? 'invalid_value';

/** The claim transfer machine with real HTTP (GET/POST/DELETE /claim_transfer). */
export const transferLogic = claimTransferMachine.provide({
  actors: {
    loadTransfer: fromPromise<ClaimTransfer, { claimId: number }>(async ({ input }) => {
      const res = await tsr.claimTransfer.get.query({ params: { claim_id: input.claimId } });
      if (res.status !== 200) throw new UnexpectedAnswer('GET /claim_transfer/{id}', res.status);
      return res.body;
    }),
    requestTransfer: fromPromise<RequestResult, RequestInput>(async ({ input }) => {
      const res = await tsr.claimTransfer.request.mutate({
        body: { email: input.email, claim_id: input.claimId, widget_id: input.widgetId },
      });
      if (res.status === 200) return { ok: true, transfer: res.body };
      if (res.status === 422) return { ok: false, error: firstError(res.body.errors) };
      throw new UnexpectedAnswer('POST /claim_transfer', res.status);
    }),
    cancelTransfer: fromPromise<void, { claimId: number }>(async ({ input }) => {
      const res = await tsr.claimTransfer.cancel.mutate({ params: { claim_id: input.claimId } });
      if (res.status !== 200) throw new UnexpectedAnswer('DELETE /claim_transfer/{id}', res.status);
    }),
  },
});
