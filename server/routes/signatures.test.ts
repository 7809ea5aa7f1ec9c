import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassengerSignature, PublicSignature, SignatureDocument } from '../../contract';
import { claimPassengers, claimSignatures, claims } from '../db/schema';
import { pdfPageTexts } from '../domain/signatures/pdf-text';
import {
  lastLinkPath,
  lastMail,
  startTestServer,
  signedIn,
  TestBrowser,
  watchSocket,
  type TestServer,
} from '../testing';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

async function anonymous() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  return b;
}

/** A demo claim of Julia Becker's (owner passenger first), with a fresh extra passenger. */
async function claimWithPassengers(caseNumber: string) {
  const [claim] = await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!claim) throw new Error(caseNumber);
  const extra = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [added] = await server.db
    .insert(claimPassengers)
    .values({ claimId: claim.id, position: 20, firstName: 'Anna', lastName: `Co${extra}`, email: null })
    .returning();
  const passengers = await server.db
    .select()
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claim.id));
  const owner = passengers.find((p) => p.email === 'demo@example.com')!;
  const child = passengers.find((p) => p.firstName === 'Thomas' || p.firstName === 'Lena');
  return {
    claimId: claim.id,
    owner: owner.id,
    child: child?.id,
    co: added!.id,
    coLastName: added!.lastName,
    base: `/claims/${claim.id}/signatures`,
  };
}

const states = (res: { json: unknown }) => PassengerSignature.array().parse(res.json);
const hex = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('signatures', () => {
  it('the owner signs for themselves (drawn) and for a minor child (typed); both are stored signed with hashes', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const c = await claimWithPassengers('FP-2026-104127');
    const before = states(await demo.get(c.base));
    expect(before.find((s) => s.passenger_id === c.owner)).toMatchObject({
      role: 'owner',
      status: 'unsigned',
    });

    const self = await demo.post(`${c.base}/${c.owner}`, {
      signature: { method: 'drawn', png_base64: PNG },
      minor: false,
    });
    expect(self.status).toBe(200);
    expect(self.json).toMatchObject({ role: 'owner', status: 'signed', method: 'drawn' });

    // Someone else than the owner needs the minor flag.
    const noFlag = await demo.post(`${c.base}/${c.child}`, {
      signature: { method: 'typed', name: 'Julia Becker' },
      minor: false,
    });
    expect(noFlag.status).toBe(422);
    expect(noFlag.json).toMatchObject({ errors: { minor: ['required'] } });
    const minor = await demo.post(`${c.base}/${c.child}`, {
      signature: { method: 'typed', name: 'Julia Becker' },
      minor: true,
    });
    expect(minor.status).toBe(200);
    expect(minor.json).toMatchObject({ role: 'minor', status: 'signed', method: 'typed' });

    // Signed once: a second signature is refused.
    const again = await demo.post(`${c.base}/${c.owner}`, {
      signature: { method: 'typed', name: 'Julia Becker' },
      minor: false,
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: 'already_signed' });

    // The owner downloads the signed PDF: its SHA-256 is the one the list shows; it carries the
    // unsigned assignment's SHA-256 on the signature page.
    const state = states(await demo.get(c.base)).find((s) => s.passenger_id === c.child)!;
    const doc = SignatureDocument.parse((await demo.get(`${c.base}/${c.child}/document`)).json);
    const bytes = new Uint8Array(Buffer.from(doc.pdf_base64, 'base64'));
    expect(doc.signed).toBe(true);
    expect(hex(bytes)).toBe(state.document_sha256);
    expect(doc.sha256).toBe(state.document_sha256);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const [first, second] = (await pdfPageTexts(bytes)).map((t) => t.replace(/\s+/g, ' '));
    expect(first).toContain('Thomas Becker');
    expect(first).toContain('LH1832');
    expect(second).toContain('for their minor child Thomas Becker');
    expect(second).toContain(state.assignment_sha256);
  });

  it('a bad drawn signature answers 422 and stores nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const c = await claimWithPassengers('FP-2026-109856');
    const res = await demo.post(`${c.base}/${c.owner}`, {
      signature: { method: 'drawn', png_base64: Buffer.from('not a png').toString('base64') },
      minor: false,
    });
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ errors: { 'signature.png_base64': ['signature_invalid'] } });
    expect(
      await server.db.select().from(claimSignatures).where(eq(claimSignatures.passengerId, c.owner)),
    ).toEqual([]);
  });

  it('a co-passenger signs through the mailed link without an account; owner and signer download it', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const c = await claimWithPassengers('FP-2026-109856');
    const email = `anna-${Date.now()}@example.net`;
    const req = await demo.post(`${c.base}/${c.co}/request`, { email, locale: 'fr_FR' });
    expect(req.status).toBe(200);
    expect(req.json).toMatchObject({ role: 'co_passenger', status: 'requested', email, locale: 'fr_FR' });
    const mail = await lastMail(server, email);
    expect(mail.subject).toBe('Veuillez signer la cession pour le contrat FP-2026-109856');
    const page = await lastLinkPath(server, email);
    expect(page).toMatch(/^\/sign\/[A-Za-z0-9_-]{40,}$/);
    const api = page.replace('/sign/', '/signature/');

    const stranger = await anonymous();
    const shown = await stranger.get(api);
    expect(shown.status).toBe(200);
    expect(PublicSignature.parse(shown.json)).toMatchObject({
      status: 'requested',
      case_number: 'FP-2026-109856',
      locale: 'fr_FR',
    });
    const unsigned = SignatureDocument.parse((await stranger.get(`${api}/document`)).json);
    expect(unsigned.signed).toBe(false);

    const socket = await watchSocket(server.origin, demo.cookie('sid') ?? '');
    const signed = await stranger.post(api, { signature: { method: 'drawn', png_base64: PNG } });
    expect(signed.status).toBe(200);
    expect(signed.json).toMatchObject({ status: 'signed' });
    // The owner is told at once (SPEC §9: low, nothing to do) and by mail, naming the co-passenger.
    await expect.poll(() => socket.got.length, { timeout: 5000 }).toBe(1);
    socket.socket.close();
    const told = socket.got[0]!;
    expect(told.priority).toBe('low');
    expect(told.subject).toContain(`Anna ${c.coLastName}`);
    expect((await lastMail(server, 'demo@example.com')).subject).toBe(told.subject);
    expect((await stranger.post(api, { signature: { method: 'typed', name: 'Anna' } })).status).toBe(409);

    const state = states(await demo.get(c.base)).find((s) => s.passenger_id === c.co)!;
    expect(state).toMatchObject({ status: 'signed', method: 'drawn', role: 'co_passenger' });
    const viaLink = SignatureDocument.parse((await stranger.get(`${api}/document`)).json);
    const viaOwner = SignatureDocument.parse((await demo.get(`${c.base}/${c.co}/document`)).json);
    expect(viaLink.signed).toBe(true);
    expect(viaLink.sha256).toBe(state.document_sha256);
    expect(viaOwner.pdf_base64).toBe(viaLink.pdf_base64);
    const text = (await pdfPageTexts(new Uint8Array(Buffer.from(viaLink.pdf_base64, 'base64')))).join(' ');
    expect(text).toContain('Cession de créance et procuration');
  });

  it('a wrong link answers 404, an expired one 410, and neither signs', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const c = await claimWithPassengers('FP-2026-104127');
    const email = `late-${Date.now()}@example.net`;
    expect((await demo.post(`${c.base}/${c.co}/request`, { email, locale: 'en_GB' })).status).toBe(200);
    const api = (await lastLinkPath(server, email)).replace('/sign/', '/signature/');
    const stranger = await anonymous();
    expect((await stranger.get(`${api}x`)).status).toBe(404);
    expect((await stranger.post(`${api}x`, { signature: { method: 'typed', name: 'A' } })).status).toBe(404);
    await server.db
      .update(claimSignatures)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(claimSignatures.passengerId, c.co));
    expect((await stranger.get(api)).json).toEqual({ message: 'link_expired' });
    const late = await stranger.post(api, { signature: { method: 'typed', name: 'A' } });
    expect(late.status).toBe(410);
    const [row] = await server.db.select().from(claimSignatures).where(eq(claimSignatures.passengerId, c.co));
    expect(row?.status).toBe('requested');
  });

  it('the owner reminds a co-passenger once an hour (429 after), and the reminder replaces the link', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const c = await claimWithPassengers('FP-2026-104127');
    const email = `remind-${Date.now()}@example.net`;
    expect((await demo.post(`${c.base}/${c.co}/remind`)).status).toBe(422); // nothing requested yet
    expect((await demo.post(`${c.base}/${c.co}/request`, { email, locale: 'nl_NL' })).status).toBe(200);
    const first = (await lastLinkPath(server, email)).replace('/sign/', '/signature/');
    const reminded = await demo.post(`${c.base}/${c.co}/remind`);
    expect(reminded.status).toBe(200);
    expect(PassengerSignature.parse(reminded.json).reminded_at).not.toBeNull();
    const second = (await lastLinkPath(server, email)).replace('/sign/', '/signature/');
    expect(second).not.toBe(first);
    const stranger = await anonymous();
    expect((await stranger.get(first)).status).toBe(404);
    expect((await stranger.get(second)).status).toBe(200);
    const limited = await demo.post(`${c.base}/${c.co}/remind`);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ message: 'too_many_requests' });
    expect((await stranger.get(second)).status).toBe(200); // the refused reminder changed nothing
  });

  it('another customer gets 404 on every route of the owner’s claim and changes nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    const c = await claimWithPassengers('FP-2026-109856');
    const email = `x-${Date.now()}@example.net`;
    expect((await demo.post(`${c.base}/${c.co}/request`, { email, locale: 'en_GB' })).status).toBe(200);
    const calls = [
      other.get(c.base),
      other.post(`${c.base}/${c.co}`, { signature: { method: 'typed', name: 'X' }, minor: true }),
      other.post(`${c.base}/${c.co}/request`, { email: 'evil@example.net', locale: 'en_GB' }),
      other.post(`${c.base}/${c.co}/remind`),
      other.get(`${c.base}/${c.co}/document`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    const [row] = await server.db
      .select()
      .from(claimSignatures)
      .where(and(eq(claimSignatures.passengerId, c.co), eq(claimSignatures.status, 'requested')));
    expect(row?.email).toBe(email);
    // The other customer's own claim with the demo passenger's id: still not theirs.
    const [otherClaim] = await server.db.select().from(claims).where(eq(claims.caseNumber, 'FP-2026-111402'));
    expect((await other.get(`/claims/${otherClaim!.id}/signatures/${c.co}/document`)).status).toBe(404);
    const own = await other.post(`/claims/${otherClaim!.id}/signatures/${c.co}`, {
      signature: { method: 'typed', name: 'X' },
      minor: true,
    });
    expect(own.status).toBe(404);
  });
});
