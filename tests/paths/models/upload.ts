import type { ClaimDocuments } from '../../../contract';
import { defineModel, done, failed } from '../toolkit';
import { uploadMachine, type UploadResult } from '../../../machines/upload/upload.machine';

const stored: ClaimDocuments = {
  claim_id: 1,
  closed: false,
  checklist: [
    {
      item: 'booking_or_boarding_pass',
      kinds: ['booking_confirmation', 'boarding_pass'],
      required: true,
      done: true,
    },
    { item: 'rerouting_confirmation', kinds: ['rerouting_confirmation'], required: false, done: false },
  ],
  missing: [],
  documents: [
    {
      id: 1,
      kind: 'boarding_pass',
      file_name: 'boarding-pass.png',
      content_type: 'image/png',
      size: 100,
      created_at: '2026-11-24T10:00:00.000Z',
    },
  ],
};
const result = (r: UploadResult) => r;

/** Event samples for path generation (the UI replay uploads a real PNG, or a text file for 'file refused'). */
export const uploadModel = defineModel({
  name: 'upload',
  machine: uploadMachine,
  samples: {
    UPLOAD: [{ label: 'upload the file', event: { type: 'UPLOAD' } }],
    RETRY: [{ label: 'retry', event: { type: 'RETRY' } }],
    'xstate.done.actor.uploadFile': [
      done('uploadFile', 'file stored', result({ ok: true, documents: stored })),
      done('uploadFile', 'file refused', result({ ok: false, error: 'file_type' })),
    ],
    'xstate.error.actor.uploadFile': [failed('uploadFile', 'no answer')],
  },
});
