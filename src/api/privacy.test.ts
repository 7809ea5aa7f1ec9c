import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { setApiHandlers } from './client';
import { deleteAccount, fetchDeletionCheck, fetchPrivacyExport, saveFile } from './privacy';

const onFailure = vi.fn();
let api: ReturnType<typeof stubFetch>;
beforeEach(() => {
  api = stubFetch();
  setApiHandlers({ onFailure });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onFailure.mockReset();
});

const zip = (headers: Record<string, string>) =>
  api.fetchMock.mockResolvedValue(new Response(new Uint8Array([80, 75]), { status: 200, headers }));

it('GET /user/privacy/deletion: whether the account can go now', async () => {
  const check = { allowed: false, reason: 'open_claims', until: null };
  api.answer(200, check);
  expect(await fetchDeletionCheck()).toEqual(check);
  expect(api.sent()).toMatchObject({ url: '/user/privacy/deletion', method: 'GET' });
  api.answer(403, { message: 'forbidden' });
  await expectUnexpected(fetchDeletionCheck(), 'GET', 403);
});

describe('GET /user/privacy/export', () => {
  it('gives the zip with the UTF-8 file name of its Content-Disposition', async () => {
    zip({
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="data.zip"; filename*=UTF-8''Anna%20M%C3%BCller.zip`,
    });
    expect(await fetchPrivacyExport()).toEqual({
      fileName: 'Anna Müller.zip',
      type: 'application/zip',
      bytes: new Uint8Array([80, 75]),
    });
    const [url, init] = api.fetchMock.mock.calls[0]!;
    expect(url).toBe('/user/privacy/export');
    expect(init?.credentials).toBe('same-origin');
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('falls back to the plain file name, then to claims-portal-data.zip', async () => {
    zip({ 'content-type': 'application/zip', 'content-disposition': 'attachment; FILENAME="export-2.zip"' });
    expect((await fetchPrivacyExport()).fileName).toBe('export-2.zip');
    zip({ 'content-type': 'application/zip', 'content-disposition': 'attachment' });
    expect((await fetchPrivacyExport()).fileName).toBe('claims-portal-data.zip');
    zip({});
    expect(await fetchPrivacyExport()).toMatchObject({ fileName: 'claims-portal-data.zip', type: '' });
  });

  it('is unexpected on another answer, and reports a 5xx', async () => {
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(fetchPrivacyExport(), 'GET', 403);
    expect(onFailure).not.toHaveBeenCalled();
    api.answer(503, { message: 'server_error' });
    await expectUnexpected(fetchPrivacyExport(), 'GET', 503);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('saveFile', () => {
  const saved = () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:zip';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return { blobs, names };
  };

  it('saves the archive under its name and type (a zip when it has none)', () => {
    const { blobs, names } = saved();
    saveFile({ fileName: 'a.zip', type: 'application/x-zip', bytes: new Uint8Array([1]) });
    saveFile({ fileName: 'b.zip', type: '', bytes: new Uint8Array([1]) });
    expect(names).toEqual(['a.zip', 'b.zip']);
    expect(blobs.map((b) => b.type)).toEqual(['application/x-zip', 'application/zip']);
  });
});

describe('POST /user/privacy/delete_account', () => {
  it('sends the password with the confirmation; done on 200, account_deletion_refused on 409', async () => {
    api.answer(200, { success: true });
    expect(await deleteAccount('Secret123')).toEqual({ ok: true, value: null });
    expect(api.sent()).toMatchObject({
      url: '/user/privacy/delete_account',
      method: 'POST',
      body: { password: 'Secret123', confirm: true },
    });
    api.answer(409, { message: 'open_claims' });
    expect(await deleteAccount('Secret123')).toEqual(refused('account_deletion_refused'));
  });

  it("gives a 422's field errors and a 429's message", async () => {
    api.answer(422, { message: 'validation_failed', errors: { password: ['wrong_password'] } });
    expect(await deleteAccount('x')).toEqual(refused('validation_failed', { password: ['wrong_password'] }));
    api.answer(429, { message: 'too_many_attempts' });
    expect(await deleteAccount('x')).toEqual(refused('too_many_attempts'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(deleteAccount('x'), 'POST', 403);
  });
});
