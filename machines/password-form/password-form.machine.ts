import { assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { LoginResponse, MessageCode } from '../../contract';

export interface PasswordInput {
  password: string;
  password_confirmation: string;
  /** Asked when a signed-in user changes the password (account details). */
  current_password?: string;
}

/**
 * What the `submit` actor answers: saved (activation also signs in: `session`), the server's 422
 * field errors, or the link is expired / used (410).
 */
export type PasswordResult =
  | { outcome: 'saved'; session: LoginResponse | null }
  | { outcome: 'invalid'; errors: Record<string, MessageCode[]> }
  | { outcome: 'expired' };

export interface PasswordFormContext {
  fieldErrors: Record<string, MessageCode[]>;
  error: MessageCode | null;
}

export type PasswordFormEvent = { type: 'SUBMIT' } & PasswordInput;

/**
 * Setting a password: from a mailed link (password reset /password_reset/:id/:token, account
 * activation /activation/:payload, /set_password, an accepted claim transfer) or in the account
 * details (with the current password). The SPA checks SPEC §5 rules before SUBMIT;
 * the server checks them again (422 → fieldErrors next to the fields). Injected: actor `submit`,
 * actions `saved` (navigate to the success page; hand a session to the session machine) and
 * `goToExpired` (/expired_link).
 */
export const passwordFormMachine = setup({
  types: {} as { context: PasswordFormContext; events: PasswordFormEvent },
  actors: { submit: notProvided<PasswordResult, PasswordInput>('submit') },
  actions: {
    saved: (_, _params: { session: LoginResponse | null }) => {},
    goToExpired: () => {},
    clearErrors: assign({ fieldErrors: {}, error: null }),
  },
  guards: {
    isSaved: (_, params: { result: PasswordResult }) => params.result.outcome === 'saved',
    isExpired: (_, params: { result: PasswordResult }) => params.result.outcome === 'expired',
  },
}).createMachine({
  id: 'passwordForm',
  context: { fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { ui: 'password and confirmation fields with the save button; fieldErrors next to their fields' },
      on: { SUBMIT: { target: 'submitting', actions: 'clearErrors' } },
    },
    submitting: {
      meta: { ui: 'the form submitting (save button disabled)' },
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }) => ({
          password: event.password,
          password_confirmation: event.password_confirmation,
          ...(event.current_password === undefined ? {} : { current_password: event.current_password }),
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ result: event.output }) },
            target: 'saved',
            actions: {
              type: 'saved',
              params: ({ event }) => ({
                // Stryker disable next-line ConditionalExpression: the isSaved guard of this branch already checked the outcome
                session: event.output.outcome === 'saved' ? event.output.session : null,
              }),
            },
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ result: event.output }) },
            target: 'expired',
            actions: 'goToExpired',
          },
          {
            target: 'editing',
            actions: assign({
              // Stryker disable next-line ConditionalExpression: after the saved and expired branches the outcome can only be 'invalid'
              fieldErrors: ({ event }) => (event.output.outcome === 'invalid' ? event.output.errors : {}),
            }),
          },
        ],
        onError: { target: 'editing', actions: assign({ error: 'server_error' }) },
      },
    },
    saved: {
      meta: { ui: "the flow's success page ('New password saved!' / welcome)" },
      type: 'final',
    },
    expired: {
      meta: { ui: 'the expired-link page offering a new link' },
      type: 'final',
    },
  },
});
