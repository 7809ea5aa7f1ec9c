import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_PER_PAGE, DESK_SEARCH_MAX, DeskPage, Timeline } from '../../contract';
import { auditLog, claimPassengers, claims, users } from '../db/schema';
import { seedManyClaims } from '../db/many-claims';
import { createClaim, givePapers } from '../seed/builders';
import { signedIn, startTestServer, storedState, type TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let admin: TestBrowser;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
});
afterAll(() => server?.close());

async function userId(email: string) {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}
async function claimOf(caseNumber: string) {
  const [row] = await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber));
  if (!row) throw new Error(`no claim ${caseNumber}`);
  return row;
}
async function desk(query = '') {
  const res = await admin.get(`/admin/claims${query}`);
  expect(res.status).toBe(200);
  return DeskPage.parse(res.json);
}
/** A claim of the other customer at the airline, with its papers (boarding pass, signed, payout account). */
async function atAirline(caseNumber: string) {
  const claim = await createClaim(server.db, {
    user_id: await userId('other@example.com'),
    case_number: caseNumber,
    history: [
      { status: 'submitted', at: '2026-09-01T09:00:00Z' },
      { status: 'airline_contacted', at: '2026-09-05T09:00:00Z' },
    ],
  });
  await givePapers(server.db, claim.id, 'Pieter de Vries');
  return claim;
}
const lastAudit = async () =>
  (await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('GET /admin/claims (the back-office desk)', () => {
  it("lists every customer's claims newest first, each with the lifecycle's stage and whom it waits on", async () => {
    await atAirline('FP-2026-900001');
    const page = await desk();
    expect(page.total).toBe((await server.db.select({ id: claims.id }).from(claims)).length);
    expect(page.per_page).toBe(DESK_PER_PAGE);
    const dates = page.claims.map((c) => c.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // Both customers' claims are there: the desk is not the session user's list.
    expect(new Set(page.claims.map((c) => c.owner.email))).toEqual(
      new Set(['demo@example.com', 'other@example.com']),
    );
    // With its papers at the airline, a claim waits on the airline.
    expect(page.claims.find((c) => c.case_number === 'FP-2026-900001')).toMatchObject({
      stage: 'airline_contacted',
      waiting_on: 'airline',
      open_tasks: [],
      owner: { email: 'other@example.com', name: 'Pieter de Vries' },
    });
    // A new ticket refund without its papers waits on the customer (SPEC: the next step is theirs).
    const submitted = (await desk('?q=TR-2026-020318')).claims[0];
    expect(submitted).toMatchObject({ stage: 'submitted', status: 'submitted', waiting_on: 'customer' });
    expect(submitted?.open_tasks.length).toBeGreaterThan(0);
  });

  it('filters by stage and by whom a claim waits on, as the lifecycle decides them', async () => {
    const court = await atAirline('FP-2026-900002');
    expect(
      (await admin.post(`/admin/claims/${court.id}/court_case`, { reference: '12 C 900/26' })).status,
    ).toBe(200);
    const owner = await signedIn(server.url, 'other@example.com', 'Other1234');
    const paid = await atAirline('FP-2026-900003');
    expect(
      (
        await owner.post(`/claims/${paid.id}/airline_report`, {
          kind: 'airline_paid_directly',
          amount: 25000,
        })
      ).status,
    ).toBe(200);

    const inCourt = await desk('?stage=in_court');
    expect(inCourt.claims.map((c) => c.case_number)).toEqual(['FP-2026-900002']);
    expect(inCourt.claims[0]).toMatchObject({ status: 'airline_contacted', waiting_on: 'court' });
    const byCourt = await desk('?waiting_on=court');
    expect(byCourt.claims.map((c) => c.case_number)).toEqual(['FP-2026-900002']);
    const direct = await desk('?stage=direct_payment_reported');
    expect(direct.claims.map((c) => [c.case_number, c.waiting_on])).toEqual([['FP-2026-900003', 'service']]);

    const airline = await desk('?waiting_on=airline');
    expect(airline.claims.map((c) => c.case_number)).toContain('FP-2026-900001');
    expect(airline.claims.every((c) => c.waiting_on === 'airline')).toBe(true);
    expect(airline.claims.map((c) => c.case_number)).not.toContain('FP-2026-900002');
    const closed = await desk('?waiting_on=nobody');
    expect(closed.claims.map((c) => c.status).sort()).toEqual(
      ['paid_out', 'paid_out', 'paid_out', 'rejected', 'withdrawn'].sort(),
    );
    expect((await desk('?stage=paid_out&waiting_on=airline')).total).toBe(0);
  });

  it('finds a claim by a part of its case number, in any case', async () => {
    expect((await desk('?q=087331')).claims.map((c) => c.case_number)).toEqual(['FP-2025-087331']);
    expect((await desk('?q=%20lr-2026-%20')).claims.map((c) => c.case_number).sort()).toEqual([
      'LR-2026-001288',
      'LR-2026-007415',
    ]);
    expect((await desk('?q=100%25')).total).toBe(0);
  });

  it('pages 20 at a time, every claim once', async () => {
    await seedManyClaims(server.db, await userId('other@example.com'), 30, { casePrefix: 'DESK' });
    const first = await desk('?q=DESK');
    const second = await desk('?q=DESK&page=2');
    expect(first.total).toBe(30);
    expect(first.claims).toHaveLength(20);
    expect(second.claims).toHaveLength(10);
    const ids = [...first.claims, ...second.claims].map((c) => c.id);
    expect(new Set(ids).size).toBe(30);
    // The same with a stage filter (decided per claim, then paged).
    const inReview = await desk('?q=DESK&stage=in_review&page=1');
    expect(inReview.claims.every((c) => c.stage === 'in_review')).toBe(true);
    expect(inReview.total).toBeGreaterThan(0);
  });

  it('refuses a customer (403), no session (401) and a bad filter (422)', async () => {
    const customer = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    expect((await customer.get('/admin/claims')).status).toBe(403);
    expect(
      (await fetch(`${server.url}/admin/claims`, { headers: { 'x-requested-with': 'XMLHttpRequest' } }))
        .status,
    ).toBe(401);
    expect((await admin.get('/admin/claims?stage=lost')).status).toBe(422);
    expect((await admin.get('/admin/claims?waiting_on=me')).status).toBe(422);
    expect((await admin.get('/admin/claims?page=0')).status).toBe(422);
    expect((await admin.get(`/admin/claims?q=${'1'.repeat(DESK_SEARCH_MAX + 1)}`)).status).toBe(422);
  });
});

describe('the back office on a claim: only what the lifecycle allows, audited', () => {
  it('moves a claim one allowed step at a time; a jump is 409 status_not_allowed and changes nothing', async () => {
    const claim = await claimOf('TR-2026-020318');
    const before = await storedState(server.db);
    expect(await admin.post(`/admin/claims/${claim.id}/status`, { status: 'paid_out' })).toMatchObject({
      status: 409,
      json: { message: 'status_not_allowed' },
    });
    expect(await storedState(server.db)).toBe(before);
    expect((await admin.post(`/admin/claims/${claim.id}/status`, { status: 'in_review' })).status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      event: 'claim_change_status',
      outcome: 'success',
      userId: claim.userId,
      actorId: await userId('admin@example.com'),
    });
    const owner = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const t = Timeline.parse((await owner.get(`/claims/${claim.id}/timeline`)).json);
    expect(t.stage.status).toBe('in_review');
  });

  it('a closed claim takes a message but no document request, signature request or court case (409 claim_closed)', async () => {
    const claim = await claimOf('FP-2025-087331');
    const before = await storedState(server.db);
    for (const [path, body] of [
      ['document_request', { item: 'booking_or_boarding_pass' }],
      ['court_case', { reference: '1 C 1/26' }],
    ] as const)
      expect(await admin.post(`/admin/claims/${claim.id}/${path}`, body)).toMatchObject({
        status: 409,
        json: { message: 'claim_closed' },
      });
    expect(await storedState(server.db)).toBe(before);
    expect((await admin.post(`/admin/claims/${claim.id}/messages`, { text: 'Your receipt' })).status).toBe(
      200,
    );
    expect(await lastAudit()).toMatchObject({
      event: 'claim_message',
      userId: claim.userId,
      actorId: await userId('admin@example.com'),
    });
  });

  it('audits a document request, a signature request and a court case with the admin as actor', async () => {
    const claim = await createClaim(server.db, {
      user_id: await userId('demo@example.com'),
      history: [{ status: 'submitted', at: '2026-11-01T09:00:00Z' }],
    });
    const adminId = await userId('admin@example.com');
    const [passenger] = await server.db
      .select()
      .from(claimPassengers)
      .where(eq(claimPassengers.claimId, claim.id));
    const cases = [
      ['document_request', { item: 'booking_or_boarding_pass' }, 'claim_ask_for_document'],
      ['signature_request', { passenger_id: passenger!.id }, 'claim_ask_for_signature'],
      ['court_case', { reference: '2 C 7/26' }, 'claim_open_court_case'],
    ] as const;
    for (const [path, body, event] of cases) {
      expect((await admin.post(`/admin/claims/${claim.id}/${path}`, body)).status).toBe(200);
      expect(await lastAudit()).toMatchObject({
        event,
        outcome: 'success',
        userId: claim.userId,
        actorId: adminId,
      });
    }
    const rows = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, claim.userId), eq(auditLog.actorId, adminId)));
    expect(rows.map((r) => r.event)).toEqual(expect.arrayContaining(cases.map((c) => c[2])));
  });
});
