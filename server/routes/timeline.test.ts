import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AIRLINE_REPORT_NOTE_MAX,
  COURT_REFERENCE_MAX,
  SERVICE_MESSAGE_MAX,
  Timeline,
  TimelineEvent,
  type Notification,
} from '../../contract';
import type { Db } from '../db/db';
import { createClaim, givePapers } from '../seed/builders';
import { claimPassengers, claims, claimTransfers, notifications, outbox, users } from '../db/schema';
import { recordClaimEvent } from '../domain/claim-events';
import type { Delivery } from '../domain/claim-notifications';
import { changeClaimStatus } from '../domain/claim-writes';
import {
  storedState,
  startTestServer,
  signedIn,
  TestBrowser,
  watchSocket,
  type TestServer,
  type WatchedSocket,
} from '../testing';

let server: TestServer;
const sockets: WatchedSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterEach(() => sockets.splice(0).forEach((s) => s.socket.close()));
afterAll(() => server?.close());

const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');
const other = () => signedIn(server.url, 'other@example.com', 'Other1234');

async function claimOf(email: string, caseNumber: string) {
  const [row] = await server.db
    .select({ id: claims.id, userId: claims.userId })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(and(eq(users.email, email), eq(claims.caseNumber, caseNumber)));
  if (!row) throw new Error(`no claim ${caseNumber}`);
  return row;
}
/** Demo claims (server/seed/demo/claims.ts): one in review, one at the airline. */
const inReview = () => claimOf('demo@example.com', 'FP-2026-104127');
/**
 * Gives a claim complete papers (a boarding pass, every passenger signed, with a payout account),
 * so that its stage is the status's own and not a step of the customer's.
 */
async function papersDone<T extends { id: number }>(claim: T): Promise<T> {
  await givePapers(server.db, claim.id, 'X');
  return claim;
}

const atAirline = async () => papersDone(await claimOf('demo@example.com', 'FP-2026-109856'));

async function timeline(b: TestBrowser, id: number) {
  const res = await b.get(`/claims/${id}/timeline`);
  expect(res.status).toBe(200);
  return Timeline.parse(res.json);
}

const mailsTo = (to: string) =>
  server.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id));

async function openSocket(b: TestBrowser) {
  const watched = await watchSocket(server.origin, b.cookie('sid') ?? '');
  sockets.push(watched);
  return watched;
}

describe('GET /claims/{id}/timeline', () => {
  it("shows an existing claim's past from its own tables, oldest first, and whom it waits on", async () => {
    const b = await demo();
    const { id } = await atAirline();
    const t = await timeline(b, id);
    expect(t.events.map((e) => [e.kind, e.detail.status ?? null])).toEqual([
      ['created', null],
      ['status_changed', 'in_review'],
      ['status_changed', 'airline_contacted'],
    ]);
    expect(t.events[0]!.at).toBe('2026-10-02T18:03:00.000Z');
    expect(t.stage).toMatchObject({ status: 'airline_contacted', active: true, waiting_on: 'airline' });
  });

  it('an active claim missing its boarding pass waits on the customer, not on the airline', async () => {
    const b = await demo();
    const [owner] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const claim = await createClaim(server.db, {
      user_id: owner!.id,
      history: [
        { status: 'submitted', at: '2026-05-01T09:00:00Z' },
        { status: 'airline_contacted', at: '2026-05-10T09:00:00Z' },
      ],
    });
    expect((await timeline(b, claim.id)).stage).toMatchObject({
      status: 'airline_contacted',
      waiting_on: 'customer',
      next_step: 'provide_documents',
    });
    expect((await timeline(b, claim.id)).stage.open_tasks[0]).toEqual({
      kind: 'document_missing',
      waiting_on: 'customer',
      name: 'booking_or_boarding_pass',
    });
  });

  it('shows a transfer (requested, accepted) and the payout with its amount, in the order they happened', async () => {
    const b = await demo();
    const { userId } = await inReview();
    const claim = await createClaim(server.db, {
      user_id: userId,
      history: [
        { status: 'submitted', at: '2026-03-01T09:00:00Z' },
        { status: 'paid_out', at: '2026-03-11T08:00:00Z' },
      ],
      payments: [{ kind: 'payout', amount: 25000, reference: 'EU261', at: '2026-03-10T10:00:00Z' }],
    });
    await server.db.insert(claimTransfers).values({
      claimId: claim.id,
      fromUserId: userId,
      email: 'new-owner@example.net',
      status: 'accepted',
      codeHash: `timeline-${claim.id}`,
      twoFactorHash: 'x',
      expiresAt: new Date('2026-03-08T00:00:00Z'),
      createdAt: new Date('2026-03-05T12:00:00Z'),
      decidedAt: new Date('2026-03-06T12:00:00Z'),
    });
    const t = await timeline(b, claim.id);
    expect(t.events.map((e) => [e.kind, e.at, e.detail.amount ?? null])).toEqual([
      ['created', '2026-03-01T09:00:00.000Z', null],
      ['transfer_requested', '2026-03-05T12:00:00.000Z', null],
      ['transfer_accepted', '2026-03-06T12:00:00.000Z', null],
      ['payout', '2026-03-10T10:00:00.000Z', 25000],
      ['status_changed', '2026-03-11T08:00:00.000Z', null],
    ]);
  });

  it("answers 404 for another customer's claim and for a claim that does not exist", async () => {
    const b = await other();
    const { id } = await inReview();
    expect((await b.get(`/claims/${id}/timeline`)).status).toBe(404);
    expect((await b.get('/claims/2000000000/timeline')).status).toBe(404);
  });

  it('a claim not yet pursued waits on the customer for its missing documents and signatures', async () => {
    const b = await demo();
    const { id } = await inReview();
    const { stage } = await timeline(b, id);
    expect(stage).toMatchObject({
      status: 'in_review',
      waiting_on: 'customer',
      next_step: 'provide_documents',
    });
    const kinds = new Set(stage.open_tasks.map((t) => t.kind));
    expect(kinds).toEqual(new Set(['document_missing', 'signature_missing']));
    expect(stage.open_tasks.every((t) => t.waiting_on === 'customer')).toBe(true);
  });
});

describe('POST /claims/{id}/airline_report', () => {
  it('puts the report on the timeline and mails the back office', async () => {
    const b = await demo();
    const { id } = await inReview();
    const res = await b.post(`/claims/${id}/airline_report`, {
      kind: 'airline_paid_directly',
      note: 'Lufthansa transferred the money',
      amount: 25000,
    });
    expect(res.status).toBe(200);
    const event = TimelineEvent.parse(res.json);
    expect(event).toMatchObject({
      kind: 'airline_paid_directly',
      actor: 'customer',
      detail: { note: 'Lufthansa transferred the money', amount: 25000 },
    });
    const t = await timeline(b, id);
    expect(t.events.at(-1)).toEqual(event);
    expect(t.stage).toMatchObject({ waiting_on: 'service', next_step: 'check_direct_payment' });
    const [mail] = await mailsTo(server.ctx.config.backOfficeEmail!);
    expect(mail?.subject).toContain('FP-2026-104127');
    expect(mail?.text).toContain('demo@example.com');
    expect(mail?.text).toContain('Lufthansa transferred the money');
    expect(mail?.text).toContain('€250.00');
  });

  it("reports that the airline made contact (no amount), and another customer's claim is 404", async () => {
    const b = await demo();
    const { id } = await atAirline();
    const res = await b.post(`/claims/${id}/airline_report`, { kind: 'airline_contacted' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ kind: 'airline_contacted', detail: {} });
    const stranger = await other();
    const before = await storedState(server.db);
    expect((await stranger.post(`/claims/${id}/airline_report`, { kind: 'airline_contacted' })).status).toBe(
      404,
    );
    expect(await storedState(server.db)).toBe(before);
  });

  it.each([
    ['an unknown kind', { kind: 'airline_called' }],
    ['an amount with a contact report', { kind: 'airline_contacted', amount: 100 }],
    ['a negative amount', { kind: 'airline_paid_directly', amount: -5 }],
    ['a note too long', { kind: 'airline_paid_directly', note: 'x'.repeat(AIRLINE_REPORT_NOTE_MAX + 1) }],
    ['no kind', {}],
  ])('refuses %s with 422 and changes nothing', async (_name, body) => {
    const b = await demo();
    const { id } = await inReview();
    const before = await storedState(server.db);
    const res = await b.post(`/claims/${id}/airline_report`, body);
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({ message: 'validation_failed' });
    expect(await storedState(server.db)).toBe(before);
  });
});

describe('notifications from claim events', () => {
  it("a status change: a medium notification pushed at once and a mail, in the owner's language", async () => {
    const b = await other(); // Dutch
    const [row] = await server.db
      .select({ id: claims.id, userId: claims.userId, caseNumber: claims.caseNumber })
      .from(claims)
      .innerJoin(users, eq(users.id, claims.userId))
      .where(eq(users.email, 'other@example.com'));
    const socket = await openSocket(b);
    const pushed = socket.next();
    const deliver = (await changeClaimStatus(server.ctx, row!.id, 'accepted')) as Delivery;
    await deliver();
    const n: Notification = await pushed;
    expect(n).toMatchObject({ priority: 'medium', subject: `Contract ${row!.caseNumber}: nieuwe status` });
    expect(n.content).toContain('Geaccepteerd');
    expect(n.properties.actions?.[0]?.url).toMatch(new RegExp(`^/contract/\\w+/${row!.id}$`));
    const [mail] = await mailsTo('other@example.com');
    expect(mail?.subject).toBe(n.subject);
    const t = await timeline(b, row!.id);
    expect(t.events.at(-1)).toMatchObject({ kind: 'status_changed', detail: { status: 'accepted' } });
    // The same status again changes nothing and tells nobody.
    const count = (await server.db.select().from(notifications).where(eq(notifications.userId, row!.userId)))
      .length;
    await ((await changeClaimStatus(server.ctx, row!.id, 'accepted')) as Delivery)();
    expect(
      (await server.db.select().from(notifications).where(eq(notifications.userId, row!.userId))).length,
    ).toBe(count);
  });

  it.each([
    ['document_requested', 'service', 'high', { name: 'boarding_pass' }],
    ['signature_requested', 'service', 'high', { name: 'Thomas Becker' }],
    ['signature_signed', 'co_passenger', 'low', { name: 'Thomas Becker' }],
  ] as const)('%s by %s: a %s notification and a mail', async (kind, actor, priority, detail) => {
    const b = await demo();
    const { id } = await inReview();
    const socket = await openSocket(b);
    const pushed = socket.next();
    const { deliver } = await server.db.transaction(async (tx) =>
      recordClaimEvent({ ...server.ctx, db: tx as unknown as Db }, { claimId: id, kind, actor, detail }),
    );
    await deliver();
    const n = await pushed;
    expect(n.priority).toBe(priority);
    expect(n.subject + n.content).toContain(detail.name);
    const [mail] = await mailsTo('demo@example.com');
    expect(mail?.subject).toBe(n.subject);
    expect(mail?.text).toContain('Hello Julia,');
  });

  it('tells nobody of what the customer did themselves (their own signature, an upload, a request to a co-passenger)', async () => {
    const { id, userId } = await inReview();
    const count = async () =>
      (await server.db.select().from(notifications).where(eq(notifications.userId, userId))).length;
    const before = await count();
    await (
      await recordClaimEvent(server.ctx, { claimId: id, kind: 'signature_signed', actor: 'customer' })
    ).deliver();
    await (
      await recordClaimEvent(server.ctx, { claimId: id, kind: 'document_added', detail: { name: 'a.pdf' } })
    ).deliver();
    await (
      await recordClaimEvent(server.ctx, {
        claimId: id,
        kind: 'signature_requested',
        actor: 'customer',
        detail: { name: 'Thomas Becker' },
      })
    ).deliver();
    expect(await count()).toBe(before);
  });
});

describe('POST /admin/claims/{id}/status', () => {
  it("the back office moves a claim; the owner's timeline shows it and the owner is told", async () => {
    const { id } = await claimOf('demo@example.com', 'LR-2026-007415');
    const owner = await demo();
    const socket = await openSocket(owner);
    const pushed = socket.next();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    expect((await admin.post(`/admin/claims/${id}/status`, { status: 'paid_out' })).status).toBe(200);
    expect((await pushed).subject).toBe('Contract LR-2026-007415: new status');
    const t = await timeline(owner, id);
    expect(t.stage).toMatchObject({ status: 'paid_out', active: false, waiting_on: 'nobody' });
    expect(t.events.at(-1)).toMatchObject({ kind: 'status_changed', detail: { status: 'paid_out' } });
  });

  it('refuses a customer (403), an unknown status (422) and a missing claim (404), changing nothing', async () => {
    const { id } = await inReview();
    const owner = await demo();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    expect((await owner.post(`/admin/claims/${id}/status`, { status: 'paid_out' })).status).toBe(403);
    expect((await admin.post(`/admin/claims/${id}/status`, { status: 'lost' })).status).toBe(422);
    expect((await admin.post('/admin/claims/2000000000/status', { status: 'paid_out' })).status).toBe(404);
    expect(await storedState(server.db)).toBe(before);
  });
});

describe('POST /admin/claims/{id}/document_request', () => {
  it('the back office asks for a checklist document: needed, an open task, on the timeline, the owner told in their language', async () => {
    const { id } = await atAirline(); // a flight problem: the rerouting confirmation is optional on its checklist
    const owner = await demo();
    const socket = await openSocket(owner);
    const pushed = socket.next();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const res = await admin.post(`/admin/claims/${id}/document_request`, {
      item: 'rerouting_confirmation',
      note: 'You were rerouted via ZRH',
    });
    expect(res.status).toBe(200);
    expect(TimelineEvent.parse(res.json)).toMatchObject({
      kind: 'document_requested',
      actor: 'service',
      detail: { name: 'rerouting_confirmation', note: 'You were rerouted via ZRH' },
    });
    // SPEC §9: a high-priority notice, pushed at once; the mail names the document in words, not its key.
    const n = await pushed;
    expect(n.priority).toBe('high');
    expect(n.content).toContain('Rerouting confirmation');
    expect(n.content).not.toContain('rerouting_confirmation');
    const [mail] = await mailsTo('demo@example.com');
    expect(mail?.subject).toBe(n.subject);
    const docs = (await owner.get(`/claims/${id}/documents`)).json as {
      missing: string[];
      checklist: { item: string; required: boolean }[];
    };
    expect(docs.missing).toContain('rerouting_confirmation');
    expect(docs.checklist.find((c) => c.item === 'rerouting_confirmation')?.required).toBe(true);
    const t = await timeline(owner, id);
    expect(t.events.at(-1)).toMatchObject({
      kind: 'document_requested',
      detail: { name: 'rerouting_confirmation' },
    });
  });

  it('refuses a customer (403), an item of another scope (422) and a missing claim (404), changing nothing', async () => {
    const { id } = await inReview();
    const owner = await demo();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    const ask = (b: TestBrowser, claimId: number, item: string) =>
      b.post(`/admin/claims/${claimId}/document_request`, { item });
    expect((await ask(owner, id, 'rerouting_confirmation')).status).toBe(403);
    const wrong = await ask(admin, id, 'receipts');
    expect(wrong.status).toBe(422);
    expect(wrong.json).toEqual({ message: 'validation_failed', errors: { item: ['invalid_value'] } });
    expect((await ask(admin, id, 'passport')).status).toBe(422);
    expect((await ask(admin, 2000000000, 'rerouting_confirmation')).status).toBe(404);
    expect(await storedState(server.db)).toBe(before);
  });
});

describe('POST /admin/claims/{id}/signature_request', () => {
  const passengerOf = async (claimId: number, firstName: string) => {
    const [p] = await server.db
      .select()
      .from(claimPassengers)
      .where(and(eq(claimPassengers.claimId, claimId), eq(claimPassengers.firstName, firstName)));
    if (!p) throw new Error(`no passenger ${firstName}`);
    return p;
  };

  it("the back office says a passenger's signature is missing: on the timeline, the owner told at once (high) and by mail", async () => {
    const { id } = await inReview();
    const thomas = await passengerOf(id, 'Thomas');
    const owner = await demo();
    const socket = await openSocket(owner);
    const pushed = socket.next();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const res = await admin.post(`/admin/claims/${id}/signature_request`, { passenger_id: thomas.id });
    expect(res.status).toBe(200);
    expect(TimelineEvent.parse(res.json)).toMatchObject({
      kind: 'signature_requested',
      actor: 'service',
      detail: { name: 'Thomas Becker' },
    });
    // SPEC §9: the owner has to act, so a high-priority notice; the mail says the same.
    const n = await pushed;
    expect(n.priority).toBe('high');
    expect(n.content).toContain('Thomas Becker');
    const [mail] = await mailsTo('demo@example.com');
    expect(mail?.subject).toBe(n.subject);
    expect(mail?.text).toContain('Thomas Becker');
    const t = await timeline(owner, id);
    expect(t.events.at(-1)).toMatchObject({ kind: 'signature_requested', detail: { name: 'Thomas Becker' } });
  });

  it('refuses a customer (403), a passenger of another claim (422), a signed one (409) and a missing claim (404), changing nothing', async () => {
    const { id } = await inReview();
    const owner = await demo();
    const julia = await passengerOf(id, 'Julia');
    const signed = await owner.post(`/claims/${id}/signatures/${julia.id}`, {
      signature: { method: 'typed', name: 'Julia Becker' },
      minor: false,
    });
    expect(signed.status).toBe(200);
    const [elsewhere] = await server.db
      .select({ id: claimPassengers.id })
      .from(claimPassengers)
      .innerJoin(claims, eq(claims.id, claimPassengers.claimId))
      .where(eq(claims.caseNumber, 'FP-2026-111402'));
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const ask = (b: TestBrowser, claimId: number, passengerId: number) =>
      b.post(`/admin/claims/${claimId}/signature_request`, { passenger_id: passengerId });
    const before = await storedState(server.db);
    expect((await ask(owner, id, julia.id)).status).toBe(403);
    const stranger = await ask(admin, id, elsewhere!.id);
    expect(stranger).toMatchObject({
      status: 422,
      json: { message: 'validation_failed', errors: { passenger_id: ['invalid_value'] } },
    });
    expect(await ask(admin, id, julia.id)).toMatchObject({
      status: 409,
      json: { message: 'already_signed' },
    });
    expect((await ask(admin, 2000000000, julia.id)).status).toBe(404);
    expect(await storedState(server.db)).toBe(before);
  });
});

describe('POST /admin/claims/{id}/messages', () => {
  it("the back office writes to the owner: the message's text and date on the timeline, told at once (medium) and mailed in their language", async () => {
    const { id } = await atAirline();
    const owner = await demo(); // en_GB
    const socket = await openSocket(owner);
    const pushed = socket.next();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const text = 'The airline asked for a copy of your ID; we sent the one you uploaded.';
    const started = Date.now();
    const res = await admin.post(`/admin/claims/${id}/messages`, { text: `  ${text}  ` });
    expect(res.status).toBe(200);
    const event = TimelineEvent.parse(res.json);
    expect(event).toMatchObject({ kind: 'message', actor: 'service', detail: { note: text } });
    expect(Date.parse(event.at)).toBeGreaterThanOrEqual(started - 1000);
    // SPEC §9: something to read, nothing to do: not a blocking dialog (high), not a 2 s toast (low).
    const n = await pushed;
    expect(n.priority).toBe('medium');
    expect(n.content).toContain(text);
    const [mail] = await mailsTo('demo@example.com');
    expect(mail?.subject).toBe(n.subject);
    expect(mail?.text).toContain(text);
    expect(mail?.html).toContain('<html lang="en">');
    const t = await timeline(owner, id);
    expect(t.events.at(-1)).toEqual(event);
  });

  it.each([
    ['a blank text', { text: '   ' }, { text: ['required'] }],
    ['no text', {}, { text: ['required'] }],
    ['a text too long', { text: 'x'.repeat(SERVICE_MESSAGE_MAX + 1) }, { text: ['too_long'] }],
    ['an unknown field', { text: 'Hello', priority: 'high' }, { priority: ['invalid_value'] }],
  ])('refuses %s with 422 and a field message, changing nothing', async (_name, body, errors) => {
    const { id } = await atAirline();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    expect(await admin.post(`/admin/claims/${id}/messages`, body)).toMatchObject({
      status: 422,
      json: { message: 'validation_failed', errors },
    });
    expect(await storedState(server.db)).toBe(before);
  });

  it('refuses a customer (403) and a missing claim (404), changing nothing', async () => {
    const { id } = await atAirline();
    const owner = await demo();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    expect((await owner.post(`/admin/claims/${id}/messages`, { text: 'Hello' })).status).toBe(403);
    expect((await admin.post('/admin/claims/2000000000/messages', { text: 'Hello' })).status).toBe(404);
    expect(await storedState(server.db)).toBe(before);
  });
});

describe('POST /admin/claims/{id}/court_case', () => {
  /** A claim of the Dutch-speaking customer the airline has not paid. */
  async function atAirlineOfOther() {
    const [owner] = await server.db.select().from(users).where(eq(users.email, 'other@example.com'));
    return papersDone(
      await createClaim(server.db, {
        user_id: owner!.id,
        history: [
          { status: 'submitted', at: '2026-05-01T09:00:00Z' },
          { status: 'airline_contacted', at: '2026-05-10T09:00:00Z' },
        ],
      }),
    );
  }
  const REFERENCE = '12 C 345/26';

  it('the back office records legal proceedings: on the timeline, the claim waits on the court (next step, usual time), the owner told (medium) and mailed in their language', async () => {
    const claim = await atAirlineOfOther();
    const owner = await other(); // nl_NL
    expect((await timeline(owner, claim.id)).stage.waiting_on).toBe('airline');
    const socket = await openSocket(owner);
    const pushed = socket.next();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const res = await admin.post(`/admin/claims/${claim.id}/court_case`, { reference: REFERENCE });
    expect(res.status).toBe(200);
    const event = TimelineEvent.parse(res.json);
    expect(event).toMatchObject({ kind: 'court_case_opened', actor: 'service', detail: { name: REFERENCE } });
    const n = await pushed;
    expect(n.priority).toBe('medium');
    expect(n.content).toContain(REFERENCE);
    const [mail] = await mailsTo('other@example.com');
    expect(mail?.subject).toBe(n.subject);
    expect(mail?.text).toContain(REFERENCE);
    expect(mail?.html).toContain('<html lang="nl">');
    const t = await timeline(owner, claim.id);
    expect(t.events.at(-1)).toEqual(event);
    expect(t.stage).toMatchObject({
      status: 'airline_contacted',
      active: true,
      waiting_on: 'court',
      next_step: 'court_decision',
      open_tasks: [{ kind: 'court_case', waiting_on: 'court', name: REFERENCE }],
    });
    // "how long that step usually takes": a court takes months, not "as soon as it is done".
    expect(t.stage.usual_duration?.min_days).toBeGreaterThanOrEqual(30);
    expect(t.stage.usual_duration!.max_days).toBeGreaterThan(t.stage.usual_duration!.min_days);
  });

  it('one court case at a time (409); it ends when the claim is closed, and a reopened claim can have a new one', async () => {
    const claim = await atAirlineOfOther();
    const owner = await other();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const open = (reference: string) => admin.post(`/admin/claims/${claim.id}/court_case`, { reference });
    expect((await open(REFERENCE)).status).toBe(200);
    let before = await storedState(server.db);
    expect(await open('13 C 1/26')).toMatchObject({ status: 409, json: { message: 'court_case_open' } });
    expect(await storedState(server.db)).toBe(before);
    // The judgment is paid: the back office closes the claim, which ends the court case.
    expect((await admin.post(`/admin/claims/${claim.id}/status`, { status: 'paid_out' })).status).toBe(200);
    let t = await timeline(owner, claim.id);
    expect(t.stage).toMatchObject({ active: false, waiting_on: 'nobody', next_step: 'none', open_tasks: [] });
    before = await storedState(server.db);
    expect(await open('13 C 1/26')).toMatchObject({ status: 409, json: { message: 'claim_closed' } });
    expect(await storedState(server.db)).toBe(before);
    // Reopened: the old court case stays ended; the claim waits on the airline again.
    expect(
      (await admin.post(`/admin/claims/${claim.id}/status`, { status: 'airline_contacted' })).status,
    ).toBe(200);
    t = await timeline(owner, claim.id);
    expect(t.stage).toMatchObject({ active: true, waiting_on: 'airline', open_tasks: [] });
    expect((await open('13 C 1/26')).status).toBe(200);
    t = await timeline(owner, claim.id);
    expect(t.stage).toMatchObject({
      waiting_on: 'court',
      open_tasks: [{ kind: 'court_case', waiting_on: 'court', name: '13 C 1/26' }],
    });
  });

  it.each([
    ['a blank reference', { reference: '  ' }, { reference: ['required'] }],
    ['no reference', {}, { reference: ['required'] }],
    ['a reference too long', { reference: '1'.repeat(COURT_REFERENCE_MAX + 1) }, { reference: ['too_long'] }],
    ['a reference with markup', { reference: '<b>12 C 345/26</b>' }, { reference: ['invalid_value'] }],
  ])('refuses %s with 422 and a field message, changing nothing', async (_name, body, errors) => {
    const claim = await atAirlineOfOther();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    expect(await admin.post(`/admin/claims/${claim.id}/court_case`, body)).toMatchObject({
      status: 422,
      json: { message: 'validation_failed', errors },
    });
    expect(await storedState(server.db)).toBe(before);
  });

  it('refuses a customer (403) and a missing claim (404), changing nothing', async () => {
    const claim = await atAirlineOfOther();
    const owner = await other();
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    const before = await storedState(server.db);
    const body = { reference: REFERENCE };
    expect((await owner.post(`/admin/claims/${claim.id}/court_case`, body)).status).toBe(403);
    expect((await admin.post('/admin/claims/2000000000/court_case', body)).status).toBe(404);
    expect(await storedState(server.db)).toBe(before);
  });
});
