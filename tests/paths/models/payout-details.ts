import type { PassengerPayout } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import {
  payoutDetailsMachine,
  type SaveResult,
} from '../../../machines/payout-details/payout-details.machine';

const result = (r: SaveResult) => r;

/** What the API answers for a saved German account (the masked example). */
export const SAVED_PAYOUT: PassengerPayout = {
  passenger_id: 5,
  name: 'Julia Becker',
  account: {
    holder: 'Julia Becker',
    iban_masked: 'DE89 **** **** **** **30 00',
    bic: null,
    updated_at: '2026-11-24T10:00:00.000Z',
  },
};
const account = { holder: 'Julia Becker', iban: 'DE89 3704 0044 0532 0130 00', bic: '' };

/**
 * Event samples for path generation (the UI replay uses a fresh customer with password Start1234
 * and a passkey on the browser's virtual authenticator).
 */
export const payoutDetailsModel = defineModel({
  name: 'payout-details',
  machine: payoutDetailsMachine,
  samples: {
    SUBMIT: [
      { label: 'a valid German account', event: { type: 'SUBMIT', account, errors: {} } },
      {
        label: 'an IBAN with a wrong checksum',
        event: {
          type: 'SUBMIT',
          account: { ...account, iban: 'DE89 3704 0044 0532 0130 01' },
          errors: { iban: ['invalid_value'] },
        },
      },
    ],
    CONFIRM: [
      {
        label: 'the right password',
        event: { type: 'CONFIRM', password: 'Start1234' },
        then: ['saved', 'IBAN refused', 'closed', 'no answer'],
      },
      {
        label: 'a wrong password',
        event: { type: 'CONFIRM', password: 'Wrong1234' },
        then: ['wrong password'],
      },
    ],
    CONFIRM_PASSKEY: [
      {
        label: 'the passkey of this device',
        event: { type: 'CONFIRM_PASSKEY' },
        then: ['saved', 'passkey refused'],
      },
    ],
    CANCEL: [{ label: 'cancel the password step', event: { type: 'CANCEL' } }],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    EDIT: [{ label: 'change the account again', event: { type: 'EDIT' } }],
    'xstate.done.actor.saveDetails': [
      done('saveDetails', 'saved', result({ ok: true, payout: SAVED_PAYOUT })),
      done('saveDetails', 'wrong password', result({ ok: false, errors: { password: ['wrong_password'] } })),
      done('saveDetails', 'passkey refused', result({ ok: false, errors: { passkey: ['passkey_invalid'] } })),
      done('saveDetails', 'IBAN refused', result({ ok: false, errors: { iban: ['invalid_value'] } })),
      done('saveDetails', 'closed', result({ ok: false, error: 'claim_closed' })),
    ],
    'xstate.error.actor.saveDetails': [failed('saveDetails', 'no answer')],
  },
});
