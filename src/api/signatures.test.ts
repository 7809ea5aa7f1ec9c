import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheWith, expectUnexpected, refused, stubFetch } from '../testing/api-fetch';
import { createQueryClient } from './query-client';
import {
  fetchLinkDocument,
  fetchSignatureDocument,
  remindSignature,
  requestSignature,
  savePdf,
  signAsOwner,
  signatureKeys,
  signatureLinkQuery,
  signaturesQuery,
  signByLink,
} from './signatures';

/** The SPA passes these bodies through as given (contract/signatures.ts); their content does not matter here. */
const SIGNATURE = { passenger_id: 7, name: 'Anna Berg', state: 'signed' };
const PUBLIC = { claim: 'FP-5', passenger: 'Ben Berg', state: 'requested' };
const DOC = { filename: 'assignment.pdf', pdf_base64: btoa('%PDF-1') };
const INPUT = { type: 'typed', name: 'Anna Berg' } as never;
const invalid = (errors: Record<string, string[]>) => ({ message: 'validation_failed', errors });

let api: ReturnType<typeof stubFetch>;
const client = createQueryClient();
beforeEach(() => {
  api = stubFetch();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it('keys: a claim list and a link', () => {
  expect(signatureKeys.list(5)).toEqual(['signatures', 5]);
  expect(signatureKeys.link('t')).toEqual(['signature-link', 't']);
  expect(signaturesQuery(5).queryKey).toEqual(['signatures', 5]);
  expect(signatureLinkQuery('t').queryKey).toEqual(['signature-link', 't']);
});

it("GET /claims/{id}/signatures gives each passenger's state", async () => {
  api.answer(200, [SIGNATURE]);
  expect(await createQueryClient().fetchQuery(signaturesQuery(5))).toEqual([SIGNATURE]);
  expect(api.sent()).toMatchObject({ url: '/claims/5/signatures', method: 'GET' });
  api.answer(404, { message: 'not_found' });
  await expectUnexpected(createQueryClient().fetchQuery(signaturesQuery(5)), 'GET', 404);
});

describe('POST /claims/{id}/signatures/{passenger} (the owner signs)', () => {
  const sign = () => signAsOwner(client, { claimId: 5, passengerId: 7, signature: INPUT, minor: true });

  it('sends the signature and the minor flag; the list loads again', async () => {
    api.answer(200, SIGNATURE);
    const cache = await cacheWith(signatureKeys.list(5), signatureKeys.list(6));
    expect(
      await signAsOwner(cache.client, { claimId: 5, passengerId: 7, signature: INPUT, minor: true }),
    ).toEqual({
      ok: true,
      value: SIGNATURE,
    });
    expect(cache.stale(signatureKeys.list(5))).toBe(true);
    expect(cache.stale(signatureKeys.list(6))).toBe(false);
    expect(api.sent()).toMatchObject({
      url: '/claims/5/signatures/7',
      method: 'POST',
      body: { signature: INPUT, minor: true },
    });
  });

  it("gives a 422's field errors, already_signed on 409", async () => {
    const errors = { signature: ['signature_required'], minor: ['invalid_value'] };
    api.answer(422, invalid(errors));
    expect(await sign()).toEqual(refused('validation_failed', errors));
    api.answer(409, { message: 'already_signed' });
    expect(await sign()).toEqual(refused('already_signed'));
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(sign(), 'POST', 404);
  });
});

describe('POST …/request (mail a co-passenger the link)', () => {
  const ask = () =>
    requestSignature(client, { claimId: 5, passengerId: 7, email: 'ben@example.com', locale: 'de_DE' });

  it('sends the address and the language of the mail; answers once the list has loaded again', async () => {
    api.answer(200, SIGNATURE);
    const cache = await cacheWith(signatureKeys.list(5));
    const observer = new QueryObserver(cache.client, { ...signaturesQuery(5), staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => {});
    const asked = requestSignature(cache.client, {
      claimId: 5,
      passengerId: 7,
      email: 'ben@example.com',
      locale: 'de_DE',
    });
    expect(await asked).toEqual({ ok: true, value: SIGNATURE });
    expect(cache.data(signatureKeys.list(5))).toEqual(SIGNATURE);
    unsubscribe();
    expect(api.sent()).toMatchObject({
      url: '/claims/5/signatures/7/request',
      method: 'POST',
      body: { email: 'ben@example.com', locale: 'de_DE' },
    });
  });

  it('maps 422, 409 and 429', async () => {
    api.answer(422, invalid({ email: ['invalid_email'] }));
    expect(await ask()).toEqual(refused('validation_failed', { email: ['invalid_email'] }));
    api.answer(409, { message: 'already_signed' });
    expect(await ask()).toEqual(refused('already_signed'));
    api.answer(429, { message: 'too_many_requests' });
    expect(await ask()).toEqual(refused('too_many_requests'));
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(ask(), 'POST', 404);
  });
});

describe('POST …/remind', () => {
  it('maps 200 (the list loads again), 429 (within the hour), 409 and 422', async () => {
    api.answer(200, SIGNATURE);
    const cache = await cacheWith(signatureKeys.list(5));
    expect(await remindSignature(cache.client, 5, 7)).toEqual({ ok: true, value: SIGNATURE });
    expect(cache.stale(signatureKeys.list(5))).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/claims/5/signatures/7/remind', method: 'POST' });
    api.answer(429, { message: 'too_many_requests' });
    expect(await remindSignature(client, 5, 7)).toEqual(refused('too_many_requests'));
    api.answer(409, { message: 'already_signed' });
    expect(await remindSignature(client, 5, 7)).toEqual(refused('already_signed'));
    api.answer(422, invalid({ passenger_id: ['not_requested'] }));
    expect(await remindSignature(client, 5, 7)).toEqual(
      refused('validation_failed', { passenger_id: ['not_requested'] }),
    );
    api.answer(404, { message: 'not_found' });
    await expectUnexpected(remindSignature(client, 5, 7), 'POST', 404);
  });
});

it("GET …/document and GET /signature/{token}/document give the assignment's PDF", async () => {
  api.answer(200, DOC);
  expect(await fetchSignatureDocument(5, 7)).toEqual(DOC);
  expect(api.sent(0)).toMatchObject({ url: '/claims/5/signatures/7/document', method: 'GET' });
  expect(await fetchLinkDocument('tok')).toEqual(DOC);
  expect(api.sent(1)).toMatchObject({ url: '/signature/tok/document', method: 'GET' });
  api.answer(410, { message: 'link_expired' });
  await expectUnexpected(fetchSignatureDocument(5, 7), 'GET', 410);
  await expectUnexpected(fetchLinkDocument('tok'), 'GET', 410);
});

describe('GET /signature/{token} (the mailed link)', () => {
  const open = () => createQueryClient().fetchQuery(signatureLinkQuery('tok'));

  it('gives the assignment, expired on 410, invalid on 404 and 422', async () => {
    api.answer(200, PUBLIC);
    expect(await open()).toEqual({ outcome: 'ok', signature: PUBLIC });
    expect(api.sent()).toMatchObject({ url: '/signature/tok', method: 'GET' });
    api.answer(410, { message: 'link_expired' });
    expect(await open()).toEqual({ outcome: 'expired' });
    api.answer(404, { message: 'not_found' });
    expect(await open()).toEqual({ outcome: 'invalid' });
    api.answer(422, invalid({ token: ['invalid_value'] }));
    expect(await open()).toEqual({ outcome: 'invalid' });
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(open(), 'GET', 403);
  });
});

describe('POST /signature/{token} (the co-passenger signs)', () => {
  it("sends the signature (the link's assignment loads again) and maps 422, 409, 410 and 404", async () => {
    api.answer(200, PUBLIC);
    const cache = await cacheWith(signatureKeys.link('tok'));
    expect(await signByLink(cache.client, 'tok', INPUT)).toEqual({ ok: true, value: PUBLIC });
    expect(cache.stale(signatureKeys.link('tok'))).toBe(true);
    expect(api.sent()).toMatchObject({ url: '/signature/tok', method: 'POST', body: { signature: INPUT } });
    api.answer(422, invalid({ signature: ['signature_required'] }));
    expect(await signByLink(client, 'tok', INPUT)).toEqual(
      refused('validation_failed', { signature: ['signature_required'] }),
    );
    api.answer(409, { message: 'already_signed' });
    expect(await signByLink(client, 'tok', INPUT)).toEqual(refused('already_signed'));
    api.answer(410, { message: 'link_expired' });
    expect(await signByLink(client, 'tok', INPUT)).toEqual(refused('link_expired'));
    api.answer(404, { message: 'not_found' });
    expect(await signByLink(client, 'tok', INPUT)).toEqual(refused('not_found'));
    api.answer(403, { message: 'forbidden' });
    await expectUnexpected(signByLink(client, 'tok', INPUT), 'POST', 403);
  });
});

describe('savePdf', () => {
  it('saves the decoded bytes as a PDF under the file name, and frees the URL later', async () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:pdf-1';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
    savePdf(DOC);
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('application/pdf');
    expect(await created[0]!.text()).toBe('%PDF-1');
    expect(clicked).toEqual([{ href: 'blob:pdf-1', download: 'assignment.pdf', attached: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:pdf-1');
  });
});
