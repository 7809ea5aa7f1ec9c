import { defineModel, done, failed } from '../toolkit';
import { signingMachine, type SubmitResult } from '../../../machines/signing/signing.machine';

/** A small PNG (what a stroke on the pad sends, smaller). */
export const SAMPLE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const result = (r: SubmitResult) => r;

/** Event samples for path generation (the UI replay draws real strokes and types real names). */
export const signingModel = defineModel({
  name: 'signing',
  machine: signingMachine,
  samples: {
    STROKE: [{ label: 'draw a stroke', event: { type: 'STROKE', png_base64: SAMPLE_PNG } }],
    CLEAR: [{ label: 'clear the pad', event: { type: 'CLEAR' } }],
    TYPE: [
      { label: 'type a name', event: { type: 'TYPE', name: 'Julia Becker' } },
      { label: 'type a blank name', event: { type: 'TYPE', name: '' } },
    ],
    CONFIRM: [{ label: 'continue to confirm', event: { type: 'CONFIRM' } }],
    BACK: [{ label: 'back to the signature', event: { type: 'BACK' } }],
    SIGN: [{ label: 'sign', event: { type: 'SIGN' }, then: ['signed', 'refused', 'send failed'] }],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' }, then: ['signed'] }],
    'xstate.done.actor.submitSignature': [
      done('submitSignature', 'signed', result({ ok: true })),
      done('submitSignature', 'refused', result({ ok: false, error: 'signature_invalid' })),
    ],
    'xstate.error.actor.submitSignature': [failed('submitSignature', 'send failed')],
  },
});
