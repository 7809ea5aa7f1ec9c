/**
 * Scenarios of the requirements ("upload (per file: selected → uploading → stored or failed, retry)",
 * "a bad file answers 422 with a translated reason and stores nothing"), written from the
 * requirements, not from the machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ClaimDocuments } from '../../contract';
import { uploadMachine, type UploadInput, type UploadResult } from './upload.machine';

const documents: ClaimDocuments = { claim_id: 7, closed: false, checklist: [], missing: [], documents: [] };

function start(answers: (() => Promise<UploadResult>)[]) {
  const sent: UploadInput[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        uploadFile: fromPromise<UploadResult, UploadInput>(async ({ input }) => {
          sent.push(input);
          const next = answers.shift();
          if (!next) throw new Error('no more answers');
          return next();
        }),
      },
    }),
    { input: { claimId: 7, kind: 'boarding_pass', fileName: 'pass.jpg' } },
  ).start();
  return { actor, sent };
}
const settled = (s: { value: unknown }) => s.value !== 'uploading';

describe('upload of one file', () => {
  it("'selected → uploading → stored': nothing is sent before the upload starts", async () => {
    const { actor, sent } = start([async () => ({ ok: true, documents })]);
    expect(actor.getSnapshot().value).toBe('selected');
    expect(sent).toEqual([]);
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    const s = await waitFor(actor, settled);
    expect(sent).toEqual([{ claimId: 7, kind: 'boarding_pass', fileName: 'pass.jpg' }]);
    expect(s.value).toBe('stored');
    expect(s.context.documents).toEqual(documents);
    expect(s.status).toBe('done');
  });

  it("'or failed, retry': a file without an answer can be sent again and then stored", async () => {
    const { actor, sent } = start([
      async () => Promise.reject(new Error('offline')),
      async () => ({ ok: true, documents }),
    ]);
    actor.send({ type: 'UPLOAD' });
    expect((await waitFor(actor, settled)).value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect((await waitFor(actor, settled)).value).toBe('stored');
    expect(sent).toHaveLength(2);
  });

  it("'a bad file answers 422 with a translated reason': the reason is kept, the file is not retried", async () => {
    const { actor, sent } = start([async () => ({ ok: false, error: 'file_too_large' })]);
    actor.send({ type: 'UPLOAD' });
    const s = await waitFor(actor, settled);
    expect(s.value).toBe('refused');
    expect(s.context.error).toBe('file_too_large');
    expect(s.status).toBe('done'); // the file's upload is over
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(sent).toHaveLength(1);
  });
});
