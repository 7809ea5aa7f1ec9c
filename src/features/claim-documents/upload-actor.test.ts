import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createQueryClient } from '../../api/query-client';
import { stubFetch } from '../../testing/api-fetch';
import { uploadLogic } from './upload-actor';

let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** The reason the upload row shows for a refused file. */
async function refusalOf(answer: () => Response) {
  api.fetchMock.mockImplementation(async () => answer());
  const logic = uploadLogic(createQueryClient(), new Blob(['%PDF']), () => {});
  const actor = createActor(logic, { input: { claimId: 5, kind: 'photo', fileName: 'x.jpg' } }).start();
  actor.send({ type: 'UPLOAD' });
  return (await waitFor(actor, (s) => s.context.error !== null)).context.error;
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

it("shows a refused file by its field's reason, else the answer's message, else server_error", async () => {
  expect(
    await refusalOf(json(422, { message: 'validation_failed', errors: { 'files.0': ['file_type'] } })),
  ).toBe('file_type');
  expect(await refusalOf(json(409, { message: 'claim_closed' }))).toBe('claim_closed');
  expect(await refusalOf(json(413, { message: 'payload_too_large' }))).toBe('file_too_large');
  expect(await refusalOf(() => new Response('', { status: 409 }))).toBe('server_error');
});
