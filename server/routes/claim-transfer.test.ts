import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimTransfers, claims, outbox, users } from '../db/schema';
import { TransferredClaim, TwoFactorRequired } from '../../contract';
import { createUser } from '../seed/builders';
import { lastCode, startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

async function userId(email: string) {
  const [u] = await server.db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** The newest mail to `to` and its first link, path only (the server's own origin). */
async function lastLink(to: string) {
  const [mail] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = mail?.links[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return new URL(link).pathname;
}

async function firstClaimOf(b: TestBrowser) {
  const res = await b.get('/claim_transfer');
  expect(res.status).toBe(200);
  const list = res.json as unknown as { claim_id: number; status: string }[];
  const claim = list[0];
  if (!claim) throw new Error('no active claim');
  return claim.claim_id;
}

describe('claim transfer', () => {
  it('moves a claim to an existing customer through the mailed link, once', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    const req = await demo.post('/claim_transfer', {
      email: 'Other@Example.com',
      claim_id: claimId,
      widget_id: null,
    });
    expect(req.status).toBe(200);
    expect(req.json).toMatchObject({ claim_id: claimId, status: 'requested', email: 'other@example.com' });
    expect((await demo.get(`/claim_transfer/${claimId}`)).json).toMatchObject({ status: 'requested' });

    const [stored] = await server.db.select().from(claimTransfers).where(eq(claimTransfers.claimId, claimId));
    const path = await lastLink('other@example.com');
    const [, , code = '', second = ''] = path.split('/');
    expect(stored?.codeHash).not.toContain(code); // only hashes are stored
    expect(stored?.twoFactorHash).not.toBe(second);

    const visitor = new TestBrowser(server.url);
    const accepted = await visitor.get(path);
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({
      needs_password: false,
      session: { user: { email: 'other@example.com' } },
    });
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim?.userId).toBe(await userId('other@example.com'));
    // The visitor is now signed in as the new owner and sees the claim.
    expect((await visitor.get(`/claim_transfer/${claimId}`)).status).toBe(200);
    // The former owner no longer can read it and got a notification.
    expect((await demo.get(`/claim_transfer/${claimId}`)).status).toBe(404);
    const notes = (await demo.get('/notifications')).json as unknown as { content: string }[];
    expect(notes[0]?.content).toContain(claim?.caseNumber);
    // Single use.
    expect((await new TestBrowser(server.url).get(path)).status).toBe(410);
  });

  it('creates an account without a password for a new address', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'new.owner@example.com', claim_id: claimId, widget_id: 7 });
    const visitor = new TestBrowser(server.url);
    const res = await visitor.get(await lastLink('new.owner@example.com'));
    expect(res.json).toMatchObject({ needs_password: true });
    const id = await userId('new.owner@example.com');
    const weak = await visitor.post(`/user/${id}/password`, {
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.status).toBe(422);
    const set = await visitor.post(`/user/${id}/password`, {
      password: 'Newpass123',
      password_confirmation: 'Newpass123',
    });
    expect(set.status).toBe(200);
    expect((await new TestBrowser(server.url).login('new.owner@example.com', 'Newpass123')).status).toBe(200);
  });

  it('refuses a wrong second code and an expired link, changing nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'other@example.com', claim_id: claimId, widget_id: null });
    const path = await lastLink('other@example.com');
    const wrong = path.replace(/[0-9]{6}$/, (d) => (d === '000000' ? '111111' : '000000'));
    expect((await new TestBrowser(server.url).get(wrong)).status).toBe(404);
    await server.db
      .update(claimTransfers)
      .set({ expiresAt: new Date(0) })
      .where(eq(claimTransfers.claimId, claimId));
    expect((await new TestBrowser(server.url).get(path)).status).toBe(410);
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim?.userId).toBe(await userId('demo@example.com'));
    expect((await demo.request('DELETE', `/claim_transfer/${claimId}`)).status).toBe(200);
  });

  it('the owner cancels; the link is then dead', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'other@example.com', claim_id: claimId, widget_id: null });
    const path = await lastLink('other@example.com');
    expect((await demo.request('DELETE', `/claim_transfer/${claimId}`)).json).toEqual({ success: true });
    expect((await demo.get(`/claim_transfer/${claimId}`)).json).toMatchObject({
      status: 'none',
      email: null,
    });
    expect((await new TestBrowser(server.url).get(path)).status).toBe(410);
    // Nothing is pending any more: the claim's lifecycle refuses a second cancel.
    expect((await demo.request('DELETE', `/claim_transfer/${claimId}`)).json).toEqual({
      message: 'action_not_allowed',
    });
  });

  it('refuses a transfer to the owner’s own address', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    const res = await demo.post('/claim_transfer', {
      email: 'demo@example.com',
      claim_id: claimId,
      widget_id: null,
    });
    expect(res).toMatchObject({ status: 422, json: { errors: { email: ['invalid_value'] } } });
  });
});

describe('a transfer link opened in a browser signed in to another account (login CSRF)', () => {
  it('asks first (409 confirm_switch) and changes nothing; the confirmed link accepts and switches', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'other@example.com', claim_id: claimId, widget_id: null });
    const path = await lastLink('other@example.com');

    const asked = await demo.get(path);
    expect(asked).toMatchObject({ status: 409, json: { message: 'confirm_switch' } });
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim?.userId).toBe(await userId('demo@example.com'));
    expect((await demo.get('/login_check')).json).toMatchObject({ user: { email: 'demo@example.com' } });
    expect((await demo.get(`/claim_transfer/${claimId}`)).json).toMatchObject({ status: 'requested' });

    const confirmed = await demo.get(`${path}?confirm=1`);
    expect(confirmed).toMatchObject({
      status: 200,
      json: { session: { user: { email: 'other@example.com' } } },
    });
    expect((await demo.get('/login_check')).json).toMatchObject({ user: { email: 'other@example.com' } });
    // Back to demo for the next tests.
    await server.db
      .update(claims)
      .set({ userId: await userId('demo@example.com') })
      .where(eq(claims.id, claimId));
  });

  it("does not ask the recipient's own signed-in browser, nor one without a session", async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'other@example.com', claim_id: claimId, widget_id: null });
    const path = await lastLink('other@example.com');
    const recipient = await signedIn(server.url, 'other@example.com', 'Other1234');
    expect((await recipient.get(path)).status).toBe(200);
    // Back to demo; a dead link is dead in any browser (no question).
    await server.db
      .update(claims)
      .set({ userId: await userId('demo@example.com') })
      .where(eq(claims.id, claimId));
    expect((await demo.get(path)).status).toBe(410);
  });
});

describe('accepting a transfer for a two-factor account', () => {
  it('moves the claim but signs in only after the mailed code (202)', async () => {
    const recipient = await createUser(server.db, {
      email: 'taker.2fa@example.com',
      password: 'Start1234',
      two_factor: true,
    });
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: recipient.email, claim_id: claimId, widget_id: null });
    const path = await lastLink(recipient.email);
    // A browser signed in to another account opens the link and confirms the switch.
    const visitor = await signedIn(server.url, 'other@example.com', 'Other1234');
    expect((await visitor.get(path)).json).toEqual({ message: 'confirm_switch' });
    const res = await visitor.get(`${path}?confirm=1`);
    expect(res.status).toBe(202);
    const body = TwoFactorRequired.extend({ claim: TransferredClaim }).parse(res.json);
    expect(body.claim.id).toBe(claimId);
    const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
    expect(claim?.userId).toBe(recipient.id);
    // No session for the new owner yet; the other account's session has ended.
    expect((await visitor.get('/login_check')).json).toBeNull();
    const code = await lastCode(server, recipient.email);
    const done = await visitor.post(`/two_factor_auth/${body.two_factor_token}`, { code });
    expect(done).toMatchObject({ status: 200, json: { user: { email: recipient.email } } });
    expect((await visitor.get(`/claim_transfer/${claimId}`)).status).toBe(200);
  });
});

describe('claim transfer authorization', () => {
  it('another customer can neither read, request nor cancel a transfer of a claim they do not own', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const claimId = await firstClaimOf(demo);
    await demo.post('/claim_transfer', { email: 'third@example.com', claim_id: claimId, widget_id: null });
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    expect((await other.get(`/claim_transfer/${claimId}`)).json).toEqual({ message: 'not_found' });
    const steal = await other.post('/claim_transfer', {
      email: 'other2@example.com',
      claim_id: claimId,
      widget_id: null,
    });
    expect(steal).toMatchObject({ status: 404, json: { message: 'not_found' } });
    expect((await other.request('DELETE', `/claim_transfer/${claimId}`)).status).toBe(404);
    // Nothing changed: the owner's request is still pending for the same address.
    expect((await demo.get(`/claim_transfer/${claimId}`)).json).toMatchObject({
      status: 'requested',
      email: 'third@example.com',
    });
    const anonymous = new TestBrowser(server.url);
    expect((await anonymous.get(`/claim_transfer/${claimId}`)).status).toBe(401);
    await demo.request('DELETE', `/claim_transfer/${claimId}`);
  });
});
