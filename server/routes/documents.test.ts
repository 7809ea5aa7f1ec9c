import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimDocuments, MAX_DOCUMENT_BYTES } from '../../contract';
import { claimDocuments, claims, storedFiles } from '../db/schema';
import {
  heicHead,
  heicPhoto,
  jpegHead,
  pdfFile,
  pdfOfSize,
  pngFile,
  servicesUp,
  startTestServer,
  startTwoInstances,
  signedIn,
  TestBrowser,
  type TestServer,
} from '../testing';

let server: TestServer;
let demo: TestBrowser;
let other: TestBrowser;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
  other = await signedIn(server.url, 'other@example.com', 'Other1234');
});
afterAll(() => server?.close());

/** Demo claims of the seed: an open flight problem, an open luggage claim, a paid-out (closed) one. */
async function claimId(caseNumber: string) {
  const [c] = await server.db.select({ id: claims.id }).from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!c) throw new Error(`no claim ${caseNumber}`);
  return c.id;
}
const OPEN_FLIGHT = 'FP-2026-104127';
const OPEN_LUGGAGE = 'LR-2026-007415';
const CLOSED = 'FP-2025-087331';

type Part = { kind: string; bytes: Uint8Array; name: string };
const form = (...parts: Part[]) => {
  const f = new FormData();
  f.append('note', 'fields other than files are ignored');
  for (const p of parts) f.append(p.kind, new Blob([new Uint8Array(p.bytes)]), p.name);
  return f;
};
const upload = (b: TestBrowser, id: number, ...parts: Part[]) =>
  b.request('POST', `/claims/${id}/documents`, { form: form(...parts) });

async function stored() {
  const [docs] = await server.db.select({ n: count() }).from(claimDocuments);
  const [files] = await server.db.select({ n: count() }).from(storedFiles);
  return { documents: docs?.n ?? 0, files: files?.n ?? 0 };
}

describe('documents per claim', () => {
  it("lists each scope's checklist with what is missing", async () => {
    const flight = await demo.get(`/claims/${await claimId(OPEN_FLIGHT)}/documents`);
    expect(flight.status).toBe(200);
    const body = ClaimDocuments.parse(flight.json);
    expect(body.checklist.map((c) => [c.item, c.required])).toEqual([
      ['booking_or_boarding_pass', true],
      ['rerouting_confirmation', false],
    ]);
    expect(body.missing).toEqual(['booking_or_boarding_pass']);
    const luggage = ClaimDocuments.parse(
      (await demo.get(`/claims/${await claimId(OPEN_LUGGAGE)}/documents`)).json,
    );
    expect(luggage.missing).toEqual(['property_irregularity_report', 'receipts', 'photos']);
  });

  it('uploads several files, decides the type by content, previews inline and downloads', async () => {
    const id = await claimId(OPEN_FLIGHT);
    const photo = pngFile();
    const res = await upload(
      demo,
      id,
      { kind: 'boarding_pass', bytes: photo, name: 'boarding pass.pdf' },
      { kind: 'booking_confirmation', bytes: pdfFile(), name: 'booking.PDF' },
    );
    expect(res.status).toBe(200);
    const body = ClaimDocuments.parse(res.json);
    expect(body.missing).toEqual([]);
    const pass = body.documents.find((d) => d.kind === 'boarding_pass');
    expect(pass).toMatchObject({
      content_type: 'image/png',
      file_name: 'boarding pass.png',
      size: photo.length,
    });
    const preview = await demo.get(`/claims/${id}/documents/${pass?.id}/content`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline; filename="boarding pass.png"/);
    const download = await fetch(`${server.url}/claims/${id}/documents/${pass?.id}/content?download=1`, {
      headers: { cookie: [...demo.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo);
  });

  it("stores a phone camera's HEIC photo as a JPEG", async () => {
    const id = await claimId(OPEN_LUGGAGE);
    const res = await upload(demo, id, { kind: 'photo', bytes: heicPhoto(), name: 'IMG_0042.HEIC' });
    expect(res.status).toBe(200);
    const photo = ClaimDocuments.parse(res.json).documents.find((d) => d.file_name === 'IMG_0042.jpg');
    expect(photo).toMatchObject({ kind: 'photo', content_type: 'image/jpeg' });
    const content = await demo.get(`/claims/${id}/documents/${photo?.id}/content`);
    expect(content.headers.get('content-type')).toBe('image/jpeg');
    expect((await demo.request('DELETE', `/claims/${id}/documents/${photo?.id}`)).status).toBe(200);
  });

  it('refuses empty, oversized and wrongly typed files with their reasons and stores nothing', async () => {
    const id = await claimId(OPEN_LUGGAGE);
    const before = await stored();
    const res = await upload(
      demo,
      id,
      { kind: 'receipt', bytes: pdfFile(), name: 'fine.pdf' },
      { kind: 'receipt', bytes: new Uint8Array(0), name: 'empty.pdf' },
      { kind: 'photo', bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1), name: 'big.pdf' },
      { kind: 'photo', bytes: new TextEncoder().encode('just text'), name: 'photo.jpg' },
      { kind: 'photo', bytes: heicHead(), name: 'IMG_0001.HEIC' },
      { kind: 'passport', bytes: jpegHead(), name: 'p.jpg' },
    );
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: 'validation_failed',
      errors: {
        'files.1': ['file_empty'],
        'files.2': ['file_too_large'],
        'files.3': ['file_type'],
        'files.4': ['file_damaged'],
        'kinds.5': ['invalid_value'],
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('takes a file of exactly 10 MB (and reports the throughput)', async () => {
    const id = await claimId(OPEN_LUGGAGE);
    const started = performance.now();
    const res = await upload(demo, id, {
      kind: 'receipt',
      bytes: pdfOfSize(MAX_DOCUMENT_BYTES),
      name: 'r.pdf',
    });
    const seconds = (performance.now() - started) / 1000;
    expect(res.status).toBe(200);
    console.info(`upload throughput: 10 MB in ${seconds.toFixed(2)} s = ${(10 / seconds).toFixed(1)} MB/s`);
    const doc = ClaimDocuments.parse(res.json).documents.find((d) => d.size === MAX_DOCUMENT_BYTES);
    const removed = await demo.request('DELETE', `/claims/${id}/documents/${doc?.id}`);
    expect(removed.status).toBe(200);
  });

  it('answers 404 to another customer on every route and changes nothing', async () => {
    const id = await claimId(OPEN_FLIGHT);
    const mine = await upload(demo, id, { kind: 'booking_confirmation', bytes: pdfFile(), name: 'mine.pdf' });
    const doc = ClaimDocuments.parse(mine.json).documents.at(-1);
    const before = await stored();
    expect((await other.get(`/claims/${id}/documents`)).status).toBe(404);
    expect((await other.get(`/claims/${id}/documents/${doc?.id}/content`)).status).toBe(404);
    expect((await other.get(`/claims/${id}/documents/${doc?.id}/content?download=1`)).status).toBe(404);
    expect((await other.request('DELETE', `/claims/${id}/documents/${doc?.id}`)).status).toBe(404);
    const up = await upload(other, id, { kind: 'boarding_pass', bytes: pngFile(), name: 'x.png' });
    expect(up).toMatchObject({ status: 404, json: { message: 'not_found' } });
    // Their own claim's id with demo's document id: still 404.
    const [own] = await server.db
      .select({ id: claims.id })
      .from(claims)
      .where(eq(claims.caseNumber, 'FP-2026-111402'));
    expect((await other.get(`/claims/${own?.id}/documents/${doc?.id}/content`)).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('deletes a document with its file while the claim is open; a closed claim takes no changes', async () => {
    const id = await claimId(OPEN_FLIGHT);
    const list = ClaimDocuments.parse((await demo.get(`/claims/${id}/documents`)).json);
    const pass = list.documents.find((d) => d.kind === 'boarding_pass');
    const before = await stored();
    const res = await demo.request('DELETE', `/claims/${id}/documents/${pass?.id}`);
    expect(res.status).toBe(200);
    expect(ClaimDocuments.parse(res.json).documents.map((d) => d.id)).not.toContain(pass?.id);
    expect(await stored()).toEqual({ documents: before.documents - 1, files: before.files - 1 });
    expect((await demo.get(`/claims/${id}/documents/${pass?.id}/content`)).status).toBe(404);

    const closed = await claimId(CLOSED);
    const [row] = await server.db
      .insert(claimDocuments)
      .values({
        claimId: closed,
        kind: 'boarding_pass',
        fileName: 'old.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: 'test/closed',
        createdAt: new Date(),
      })
      .returning();
    expect(ClaimDocuments.parse((await demo.get(`/claims/${closed}/documents`)).json).closed).toBe(true);
    const up = await upload(demo, closed, { kind: 'boarding_pass', bytes: pngFile(), name: 'x.png' });
    expect(up).toMatchObject({ status: 409, json: { message: 'claim_closed' } });
    const del = await demo.request('DELETE', `/claims/${closed}/documents/${row?.id}`);
    expect(del).toMatchObject({ status: 409, json: { message: 'claim_closed' } });
  });

  it('takes multipart on the upload route only; JSON keeps its body limit', async () => {
    const f = form({ kind: 'receipt', bytes: pdfFile(), name: 'x.pdf' });
    const res = await demo.request('POST', '/claim_transfer', { form: f });
    expect(res).toMatchObject({ status: 415, json: { message: 'unsupported_media_type' } });
    const big = await demo.post('/claim_transfer', { email: 'x'.repeat(200 * 1024) });
    expect(big.status).toBe(413);
    const json = await demo.post(`/claims/${await claimId(OPEN_FLIGHT)}/documents`, { files: [] });
    expect(json.status).toBe(415);
  });
});

const bothUp = await servicesUp('documents across two instances', ['postgres', 'redis']);

describe.skipIf(!bothUp)('two instances on one database (files stored in the database, shared)', () => {
  it('a document uploaded through one instance is read and deleted through the other', async () => {
    const { a, b, close } = await startTwoInstances();
    try {
      const onA = new TestBrowser(a.url);
      expect((await onA.login('demo@example.com', 'Demo1234')).status).toBe(200);
      const onB = new TestBrowser(b.url);
      for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
      const [claim] = await a.db
        .select({ id: claims.id })
        .from(claims)
        .where(eq(claims.caseNumber, OPEN_LUGGAGE));
      const photo = pngFile(32, 32);
      const res = await upload(onA, claim!.id, { kind: 'photo', bytes: photo, name: 'shared.png' });
      expect(res.status).toBe(200);
      const doc = ClaimDocuments.parse(res.json).documents.find((d) => d.file_name === 'shared.png');
      const path = `/claims/${claim!.id}/documents/${doc?.id}/content`;
      const onOther = await fetch(`${b.url}${path}`, {
        headers: { cookie: [...onB.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(onOther.status).toBe(200);
      expect(new Uint8Array(await onOther.arrayBuffer())).toEqual(photo);
      expect((await onB.request('DELETE', `/claims/${claim!.id}/documents/${doc?.id}`)).status).toBe(200);
      expect((await onA.get(path)).status).toBe(404);
    } finally {
      await close();
    }
  });
});
