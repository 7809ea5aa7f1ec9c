import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { MessageCode, SignatureInput } from '../../contract';

/** What `submitSignature` answers: signed, or the API's message code (422 bad signature, 409, 410). */
export type SubmitResult = { ok: true } | { ok: false; error: MessageCode };

export interface SigningContext {
  /** The signature so far: the pad's image after the last stroke, or the typed name. */
  signature: SignatureInput | null;
  error: MessageCode | null;
}

export type SigningEvent =
  | { type: 'STROKE'; png_base64: string }
  | { type: 'CLEAR' }
  | { type: 'TYPE'; name: string }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'SIGN' }
  | { type: 'RETRY' };

/**
 * Signing an assignment (power of attorney): the signer draws (each stroke sends the pad's image) or types
 * their name; Clear empties the pad; Continue leads to a confirm step (Back returns to the
 * signature); Sign sends it with the injected `submitSignature` (the owner's POST
 * /claims/{id}/signatures/{passenger} or the co-passenger's POST /signature/{token}). A refusal
 * (422 / 409 / 410) returns to the confirm step with its message; a request that throws ends in
 * `failed`, from which Retry sends the same signature again.
 */
export const signingMachine = setup({
  types: {} as { context: SigningContext; events: SigningEvent },
  actors: {
    submitSignature: notProvided<SubmitResult, { signature: SignatureInput }>('submitSignature'),
  },
  actions: {
    drawn: assign((_, params: { png: string }) => ({
      signature: { method: 'drawn' as const, png_base64: params.png },
      error: null,
    })),
    typed: assign((_, params: { name: string }) => ({
      signature: { method: 'typed' as const, name: params.name.trim() },
      error: null,
    })),
    clear: assign(() => ({ signature: null, error: null })),
    refuse: assign((_, params: { error: MessageCode }) => ({ error: params.error })),
  },
  guards: {
    blankName: (_, params: { name: string }) => params.name.trim() === '',
    wasDrawn: ({ context }) => context.signature?.method === 'drawn',
    signed: (_, params: { result: SubmitResult }) => params.result.ok,
  },
}).createMachine({
  id: 'signing',
  context: { signature: null, error: null },
  initial: 'empty',
  states: {
    empty: {
      meta: { ui: 'the empty signature pad and the typed-name field; Continue is disabled' },
      on: {
        STROKE: {
          target: 'drawn',
          actions: { type: 'drawn', params: ({ event }) => ({ png: event.png_base64 }) },
        },
        TYPE: [
          { guard: { type: 'blankName', params: ({ event }) => ({ name: event.name }) }, target: 'empty' },
          { target: 'typed', actions: { type: 'typed', params: ({ event }) => ({ name: event.name }) } },
        ],
      },
    },
    drawn: {
      meta: { ui: 'a drawn signature on the pad; Clear and Continue are enabled' },
      on: {
        STROKE: {
          target: 'drawn',
          actions: { type: 'drawn', params: ({ event }) => ({ png: event.png_base64 }) },
        },
        CLEAR: { target: 'empty', actions: 'clear' },
        CONFIRM: 'confirmed',
      },
    },
    typed: {
      meta: { ui: 'the typed name is the signature; Continue is enabled' },
      on: {
        TYPE: [
          {
            guard: { type: 'blankName', params: ({ event }) => ({ name: event.name }) },
            target: 'empty',
            actions: 'clear',
          },
          { target: 'typed', actions: { type: 'typed', params: ({ event }) => ({ name: event.name }) } },
        ],
        CONFIRM: 'confirmed',
      },
    },
    confirmed: {
      meta: {
        ui: 'the confirm step: the signature shown for review with Sign and Back buttons; context.error shown when set',
      },
      on: {
        SIGN: 'signing',
        BACK: [{ guard: 'wasDrawn', target: 'drawn' }, { target: 'typed' }],
      },
    },
    signing: {
      meta: { ui: 'the Sign button is busy (disabled) while the signature is sent' },
      invoke: {
        id: 'submitSignature',
        src: 'submitSignature',
        input: ({ context }) => ({ signature: context.signature as SignatureInput }),
        onDone: [
          { guard: { type: 'signed', params: ({ event }) => ({ result: event.output }) }, target: 'signed' },
          {
            target: 'confirmed',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ error: (event.output as { error: MessageCode }).error }),
            },
          },
        ],
        onError: 'failed',
      },
    },
    failed: {
      meta: { ui: 'the warning that the signature could not be sent, with a Retry button' },
      on: { RETRY: 'signing' },
    },
    signed: {
      type: 'final',
      meta: { ui: 'the assignment is signed: a confirmation with a download link' },
    },
  },
});
