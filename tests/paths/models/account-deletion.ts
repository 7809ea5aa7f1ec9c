import type { AccountDeletionCheck } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import {
  accountDeletionMachine,
  type DeletionResult,
} from '../../../machines/account-deletion/account-deletion.machine';

const deletable: AccountDeletionCheck = {
  deletable: true,
  active_claims: [],
  retained: [],
  deletable_from: null,
};
/** The demo customer's kind of refusal: an active claim, and a paid claim's records kept by law. */
export const REFUSAL: AccountDeletionCheck = {
  deletable: false,
  active_claims: ['FP-2026-004217'],
  retained: [{ case_number: 'FP-2025-087331', last_payment: '2026-03-11', kept_until: '2036-12-31' }],
  deletable_from: '2037-01-01',
};
const result = (r: DeletionResult) => r;

/** Event samples for path generation (the UI replay holds the requests and answers them as labelled). */
export const accountDeletionModel = defineModel({
  name: 'account-deletion',
  machine: accountDeletionMachine,
  samples: {
    START: [{ label: 'delete account', event: { type: 'START' } }],
    SUBMIT: [
      {
        label: 'confirm with the password',
        event: { type: 'SUBMIT', password: 'Start1234' },
        then: ['deleted', 'wrong password', 'refused meanwhile', 'no answer'],
      },
      { label: 'confirm without a password', event: { type: 'SUBMIT', password: '' } },
    ],
    CANCEL: [{ label: 'cancel', event: { type: 'CANCEL' } }],
    CLOSE: [{ label: 'close the refusal', event: { type: 'CLOSE' } }],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    'xstate.done.actor.checkDeletion': [
      done('checkDeletion', 'account can go', deletable),
      done('checkDeletion', 'refused', REFUSAL),
    ],
    'xstate.error.actor.checkDeletion': [failed('checkDeletion', 'check got no answer')],
    'xstate.done.actor.deleteAccount': [
      done('deleteAccount', 'deleted', result({ kind: 'deleted' })),
      done('deleteAccount', 'wrong password', result({ kind: 'error', error: 'wrong_password' })),
      done('deleteAccount', 'refused meanwhile', result({ kind: 'refused' })),
    ],
    'xstate.error.actor.deleteAccount': [failed('deleteAccount', 'no answer')],
  },
});
