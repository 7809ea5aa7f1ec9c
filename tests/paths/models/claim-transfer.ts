import type { ClaimTransfer } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import {
  claimTransferMachine,
  type RequestResult,
} from '../../../machines/claim-transfer/claim-transfer.machine';

const base: ClaimTransfer = {
  claim_id: 0,
  scope: 'fairplane',
  widget_id: null,
  passenger: 'Julia Becker',
  case_number: 'FP-2026-0001',
  email: null,
  status: 'none',
};
const pending: ClaimTransfer = { ...base, email: 'other@example.com', status: 'requested' };
const result = (r: RequestResult) => r;

/** Event samples for path generation; the addresses are demo accounts for UI replay. */
export const claimTransferModel = defineModel({
  name: 'claim-transfer',
  machine: claimTransferMachine,
  samples: {
    REQUEST: [
      {
        label: 'transfer to other@example.com',
        event: { type: 'REQUEST', email: 'other@example.com' },
        then: ['transfer requested', 'request failed'],
      },
      {
        label: "transfer to the owner's own address",
        event: { type: 'REQUEST', email: 'demo@example.com' },
        then: ['own address refused'],
      },
    ],
    CANCEL: [{ label: 'cancel the transfer', event: { type: 'CANCEL' } }],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    'xstate.done.actor.loadTransfer': [
      done('loadTransfer', 'no transfer yet', base),
      done('loadTransfer', 'transfer pending', pending),
      done('loadTransfer', 'transfer accepted', { ...base, status: 'accepted' }),
    ],
    'xstate.error.actor.loadTransfer': [failed('loadTransfer', 'load failed')],
    'xstate.done.actor.requestTransfer': [
      done('requestTransfer', 'transfer requested', result({ ok: true, transfer: pending })),
      done('requestTransfer', 'own address refused', result({ ok: false, error: 'invalid_value' })),
    ],
    'xstate.error.actor.requestTransfer': [failed('requestTransfer', 'request failed')],
    'xstate.done.actor.cancelTransfer': [done('cancelTransfer', 'transfer cancelled', undefined)],
    'xstate.error.actor.cancelTransfer': [failed('cancelTransfer', 'cancel failed')],
  },
});
