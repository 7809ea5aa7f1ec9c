import { defineModel, done, failed } from '../toolkit';
import {
  passwordFormMachine,
  type PasswordResult,
} from '../../../machines/password-form/password-form.machine';

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
        then: ['saved', 'link already used', 'save request failed'],
      },
      {
        // Meets the SPEC §5 rules the form checks; the server refuses it as a common password.
        label: 'a common password',
        event: { type: 'SUBMIT', password: 'Summer2024', password_confirmation: 'Summer2024' },
        then: ['server refused the password'],
      },
    ],
    'xstate.done.actor.submit': [
      done('submit', 'saved', result({ outcome: 'saved', session: null })),
      done('submit', 'link already used', result({ outcome: 'expired' })),
      done(
        'submit',
        'server refused the password',
        result({ outcome: 'invalid', errors: { password: ['password_common'] } }),
      ),
    ],
    'xstate.error.actor.submit': [failed('submit', 'save request failed')],
  },
});
