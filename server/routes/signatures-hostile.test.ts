import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignatureDocument } from '../../contract';
import { claimPassengers, claimSignatures, claims } from '../db/schema';
import { pdfPageTexts } from '../domain/signatures/pdf-text';
import {
  lastLinkPath,
  pngBomb,
  pngFile,
  startTestServer,
  TestBrowser,
  truncated,
  type TestServer,
} from '../testing';
import { tasksStarted } from '../lib/worker-pool';

let server: TestServer;
let demo: TestBrowser;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  demo = new TestBrowser(server.url);
  expect((await demo.login('demo@example.com', 'Demo1234')).status).toBe(200);
});
afterAll(() => server?.close());

/** A fresh passenger on one of the demo customer's claims. */
async function newPassenger(firstName: string, lastName: string) {
  const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-104127'));
  const [p] = await server.db
    .insert(claimPassengers)
    .values({ claimId: claim!.id, position: 30, firstName, lastName, email: null })
    .returning();
  return {
    id: p!.id,
    base: `/claims/${claim!.id}/signatures/${p!.id}`,
    claimBase: `/claims/${claim!.id}/signatures`,
  };
}

const drawn = (png: Uint8Array) => ({ method: 'drawn', png_base64: Buffer.from(png).toString('base64') });
const signatureRow = async (passengerId: number) =>
  (await server.db.select().from(claimSignatures).where(eq(claimSignatures.passengerId, passengerId)))[0];

describe('a hostile drawn signature is refused from its header, before any decoding', () => {
  it('a PNG claiming 16000×16000 pixels: 422 signature_too_large, nothing decoded, /healthz answers meanwhile', async () => {
    const p = await newPassenger('Bomb', 'Owner');
    const decodes = tasksStarted('signedAssignment');
    const bomb = pngBomb(16000, 16000);
    const [res, health] = await Promise.all([
      demo.post(`${p.claimBase}/${p.id}`, { signature: drawn(bomb), minor: true }),
      fetch(`${server.url}/healthz`),
    ]);
    expect(health.status).toBe(200);
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      message: 'validation_failed',
      errors: { 'signature.png_base64': ['signature_too_large'] },
    });
    expect(tasksStarted('signedAssignment')).toBe(decodes);
    expect(await signatureRow(p.id)).toBeUndefined();
  });

  it('through a public signing link too; an animated or cut-short PNG is refused as unreadable', async () => {
    const p = await newPassenger('Link', 'Signer');
    const email = `hostile-${Date.now()}@example.net`;
    expect((await demo.post(`${p.base}/request`, { email, locale: 'en_GB' })).status).toBe(200);
    const api = (await lastLinkPath(server, email)).replace('/sign/', '/signature/');
    const stranger = new TestBrowser(server.url);
    await stranger.get('/login_check');
    const decodes = tasksStarted('signedAssignment');
    for (const [png, reason] of [
      [pngBomb(8000, 8000), 'signature_too_large'],
      [pngBomb(400, 200, 3), 'signature_invalid'],
      [truncated(pngFile(300, 100)), 'signature_invalid'],
    ] as const) {
      const res = await stranger.post(api, { signature: drawn(png) });
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ errors: { 'signature.png_base64': [reason] } });
    }
    expect(tasksStarted('signedAssignment')).toBe(decodes);
    expect((await signatureRow(p.id))?.status).toBe('requested');
    // A sound signature still signs (decoded in the worker pool).
    const ok = await stranger.post(api, { signature: drawn(pngFile(600, 200)) });
    expect(ok.status).toBe(200);
    expect(tasksStarted('signedAssignment')).toBe(decodes + 1);
  });
});

describe('names in every EU script on the assignment', () => {
  it.each([
    ['Γιώργος', 'Παπαδόπουλος', 'Giorgos-Papadopoulos'],
    ['Дмитрий', 'Иванов', 'Dmitriy-Ivanov'],
    ['Łukasz', 'Wałęsa', 'Lukasz-Walesa'],
  ])('%s %s: the PDF reads the name back exactly, the file is named %s', async (first, last, latin) => {
    const p = await newPassenger(first, last);
    const signed = await demo.post(`${p.base}`, {
      signature: { method: 'typed', name: 'Julia Becker' },
      minor: true,
    });
    expect(signed.status).toBe(200);
    const doc = SignatureDocument.parse((await demo.get(`${p.base}/document`)).json);
    expect(doc.filename).toBe(`assignment-signed-FP-2026-104127-${latin}.pdf`);
    const [page1, page2] = await pdfPageTexts(new Uint8Array(Buffer.from(doc.pdf_base64, 'base64')));
    expect(page1?.split('\n')).toContain(`Passenger: ${first} ${last}`);
    expect(page2).toContain(`for their minor child ${first} ${last}`);
  });
});
