import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { MessageCode, User } from '../../contract';

export type ChangeRequestResult =
  { ok: true; email: string; code: string } | { ok: false; field: 'email' | 'password'; error: MessageCode };
export type ConfirmResult = { ok: true; user: User } | { ok: false; error: MessageCode };

export interface EmailChangeContext {
  /** The new address and the activation code shown after the request. */
  email: string | null;
  code: string | null;
  /** The mailed link's token (OPEN_LINK). */
  token: string | null;
  error: { field: string; code: MessageCode } | null;
}

export type EmailChangeEvent =
  | { type: 'REQUEST'; email: string; password: string }
  | { type: 'OPEN_LINK'; token: string }
  | { type: 'CONFIRM'; code: string }
  | { type: 'RESTART' };

/**
 * E-mail change (SPEC §4): request with the current password → the activation code is shown →
 * the user opens the mailed link and enters the code → 'Update successful!'; a wrong code fails
 * and the change can be requested again. The link page sends OPEN_LINK with the link's token.
 * Injected actors: `requestChange` (POST /user/{id}/email_change), `confirmChange`
 * (POST /user/{id}/email_change/confirm).
 */
export const emailChangeMachine = setup({
  types: {} as { context: EmailChangeContext; events: EmailChangeEvent },
  actors: {
    requestChange: notProvided<ChangeRequestResult, { email: string; password: string }>('requestChange'),
    confirmChange: notProvided<ConfirmResult, { token: string; code: string }>('confirmChange'),
  },
  actions: {
    showCode: assign((_, p: { email: string; code: string }) => ({
      email: p.email,
      code: p.code,
      error: null,
    })),
    refuse: assign((_, p: { field: string; code: MessageCode }) => ({
      error: { field: p.field, code: p.code },
    })),
    openLink: assign((_, p: { token: string }) => ({ token: p.token, error: null })),
    reset: assign({ email: null, code: null, token: null, error: null }),
  },
  guards: {
    requested: (_, p: { result: ChangeRequestResult }) => p.result.ok,
    confirmed: (_, p: { result: ConfirmResult }) => p.result.ok,
  },
}).createMachine({
  id: 'emailChange',
  context: { email: null, code: null, token: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { ui: 'the e-mail change form (new address, current password); context.error next to its field' },
      on: {
        REQUEST: 'requesting',
        // The link page starts here and opens the link at once.
        OPEN_LINK: { target: 'awaitingCode', actions: { type: 'openLink', params: ({ event }) => event } },
      },
    },
    requesting: {
      meta: { ui: 'the e-mail change button is busy (disabled)' },
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: ({ event }) => {
          assertEvent(event, 'REQUEST');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'requested', params: ({ event }) => ({ result: event.output }) },
            target: 'codeShown',
            actions: {
              type: 'showCode',
              params: ({ event }) => event.output as { email: string; code: string },
            },
          },
          {
            target: 'idle',
            actions: {
              type: 'refuse',
              params: ({ event }) => {
                const r = event.output as { field: string; error: MessageCode };
                return { field: r.field, code: r.error };
              },
            },
          },
        ],
        onError: {
          target: 'idle',
          actions: { type: 'refuse', params: { field: 'email', code: 'server_error' } },
        },
      },
    },
    codeShown: {
      meta: { ui: 'the activation code context.code and the hint that a link went to context.email' },
      on: {
        OPEN_LINK: { target: 'awaitingCode', actions: { type: 'openLink', params: ({ event }) => event } },
        REQUEST: 'requesting',
      },
    },
    awaitingCode: {
      meta: { ui: 'the link page: the activation code field and its Confirm button' },
      on: { CONFIRM: 'confirming' },
    },
    confirming: {
      meta: { ui: 'the Confirm button is busy (disabled)' },
      invoke: {
        id: 'confirmChange',
        src: 'confirmChange',
        input: ({ context, event }) => {
          assertEvent(event, 'CONFIRM');
          return { token: context.token ?? '', code: event.code };
        },
        onDone: [
          {
            guard: { type: 'confirmed', params: ({ event }) => ({ result: event.output }) },
            target: 'confirmed',
          },
          {
            target: 'failed',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({
                field: 'code',
                code: (event.output as { error: MessageCode }).error,
              }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'refuse', params: { field: 'code', code: 'server_error' } },
        },
      },
    },
    failed: {
      meta: {
        ui: 'the failure context.error (e.g. the incorrect activation code text) and a link to request again',
      },
      on: { RESTART: { target: 'idle', actions: 'reset' } },
    },
    confirmed: {
      meta: { ui: "'Update successful!'" },
    },
  },
});
