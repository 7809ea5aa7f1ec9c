import type { User } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import {
  emailChangeMachine,
  type ChangeRequestResult,
  type ConfirmResult,
} from '../../../machines/email-change/email-change.machine';

const changed: User = {
  id: 1,
  email: 'changed@example.com',
  first_name: 'Julia',
  last_name: 'Becker',
  salutation: 'female',
  language: 'en_GB',
  permissions: { admin: false },
};
const requested = (r: ChangeRequestResult) => r;
const confirmed = (r: ConfirmResult) => r;

/** Event samples for path generation (UI replay uses a fresh customer with password Start1234). */
export const emailChangeModel = defineModel({
  name: 'email-change',
  machine: emailChangeMachine,
  samples: {
    REQUEST: [
      {
        label: 'new address with the right password',
        event: { type: 'REQUEST', email: 'changed@example.com', password: 'Start1234' },
        then: ['code shown', 'request failed'],
      },
      {
        label: 'taken address',
        event: { type: 'REQUEST', email: 'other@example.com', password: 'Start1234' },
        then: ['address taken'],
      },
      {
        label: 'wrong password',
        event: { type: 'REQUEST', email: 'changed@example.com', password: 'Wrong1234' },
        then: ['password refused'],
      },
    ],
    OPEN_LINK: [{ label: 'open the mailed link', event: { type: 'OPEN_LINK', token: 'mailed-token' } }],
    CONFIRM: [
      {
        label: 'enter the shown code',
        event: { type: 'CONFIRM', code: 'shown' },
        then: ['update successful', 'confirm failed'],
      },
      { label: 'enter a wrong code', event: { type: 'CONFIRM', code: '000000' }, then: ['incorrect code'] },
    ],
    RESTART: [{ label: 'request the change again', event: { type: 'RESTART' } }],
    'xstate.done.actor.requestChange': [
      done(
        'requestChange',
        'code shown',
        requested({ ok: true, email: 'changed@example.com', code: '123456' }),
      ),
      done('requestChange', 'address taken', requested({ ok: false, field: 'email', error: 'user_exists' })),
      done(
        'requestChange',
        'password refused',
        requested({ ok: false, field: 'password', error: 'wrong_password' }),
      ),
    ],
    'xstate.error.actor.requestChange': [failed('requestChange', 'request failed')],
    'xstate.done.actor.confirmChange': [
      done('confirmChange', 'update successful', confirmed({ ok: true, user: changed })),
      done('confirmChange', 'incorrect code', confirmed({ ok: false, error: 'wrong_activation_code' })),
    ],
    'xstate.error.actor.confirmChange': [failed('confirmChange', 'confirm failed')],
  },
});
