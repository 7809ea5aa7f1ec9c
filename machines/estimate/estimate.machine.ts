import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { EstimateRequest, EstimateResult } from '../../contract';

/** What `calculate` answers: the estimate, or the field errors of a refused request (422). */
export type CalculateResult =
  { ok: true; value: EstimateResult } | { ok: false; errors: Record<string, string[]> };

export interface EstimateContext {
  /** The facts last sent (a retry sends them again). */
  request: EstimateRequest | null;
  result: EstimateResult | null;
  errors: Record<string, string[]>;
}

export type EstimateEvent = { type: 'SUBMIT'; request: EstimateRequest } | { type: 'RETRY' };

/**
 * The public EU 261 calculator: editing → calculating → answered (the amount and the
 * reasoning), or refused (the server named fields: unknown airport or airline, flights that do not
 * connect, a missing fact), or failed (no answer), from where the same facts are sent again. A
 * changed form is sent from any settled state. Injected actor: `calculate` (POST /estimate).
 */
export const estimateMachine = setup({
  types: {} as { context: EstimateContext; events: EstimateEvent },
  actors: {
    calculate: notProvided<CalculateResult, EstimateRequest>('calculate'),
  },
  actions: {
    remember: assign((_, params: { request: EstimateRequest }) => ({ request: params.request })),
    answer: assign((_, params: { result: EstimateResult }) => ({ result: params.result, errors: {} })),
    refuse: assign((_, params: { errors: Record<string, string[]> }) => ({
      result: null,
      errors: params.errors,
    })),
  },
  guards: {
    answered: (_, params: { result: CalculateResult }) => params.result.ok,
  },
}).createMachine({
  id: 'estimate',
  context: { request: null, result: null, errors: {} },
  initial: 'editing',
  on: {
    SUBMIT: {
      target: '.calculating',
      actions: { type: 'remember', params: ({ event }) => ({ request: event.request }) },
    },
  },
  states: {
    editing: {
      meta: { ui: 'the calculator form (flights, what happened, the reason), no result yet' },
    },
    calculating: {
      meta: { ui: 'the Calculate button is busy while POST /estimate is answered' },
      invoke: {
        id: 'calculate',
        src: 'calculate',
        input: ({ context }) => context.request as EstimateRequest,
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => ({ result: event.output }) },
            target: 'answered',
            actions: {
              type: 'answer',
              params: ({ event }) => ({ result: (event.output as { value: EstimateResult }).value }),
            },
          },
          {
            target: 'refused',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({
                errors: (event.output as { errors: Record<string, string[]> }).errors,
              }),
            },
          },
        ],
        onError: 'failed',
      },
    },
    answered: {
      meta: { ui: 'the amount per passenger and each reasoning step with its source' },
    },
    refused: {
      meta: { ui: "the server's reasons at their fields (translated); the first such field has the focus" },
    },
    failed: {
      meta: { ui: 'an alert that the estimate could not be calculated, with a Retry button' },
      on: { RETRY: 'calculating' },
    },
  },
});
