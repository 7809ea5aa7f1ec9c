import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { ClaimTransfer, MessageCode } from '../../contract';

/** What `requestTransfer` answers: the pending transfer, or the API's message code (422/404). */
export type RequestResult = { ok: true; transfer: ClaimTransfer } | { ok: false; error: MessageCode };
export interface RequestInput {
  claimId: number;
  widgetId: number | null;
  email: string;
}

export interface ClaimTransferContext {
  claimId: number;
  widgetId: number | null;
  transfer: ClaimTransfer | null;
  error: MessageCode | null;
}

export type ClaimTransferEvent = { type: 'REQUEST'; email: string } | { type: 'CANCEL' } | { type: 'RETRY' };

/**
 * Claim transfer (SPEC §4): none → requested (the new address is sent, the claim shows as
 * pending) → cancelled by the owner, or accepted through the mailed link (then the claim is
 * the new owner's: loading shows it as accepted). Injected actors: `loadTransfer`
 * (GET /claim_transfer/{id}), `requestTransfer` (POST /claim_transfer), `cancelTransfer`
 * (DELETE /claim_transfer/{id}). A request that throws ends in `failed`.
 */
export const claimTransferMachine = setup({
  types: {} as {
    context: ClaimTransferContext;
    events: ClaimTransferEvent;
    input: { claimId: number; widgetId?: number | null } | undefined;
  },
  actors: {
    loadTransfer: notProvided<ClaimTransfer, { claimId: number }>('loadTransfer'),
    requestTransfer: notProvided<RequestResult, RequestInput>('requestTransfer'),
    cancelTransfer: notProvided<void, { claimId: number }>('cancelTransfer'),
  },
  actions: {
    store: assign((_, params: { transfer: ClaimTransfer }) => ({ transfer: params.transfer, error: null })),
    refuse: assign((_, params: { error: MessageCode }) => ({ error: params.error })),
    clearTransfer: assign(({ context }) => ({
      transfer: context.transfer ? { ...context.transfer, status: 'cancelled' as const, email: null } : null,
      error: null,
    })),
  },
  guards: {
    isStatus: (_, params: { transfer: ClaimTransfer; status: ClaimTransfer['status'] }) =>
      params.transfer.status === params.status,
    accepted: (_, params: { result: RequestResult }) => params.result.ok,
  },
}).createMachine({
  id: 'claimTransfer',
  context: ({ input }) => ({
    claimId: input?.claimId ?? 0,
    widgetId: input?.widgetId ?? null,
    transfer: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      meta: { ui: 'the claim transfer panel says it is loading; no form yet' },
      invoke: {
        id: 'loadTransfer',
        src: 'loadTransfer',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: [
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ transfer: event.output, status: 'requested' }),
            },
            target: 'requested',
            actions: { type: 'store', params: ({ event }) => ({ transfer: event.output }) },
          },
          {
            guard: {
              type: 'isStatus',
              params: ({ event }) => ({ transfer: event.output, status: 'accepted' }),
            },
            target: 'accepted',
            actions: { type: 'store', params: ({ event }) => ({ transfer: event.output }) },
          },
          { target: 'none', actions: { type: 'store', params: ({ event }) => ({ transfer: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    failed: {
      meta: { ui: 'the warning that the transfer could not be loaded or saved, with a Retry button' },
      on: { RETRY: 'loading' },
    },
    none: {
      meta: {
        ui: 'the new e-mail address form with its Transfer button; context.error next to the field when set',
      },
      on: { REQUEST: 'requesting' },
    },
    requesting: {
      meta: { ui: 'the Transfer button is busy (disabled) while the request is sent' },
      invoke: {
        id: 'requestTransfer',
        src: 'requestTransfer',
        input: ({ context, event }) => {
          assertEvent(event, 'REQUEST');
          return { claimId: context.claimId, widgetId: context.widgetId, email: event.email };
        },
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ result: event.output }) },
            target: 'requested',
            actions: {
              type: 'store',
              params: ({ event }) => ({ transfer: (event.output as { transfer: ClaimTransfer }).transfer }),
            },
          },
          {
            target: 'none',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ error: (event.output as { error: MessageCode }).error }),
            },
          },
        ],
        onError: 'failed',
      },
    },
    requested: {
      meta: {
        ui: 'the claim shows as pending transfer to context.transfer.email, with a Cancel transfer button',
      },
      on: { CANCEL: 'cancelling' },
    },
    cancelling: {
      meta: { ui: 'the Cancel transfer button is busy (disabled)' },
      invoke: {
        id: 'cancelTransfer',
        src: 'cancelTransfer',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: { target: 'cancelled', actions: 'clearTransfer' },
        onError: 'failed',
      },
    },
    cancelled: {
      meta: { ui: "'Change e-mail address request cancelled!' and the e-mail form again" },
      on: { REQUEST: 'requesting' },
    },
    accepted: {
      meta: { ui: 'the claim was transferred to this account: no transfer form' },
    },
  },
});
