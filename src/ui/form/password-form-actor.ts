import { fromPromise } from 'xstate';
import type { LoginResponse } from '../../../contract';
import {
  passwordFormMachine,
  type PasswordInput,
  type PasswordResult,
} from '../../../machines/password-form/password-form.machine';
import type { Result } from '../../api/answer';

/** Where a password goes (reset, activation, account, claim transfer): saved (with the session activation starts), or refused. */
export type PasswordSubmit = (input: PasswordInput) => Promise<Result<LoginResponse | null>>;

export type PasswordEffects = {
  submit: PasswordSubmit;
  /** Saved; activation and transfer hand over the session the server started. */
  onSaved: (session: LoginResponse | null) => void;
  /** The mailed link is expired or used (410). */
  onExpired?: (() => void) | undefined;
};

/** A refusal naming no field but link_expired means the link is gone; any other shows at its fields. */
async function outcomeOf(answer: Promise<Result<LoginResponse | null>>): Promise<PasswordResult> {
  const result = await answer;
  if (result.ok) return { outcome: 'saved', session: result.value };
  const { errors, message } = result.refused;
  if (Object.keys(errors).length === 0 && message === 'link_expired') return { outcome: 'expired' };
  return { outcome: 'invalid', errors };
}

/** The password-form machine wired to the form's current effects (read when they are needed). */
export const passwordFormLogic = (effects: { readonly current: PasswordEffects }) =>
  passwordFormMachine.provide({
    actors: {
      submit: fromPromise<PasswordResult, PasswordInput>(({ input }) =>
        outcomeOf(effects.current.submit(input)),
      ),
    },
    actions: {
      saved: (_, { session }) => effects.current.onSaved(session),
      goToExpired: () => effects.current.onExpired?.(),
    },
  });
