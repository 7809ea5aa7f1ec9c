import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { AccountDeletionCheck, MessageCode } from '../../contract';

/** What `deleteAccount` answers: deleted, refused (409; the check says why), or an error code (422, 429). */
export type DeletionResult =
  { kind: 'deleted' } | { kind: 'refused' } | { kind: 'error'; error: MessageCode };

export interface AccountDeletionContext {
  /** The last answer about whether the account can go (the reasons when it cannot). */
  check: AccountDeletionCheck | null;
  /** The message of the confirm step (wrong password, locked out, password missing). */
  error: MessageCode | null;
}

export type AccountDeletionEvent =
  | { type: 'START' }
  | { type: 'SUBMIT'; password: string }
  | { type: 'CANCEL' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' };

/**
 * Deleting the account (privacy centre), a destructive action: Delete account first asks
 * the server whether the account can go (`checkDeletion`); if a claim is active or the law keeps
 * records, the refusal shows its reasons (which claims, which records until when) and Close
 * returns. Otherwise the confirm step says what is deleted for good and asks for the password and
 * an explicit confirmation; Delete sends them (`deleteAccount`; the password travels in the event,
 * never in the context). A wrong password (or a lock-out) returns to the confirm step with its
 * message; a refusal found meanwhile asks the check again (which shows the reasons); deleted is final (the portal signs out). A
 * request without an answer ends in `failed`, where Retry asks again from the check.
 */
export const accountDeletionMachine = setup({
  types: {} as { context: AccountDeletionContext; events: AccountDeletionEvent },
  actors: {
    checkDeletion: notProvided<AccountDeletionCheck>('checkDeletion'),
    deleteAccount: notProvided<DeletionResult, { password: string }>('deleteAccount'),
  },
  actions: {
    checked: assign((_, params: { check: AccountDeletionCheck }) => ({ check: params.check, error: null })),
    refuse: assign((_, params: { error: MessageCode }) => ({ error: params.error })),
    clear: assign(() => ({ error: null })),
  },
  guards: {
    deletable: (_, params: { check: AccountDeletionCheck }) => params.check.deletable,
    blank: (_, params: { password: string }) => params.password === '',
    deleted: (_, params: { result: DeletionResult }) => params.result.kind === 'deleted',
    refused: (_, params: { result: DeletionResult }) => params.result.kind === 'refused',
  },
}).createMachine({
  id: 'accountDeletion',
  context: { check: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      meta: { ui: 'the Delete account button of the privacy centre' },
      on: { START: 'checking' },
    },
    checking: {
      meta: { ui: 'the Delete account button is busy while the server is asked whether the account can go' },
      invoke: {
        id: 'checkDeletion',
        src: 'checkDeletion',
        onDone: [
          {
            guard: { type: 'deletable', params: ({ event }) => ({ check: event.output }) },
            target: 'confirming',
            actions: { type: 'checked', params: ({ event }) => ({ check: event.output }) },
          },
          {
            target: 'refused',
            actions: { type: 'checked', params: ({ event }) => ({ check: event.output }) },
          },
        ],
        onError: 'failed',
      },
    },
    refused: {
      meta: {
        ui: 'the refusal: the active claims and the records the law keeps with their dates; a Close button',
      },
      on: { CLOSE: 'idle' },
    },
    confirming: {
      meta: {
        ui: 'the confirm step: what is deleted for good, the password field, the confirmation checkbox, Delete and Cancel; context.error shown when set',
      },
      on: {
        SUBMIT: [
          {
            guard: { type: 'blank', params: ({ event }) => ({ password: event.password }) },
            target: 'confirming',
            actions: { type: 'refuse', params: { error: 'password_required' } },
          },
          { target: 'deleting', actions: 'clear' },
        ],
        CANCEL: { target: 'idle', actions: 'clear' },
      },
    },
    deleting: {
      meta: { ui: 'the Delete button is busy (disabled) while the deletion is sent' },
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ event }) => ({ password: (event as { password?: string }).password ?? '' }),
        onDone: [
          {
            guard: { type: 'deleted', params: ({ event }) => ({ result: event.output }) },
            target: 'deleted',
          },
          {
            guard: { type: 'refused', params: ({ event }) => ({ result: event.output }) },
            target: 'checking',
          },
          {
            target: 'confirming',
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
      meta: { ui: 'the warning that the request got no answer, with Retry and Cancel' },
      on: { RETRY: 'checking', CANCEL: 'idle' },
    },
    deleted: {
      type: 'final',
      meta: { ui: 'the account is deleted: the portal signs out and the login page says so' },
    },
  },
});
