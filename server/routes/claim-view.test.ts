import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_ACTION_NAMES, ClaimListData, ClaimView } from '../../contract';
import { CLAIM_ACTIONS } from '../../machines/claim/claim.machine';
import { claimPassengers, claims, users } from '../db/schema';
import { createClaim, givePapers } from '../seed/builders';
import { signedIn, startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');
const userId = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const claimOf = async (caseNumber: string) =>
  (await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber)))[0]!;

async function viewOf(b: TestBrowser, id: number): Promise<ClaimView> {
  const res = await b.get(`/claims/${id}/view`);
  expect(res.status).toBe(200);
  return ClaimView.parse(res.json);
}

describe('GET /claims/{id}/view', () => {
  it("names the contract's actions exactly as the claim lifecycle does", () => {
    expect([...CLAIM_ACTION_NAMES]).toEqual([...CLAIM_ACTIONS]);
  });

  it('gives a new claim without papers its steps in order: the missing document, then each passenger to sign', async () => {
    const claim = await createClaim(server.db, {
      user_id: await userId('demo@example.com'),
      passengers: [
        { first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' },
        { first_name: 'Julia', last_name: 'Becker', email: null },
      ],
    });
    const ids = (
      await server.db
        .select({ id: claimPassengers.id })
        .from(claimPassengers)
        .where(eq(claimPassengers.claimId, claim.id))
        .orderBy(claimPassengers.position, claimPassengers.id)
    ).map((p) => p.id);
    const view = await viewOf(await demo(), claim.id);
    expect(view).toMatchObject({
      claim_id: claim.id,
      status: 'submitted',
      active: true,
      outcome: null,
      waiting_on: 'customer',
      next_step: 'provide_documents',
    });
    // Two passengers of one name stay two steps, each naming its own passenger.
    expect(view.next_steps).toEqual([
      { kind: 'upload_document', item: 'booking_or_boarding_pass' },
      { kind: 'sign', passenger_id: ids[0], passenger: 'Julia Becker' },
      { kind: 'sign', passenger_id: ids[1], passenger: 'Julia Becker' },
    ]);
    expect(view.allowed_actions).toContain('add_document');
    expect(view.allowed_actions).not.toContain('change_status');
  });

  it('asks for payout accounts once the claim is accepted, and nothing once its papers are complete', async () => {
    const claim = await createClaim(server.db, {
      user_id: await userId('demo@example.com'),
      history: [{ status: 'accepted', at: '2026-05-01T09:00:00Z' }],
    });
    const b = await demo();
    expect((await viewOf(b, claim.id)).next_steps.map((s) => s.kind)).toEqual([
      'upload_document',
      'sign',
      'add_payout_details',
    ]);
    await givePapers(server.db, claim.id);
    const view = await viewOf(b, claim.id);
    expect(view.next_steps).toEqual([]);
    expect(view).toMatchObject({ waiting_on: 'service', next_step: 'contact_airline' });
  });

  it('gives the paid demo claim its outcome, no steps and reading only', async () => {
    const paid = await claimOf('FP-2025-087331');
    const view = await viewOf(await demo(), paid.id);
    expect(view).toMatchObject({
      outcome: 'paid_out',
      active: false,
      waiting_on: 'nobody',
      next_step: 'none',
    });
    expect(view.next_steps).toEqual([]);
    expect(view.allowed_actions).toEqual(['read']);
  });

  it("answers 404 for another customer's claim and for none", async () => {
    const mine = await claimOf('FP-2026-104127');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    expect((await other.get(`/claims/${mine.id}/view`)).status).toBe(404);
    expect((await other.get('/claims/2000000000/view')).status).toBe(404);
  });

  it('an admin viewing as the customer is offered only the steps an admin may take (documents)', async () => {
    const claim = await createClaim(server.db, { user_id: await userId('demo@example.com') });
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    expect((await admin.post(`/users/view_as/${await userId('demo@example.com')}`, {})).status).toBe(200);
    const view = await viewOf(admin, claim.id);
    expect(view.next_steps).toEqual([{ kind: 'upload_document', item: 'booking_or_boarding_pass' }]);
    expect(view.allowed_actions).not.toContain('sign');
  });
});

describe('the claim list', () => {
  it('marks each claim that needs the customer, with its first step, and whom the others wait on', async () => {
    const b = await demo();
    const tree = await b.get('/widgets/tree/overview');
    const find = (ws: { id: number; type: string; children: unknown[] }[]): number | undefined =>
      ws.flatMap((w) => (w.type === 'claim-list' ? [w.id] : [find(w.children as never) ?? []].flat()))[0];
    const widgetId = find((tree.json as { widgets: never }).widgets)!;
    const res = await b.post(`/widgets/data/${widgetId}`, {});
    expect(res.status).toBe(200);
    const list = ClaimListData.parse((res.json as { data: unknown }).data);
    const byCase = new Map(list.claims.map((c) => [c.case_number, c]));
    const paid = byCase.get('FP-2025-087331')!;
    expect(paid).toMatchObject({ action_needed: false, next_action: null, waiting_on: 'nobody' });
    // The demo claim in review has neither a document nor a signature.
    expect(byCase.get('FP-2026-104127')).toMatchObject({
      action_needed: true,
      next_action: { kind: 'upload_document', item: 'booking_or_boarding_pass' },
      waiting_on: 'customer',
    });
  });
});
