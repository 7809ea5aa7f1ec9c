import { fromPromise } from 'xstate';
import type { SignatureInput } from '../../../contract';
import { signingMachine, type SubmitResult } from '../../../machines/signing/signing.machine';
import { refusalMessage, type Result } from '../../api/answer';

/** Where a signature goes: the owner's POST /claims/{id}/signatures/{passenger}, or the co-passenger's POST /signature/{token}. */
export type SignatureSubmit = (signature: SignatureInput) => Promise<Result<unknown>>;

/** The signing machine sending the signature through `submit`; a refusal shows as one message. */
export const signingLogic = (submit: SignatureSubmit) =>
  signingMachine.provide({
    actors: {
      submitSignature: fromPromise<SubmitResult, { signature: SignatureInput }>(async ({ input }) => {
        const result = await submit(input.signature);
        return result.ok ? { ok: true } : { ok: false, error: refusalMessage(result.refused) };
      }),
    },
  });
