import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { NewClaimInput } from '../../../../contract';
import {
  createClaimMachine,
  type SubmitResult,
} from '../../../../machines/create-claim/create-claim.machine';
import { createClaim } from '../../../api/widgets';

/** The create-claim machine with real HTTP: the claim is created through the widget `widgetId`. */
export const createClaimLogic = (queryClient: QueryClient, widgetId: number) =>
  createClaimMachine.provide({
    actors: {
      submitClaim: fromPromise<SubmitResult, NewClaimInput>(async ({ input }) => {
        const result = await createClaim(queryClient, widgetId, input);
        return result.ok ? { ok: true, claim: result.value } : { ok: false, errors: result.refused.errors };
      }),
    },
  });
