import { defineModel, done, failed } from '../testing';
import { passwordFormMachine, type PasswordResult } from './password-form.machine';

const result = (output: PasswordResult) => output;

/** Event samples for path generation (the UI replay drives a real password-reset link). */
export const passwordFormModel = defineModel({
  name: 'password-form',
  machine: passwordFormMachine,
  samples: {
    SUBMIT: [
      {
        label: 'a password that meets the rules',
        event: { type: 'SUBMIT', password: 'Newpass12', password_confirmation: 'Newpass12' },
        then: ['saved', 'link already used', 'server refused the password', 'save request failed'],
      },
    ],
    'xstate.done.actor.submit': [
      done('submit', 'saved', result({ outcome: 'saved', session: null })),
      done('submit', 'link already used', result({ outcome: 'expired' })),
      done(
        'submit',
        'server refused the password',
        result({ outcome: 'invalid', errors: { password: ['password_too_short'] } }),
      ),
    ],
    'xstate.error.actor.submit': [failed('submit', 'save request failed')],
  },
});
