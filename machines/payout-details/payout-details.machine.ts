import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { MessageCode, PassengerPayout } from '../../contract';

/** The account as typed (holder, IBAN, BIC; the BIC may be blank inside SEPA). */
export type PayoutAccountInput = { holder: string; iban: string; bic: string };
/**
 * Field errors (`{field: [codes]}`): the form's own checks, or the API's 422; under `passkey` also
 * the browser's refusal of the passkey ceremony (an i18n key such as `passkey.cancelled`).
 */
export type PayoutFieldErrors = Record<string, (MessageCode | `passkey.${string}`)[]>;

/** What the save sends: the account with the current password, or confirmed with a passkey. */
export type SaveInput =
  { account: PayoutAccountInput; password: string } | { account: PayoutAccountInput; passkey: true };

/**
 * What `saveDetails` answers: saved, refused with field errors (422: a wrong password, a passkey
 * that did not confirm, a bad IBAN or BIC) or refused as a whole (409 claim_closed, 429
 * too_many_attempts).
 */
export type SaveResult =
  | { ok: true; payout: PassengerPayout }
  | { ok: false; errors: PayoutFieldErrors }
  | { ok: false; error: MessageCode };

export interface PayoutDetailsContext {
  account: PayoutAccountInput | null;
  /** Field errors shown next to their fields (the password's and the passkey's on the confirm step). */
  errors: PayoutFieldErrors;
  /** A refusal of the whole save, or null after a request that got no answer. */
  error: MessageCode | null;
}

export type PayoutDetailsEvent =
  /** `errors`: what the form's own checks found (IBAN checksum, BIC needed outside SEPA). */
  | { type: 'SUBMIT'; account: PayoutAccountInput; errors: PayoutFieldErrors }
  | { type: 'CONFIRM'; password: string }
  /** Confirm with one of the user's passkeys instead of the password (the save runs the ceremony). */
  | { type: 'CONFIRM_PASSKEY' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'EDIT' };

const hasErrors = (errors: PayoutFieldErrors) => Object.values(errors).some((list) => list.length > 0);

/**
 * Setting or changing a passenger's payout account: the customer types the account
 * (editing); a valid one asks for the current password or one of the user's passkeys
 * (confirming; Cancel goes back); the save (`saveDetails`: for a passkey the WebAuthn ceremony,
 * then POST /claims/{id}/payout_details/{passenger}) ends saved, or back on the confirm step for
 * a wrong password or a passkey that did not confirm, or back in the form for a refused IBAN or
 * BIC; a refusal
 * of the whole save (closed claim, locked account) or a request without an answer ends in failed,
 * from which Retry asks for the password again (it is never kept). From saved, Edit changes it
 * again.
 */
export const payoutDetailsMachine = setup({
  types: {} as { context: PayoutDetailsContext; events: PayoutDetailsEvent },
  actors: {
    saveDetails: notProvided<SaveResult, SaveInput>('saveDetails'),
  },
  actions: {
    take: assign((_, p: { account: PayoutAccountInput; errors: PayoutFieldErrors }) => ({
      account: p.account,
      errors: p.errors,
      error: null,
    })),
    fieldErrors: assign((_, p: { errors: PayoutFieldErrors }) => ({ errors: p.errors, error: null })),
    refuse: assign((_, p: { error: MessageCode | null }) => ({ errors: {}, error: p.error })),
    clear: assign({ errors: {}, error: null }),
  },
  guards: {
    invalid: (_, p: { errors: PayoutFieldErrors }) => hasErrors(p.errors),
    saved: (_, p: { result: SaveResult }) => p.result.ok,
    confirmationRefused: (_, p: { result: SaveResult }) =>
      !p.result.ok &&
      'errors' in p.result &&
      !!(p.result.errors.password?.length || p.result.errors.passkey?.length),
    fieldsRefused: (_, p: { result: SaveResult }) => !p.result.ok && 'errors' in p.result,
  },
}).createMachine({
  id: 'payoutDetails',
  context: { account: null, errors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { ui: 'the account form (holder, IBAN, BIC) with Continue; context.errors next to their fields' },
      on: {
        SUBMIT: [
          {
            guard: { type: 'invalid', params: ({ event }) => ({ errors: event.errors }) },
            target: 'editing',
            actions: { type: 'take', params: ({ event }) => event },
          },
          { target: 'confirming', actions: { type: 'take', params: ({ event }) => event } },
        ],
      },
    },
    confirming: {
      meta: {
        ui: 'the password step: the masked account to confirm, the current-password field, Save, "Confirm with passkey" (when the user has a passkey) and Cancel; context.errors.password or .passkey when set',
      },
      on: {
        CONFIRM: 'saving',
        CONFIRM_PASSKEY: 'saving',
        CANCEL: { target: 'editing', actions: 'clear' },
      },
    },
    saving: {
      meta: {
        ui: 'the Save and passkey buttons are busy (disabled) while the account is confirmed and sent',
      },
      invoke: {
        id: 'saveDetails',
        src: 'saveDetails',
        input: ({ context, event }): SaveInput => {
          assertEvent(event, ['CONFIRM', 'CONFIRM_PASSKEY']);
          const account = context.account as PayoutAccountInput;
          return event.type === 'CONFIRM'
            ? { account, password: event.password }
            : { account, passkey: true };
        },
        onDone: [
          {
            guard: { type: 'saved', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: 'clear',
          },
          {
            guard: { type: 'confirmationRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'confirming',
            actions: {
              type: 'fieldErrors',
              params: ({ event }) => ({ errors: (event.output as { errors: PayoutFieldErrors }).errors }),
            },
          },
          {
            guard: { type: 'fieldsRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'editing',
            actions: {
              type: 'fieldErrors',
              params: ({ event }) => ({ errors: (event.output as { errors: PayoutFieldErrors }).errors }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'refuse',
              params: ({ event }) => ({ error: (event.output as { error: MessageCode }).error }),
            },
          },
        ],
        onError: { target: 'failed', actions: { type: 'refuse', params: { error: null } } },
      },
    },
    failed: {
      meta: {
        ui: 'the warning that the account was not saved (context.error, or no answer) with a Retry button',
      },
      on: { RETRY: { target: 'confirming', actions: 'clear' } },
    },
    saved: {
      meta: { ui: 'the confirmation that the account is saved (and mailed), with the masked account' },
      on: { EDIT: { target: 'editing', actions: 'clear' } },
    },
  },
});
