import { fromPromise } from 'xstate';
import type { EstimateRequest } from '../../../contract';
import { estimateMachine, type CalculateResult } from '../../../machines/estimate/estimate.machine';
import { requestEstimate } from '../../api/estimate';

/** The estimate machine with real HTTP (POST /estimate): the answer, or the refused fields. */
export const estimateLogic = estimateMachine.provide({
  actors: {
    calculate: fromPromise<CalculateResult, EstimateRequest>(async ({ input }) => {
      const result = await requestEstimate(input);
      return result.ok ? result : { ok: false, errors: result.refused.errors };
    }),
  },
});
