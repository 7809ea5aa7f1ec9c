import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimDocuments } from '../../contract';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { setApiHandlers } from './client';
import {
  claimDocumentsQuery,
  deleteDocument,
  documentContentUrl,
  documentKeys,
  fetchDocumentContent,
  uploadDocument,
} from './documents';
import { createQueryClient } from './query-client';
import { pendingRequests } from './request';

/** A claim's documents as contract/documents.ts ClaimDocuments describes them. */
const DOCUMENTS: ClaimDocuments = {
  claim_id: 5,
  closed: false,
  checklist: [
    {
      item: 'booking_or_boarding_pass',
      kinds: ['booking_confirmation', 'boarding_pass'],
      required: true,
      done: true,
    },
  ],
  missing: [],
  documents: [
    {
      id: 9,
      kind: 'boarding_pass',
      file_name: 'pass.pdf',
      content_type: 'application/pdf',
      size: 3,
      created_at: '2026-11-20T10:00:00+01:00',
    },
  ],
};
const FILE = new Blob(['%PDF'], { type: 'application/pdf' });

const onFailure = vi.fn();
const onUnauthorized = vi.fn();
let api: ReturnType<typeof stubFetch>;
const client = createQueryClient();
beforeEach(() => {
  api = stubFetch();
  document.cookie = 'csrf_token=token-123';
  setApiHandlers({ onFailure, onUnauthorized });
});
afterEach(() => {
  vi.unstubAllGlobals();
  onFailure.mockReset();
  onUnauthorized.mockReset();
});

describe('GET /claims/{id}/documents', () => {
  it("gives the checklist and files, null for a claim that is not the user's (404)", async () => {
    expect(documentKeys.list(5)).toEqual(['claim-documents', 5]);
    expect(claimDocumentsQuery(5).queryKey).toEqual(['claim-documents', 5]);
    api.answer(200, DOCUMENTS);
    expect(await createQueryClient().fetchQuery(claimDocumentsQuery(5))).toEqual(DOCUMENTS);
    expect(api.sent()).toMatchObject({ url: '/claims/5/documents', method: 'GET' });
    api.answer(404, { message: 'not_found' });
    expect(await createQueryClient().fetchQuery(claimDocumentsQuery(5))).toBeNull();
    api.answer(422, { message: 'validation_failed', errors: {} });
    await expectUnexpected(createQueryClient().fetchQuery(claimDocumentsQuery(5)), 'GET', 422);
  });
});

describe("a document's bytes (GET …/content)", () => {
  it('are inline for a preview, an attachment with download=1', () => {
    expect(documentContentUrl(5, 9)).toBe('/claims/5/documents/9/content');
    expect(documentContentUrl(5, 9, true)).toBe('/claims/5/documents/9/content?download=1');
  });

  it('come with their type and disposition; the request carries the headers of every call and the cookies', async () => {
    api.fetchMock.mockResolvedValue(
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="pass.pdf"' },
      }),
    );
    expect(await fetchDocumentContent(5, 9)).toEqual({
      type: 'application/pdf',
      disposition: 'inline; filename="pass.pdf"',
      bytes: new Uint8Array([1, 2, 3]),
    });
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/claims/5/documents/9/content');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('x-csrf-token')).toBe('token-123');
    expect(headers.get('accept-language')).toBe('en-GB');
    expect(init?.method).toBe('GET');
  });

  it('without those headers are of no type and disposition', async () => {
    api.fetchMock.mockResolvedValue(new Response(new Uint8Array([7]), { status: 200 }));
    const content = await fetchDocumentContent(5, 9);
    expect(content.type).toBe('');
    expect(content.disposition).toBe('');
    expect(content.bytes).toEqual(new Uint8Array([7]));
  });

  it('are unexpected on another answer, which is reported like any call (5xx dialog, 401 session check)', async () => {
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(fetchDocumentContent(5, 9), 'GET', 404);
    expect(onFailure).not.toHaveBeenCalled();
    api.answer(500, { message: 'server_error' });
    await expectUnexpected(fetchDocumentContent(5, 9), 'GET', 500);
    expect(onFailure).toHaveBeenCalledTimes(1);
    api.answer(401, { message: 'unauthenticated' });
    await expectUnexpected(fetchDocumentContent(5, 9), 'GET', 401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('DELETE /claims/{id}/documents/{id}', () => {
  it('gives the documents after the delete (the cached list becomes them), not_found on 404, claim_closed on 409', async () => {
    api.answer(200, DOCUMENTS);
    const cache = await cacheWith(documentKeys.list(5));
    expect(await deleteDocument(cache.client, 5, 9)).toEqual({ ok: true, value: DOCUMENTS });
    expect(cache.data(documentKeys.list(5))).toEqual(DOCUMENTS);
    expect(api.sent()).toMatchObject({ url: '/claims/5/documents/9', method: 'DELETE' });
    api.answer(404, { message: 'not_found' });
    expect(await deleteDocument(client, 5, 9)).toEqual(refused('not_found'));
    api.answer(409, { message: 'claim_closed' });
    expect(await deleteDocument(client, 5, 9)).toEqual(refused('claim_closed'));
    api.answer(422, { message: 'validation_failed', errors: {} });
    await expectUnexpected(deleteDocument(client, 5, 9), 'DELETE', 422);
  });
});

describe('POST /claims/{id}/documents through fetch (no XMLHttpRequest)', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', undefined));

  it('sends one part named by its kind, with the headers of every call', async () => {
    api.answer(200, DOCUMENTS);
    const append = vi.spyOn(FormData.prototype, 'append');
    const cache = await cacheWith(documentKeys.list(5));
    expect(await uploadDocument(cache.client, 5, 'boarding_pass', FILE, 'pass.pdf')).toEqual({
      ok: true,
      value: DOCUMENTS,
    });
    expect(cache.data(documentKeys.list(5))).toEqual(DOCUMENTS);
    expect(append.mock.calls).toEqual([['boarding_pass', FILE, 'pass.pdf']]);
    append.mockRestore();
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/claims/5/documents');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(headers.get('x-csrf-token')).toBe('token-123');
    expect(headers.get('accept-language')).toBe('en-GB');
    expect(headers.get('accept')).toBe('application/json');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['boarding_pass']);
  });

  it("refuses with a 422's field errors, the message of another 4xx, and a 413 as file_too_large", async () => {
    const upload = () => uploadDocument(client, 5, 'photo', FILE, 'x.jpg');
    api.answer(422, { message: 'validation_failed', errors: { 'files.0': ['file_type'] } });
    expect(await upload()).toEqual(refused('validation_failed', { 'files.0': ['file_type'] }));
    api.answer(409, { message: 'claim_closed' });
    expect(await upload()).toEqual(refused('claim_closed'));
    api.answer(404, { message: 'not_found' });
    expect(await upload()).toEqual(refused('not_found'));
    api.answer(415, { message: 'file_type' });
    expect(await upload()).toEqual(refused('file_type'));
    api.answer(413, { message: 'payload_too_large' });
    expect(await upload()).toEqual(refused('file_too_large'));
    api.fetchMock.mockImplementation(async () => new Response('', { status: 409 }));
    expect(await upload()).toEqual(refused());
    api.fetchMock.mockImplementation(async () => new Response('{"errors": ', { status: 422 }));
    expect(await upload()).toEqual(refused());
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('is unexpected on another answer, reported like any call (5xx dialog, 401 or refused CSRF token: session check)', async () => {
    api.answer(500, { message: 'server_error' });
    await expectUnexpected(uploadDocument(client, 5, 'photo', FILE, 'x.jpg'), 'POST', 500);
    expect(onFailure).toHaveBeenCalledTimes(1);
    api.answer(401, { message: 'unauthenticated' });
    await expectUnexpected(uploadDocument(client, 5, 'photo', FILE, 'x.jpg'), 'POST', 401);
    api.answer(403, { message: 'csrf_failed' });
    await expectUnexpected(uploadDocument(client, 5, 'photo', FILE, 'x.jpg'), 'POST', 403);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('counts as a request in flight until answered', async () => {
    let answer!: (res: Response) => void;
    api.fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const upload = uploadDocument(client, 5, 'photo', FILE, 'x.jpg');
    await vi.waitFor(() => expect(pendingRequests.pending()).toBe(1));
    answer(new Response(JSON.stringify(DOCUMENTS), { status: 200 }));
    await upload;
    expect(pendingRequests.pending()).toBe(0);
  });
});

/** A stand-in XMLHttpRequest the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

describe('POST /claims/{id}/documents through XMLHttpRequest (upload progress)', () => {
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  const xhr = () => FakeXhr.last!;

  it('posts the form with the headers of every call and reports progress while the size is known', async () => {
    const progress = vi.fn();
    const upload = uploadDocument(client, 5, 'boarding_pass', FILE, 'pass.pdf', progress);
    expect(xhr().opened).toEqual(['POST', '/claims/5/documents']);
    expect(xhr().headers).toEqual({
      'x-requested-with': 'XMLHttpRequest',
      'x-csrf-token': 'token-123',
      'accept-language': 'en-GB',
      accept: 'application/json',
    });
    expect((xhr().sent as FormData).has('boarding_pass')).toBe(true);
    xhr().upload.onprogress?.({ lengthComputable: false, loaded: 5, total: 10 });
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 0, total: 0 });
    xhr().upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    expect(progress.mock.calls).toEqual([[0.5]]);
    xhr().answer(200, JSON.stringify(DOCUMENTS));
    expect(await upload).toEqual({ ok: true, value: DOCUMENTS });
  });

  it('reads an empty or broken answer as no body', async () => {
    let upload = uploadDocument(client, 5, 'photo', FILE, 'x.jpg', () => {});
    xhr().answer(409, '');
    expect(await upload).toEqual(refused());
    upload = uploadDocument(client, 5, 'photo', FILE, 'x.jpg', () => {});
    xhr().answer(422, '{"errors": ');
    expect(await upload).toEqual(refused());
    upload = uploadDocument(client, 5, 'photo', FILE, 'x.jpg', () => {});
    xhr().answer(
      422,
      JSON.stringify({ message: 'validation_failed', errors: { 'files.0': ['file_empty'] } }),
    );
    expect(await upload).toEqual(refused('validation_failed', { 'files.0': ['file_empty'] }));
  });

  it('throws when no answer comes, and aborts with the signal', async () => {
    const failed = uploadDocument(client, 5, 'photo', FILE, 'x.jpg', () => {});
    xhr().onerror?.();
    await expect(failed).rejects.toThrow('upload failed: no answer');
    // No answer at all is a failed request like any other (SPEC §8 dialog), a cancelled one is not.
    expect(onFailure).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    const aborted = uploadDocument(client, 5, 'photo', FILE, 'x.jpg', () => {}, controller.signal);
    expect(xhr().aborted).toBe(false);
    controller.abort();
    expect(xhr().aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError', message: expect.stringMatching(/\w/) });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
