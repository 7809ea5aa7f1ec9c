import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimPage } from '../../contract';
import { CLAIM_ACTIONS, allows, type ClaimLifecycleContext } from '../../machines/claim/claim.machine';
import { claims, users } from '../db/schema';
import { createClaim, createUser } from '../seed/builders';
import {
  findWidgetId,
  lastLinkPath,
  pdfFile,
  signedIn,
  startTestServer,
  type TestBrowser,
  type TestServer,
} from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const demo = () => signedIn(server.url, 'demo@example.com', 'Demo1234');
const claimOf = async (caseNumber: string) =>
  (await server.db.select().from(claims).where(eq(claims.caseNumber, caseNumber)))[0]!;

async function pageOf(b: TestBrowser, id: number): Promise<ClaimPage> {
  const res = await b.get(`/claims/${id}/page`);
  expect(res.status).toBe(200);
  return ClaimPage.parse(res.json);
}

/** What each part's own call answers (the settlement's 409 before the payout: null). */
async function partsOf(b: TestBrowser, id: number) {
  const json = async (path: string) => {
    const res = await b.get(path);
    expect(res.status).toBe(200);
    return res.json;
  };
  const card = await findWidgetId(b, 'contract', 'card');
  const settlement = await b.get(`/claims/${id}/settlement`);
  expect([200, 409]).toContain(settlement.status);
  return {
    view: await json(`/claims/${id}/view`),
    claim: ((await b.post(`/widgets/data/${card}`, { claim_id: id })).json as { data: { claim: unknown } })
      .data.claim,
    timeline: await json(`/claims/${id}/timeline`),
    signatures: await json(`/claims/${id}/signatures`),
    payout_details: await json(`/claims/${id}/payout_details`),
    documents: await json(`/claims/${id}/documents`),
    transfer: await json(`/claim_transfer/${id}`),
    settlement: settlement.status === 200 ? settlement.json : null,
  };
}

describe('GET /claims/{id}/page', () => {
  it.each([
    ['the paid claim, with its settlement', 'FP-2025-087331'],
    ['the claim in review, with its steps', 'FP-2026-104127'],
  ])("gives %s: exactly what each part's own call answers", async (_, caseNumber) => {
    const claim = await claimOf(caseNumber);
    const b = await demo();
    const page = await pageOf(b, claim.id);
    expect(page).toEqual(await partsOf(b, claim.id));
    expect(page.settlement === null).toBe(caseNumber !== 'FP-2025-087331');
  });

  it("answers 404 for another customer's claim and for none", async () => {
    const mine = await claimOf('FP-2026-104127');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    expect((await other.get(`/claims/${mine.id}/page`)).status).toBe(404);
    expect((await other.get('/claims/2000000000/page')).status).toBe(404);
  });

  it('gives an admin viewing as the customer what each part gives them (only the steps an admin may take)', async () => {
    const claim = await claimOf('FP-2026-104127');
    const [demoUser] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
    expect((await admin.post(`/users/view_as/${demoUser!.id}`, {})).status).toBe(200);
    const page = await pageOf(admin, claim.id);
    expect(page).toEqual(await partsOf(admin, claim.id));
    expect(page.view.allowed_actions).not.toContain('sign');
  });
});

const at = (status: 'submitted' | 'in_review' | 'accepted', day: number) => ({
  status,
  at: new Date(Date.UTC(2026, 2, day)).toISOString(),
});
const upload = (b: TestBrowser, id: number) => {
  const form = new FormData();
  form.append('boarding_pass', new Blob([new Uint8Array(pdfFile())]), 'pass.pdf');
  return b.request('POST', `/claims/${id}/documents`, { form });
};

/** A claim of demo@ in review with a boarding pass the owner uploaded, then ended by the back office. */
async function endedClaim(outcome: 'rejected' | 'withdrawn') {
  const [owner] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  const claim = await createClaim(server.db, {
    user_id: owner!.id,
    history: [at('submitted', 1), at('in_review', 2)],
    passengers: [{ first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' }],
  });
  const b = await demo();
  expect((await upload(b, claim.id)).status).toBe(200);
  // machines/claim STATUS_MOVES: the back office ends an active claim as rejected or withdrawn.
  const admin = await signedIn(server.url, 'admin@example.com', 'Admin1234');
  expect((await admin.post(`/admin/claims/${claim.id}/status`, { status: outcome })).status).toBe(200);
  return { b, id: claim.id };
}

describe('GET /claims/{id}/page of a claim closed without a payout', () => {
  it.each(['rejected', 'withdrawn'] as const)(
    '%s: shows it closed, allows reading only (the server refuses the rest) and still lists its documents',
    async (outcome) => {
      const { b, id } = await endedClaim(outcome);
      const page = await pageOf(b, id);
      expect(page).toEqual(await partsOf(b, id));
      // contract/claim-view.ts: a closed claim has its outcome, nothing follows, and `read` only.
      expect(page.view).toMatchObject({
        status: outcome,
        active: false,
        outcome,
        waiting_on: 'nobody',
        next_step: 'none',
        usual_duration: null,
        next_steps: [],
        allowed_actions: ['read'],
      });
      expect(page.claim).toMatchObject({ status: outcome, active: false });
      expect(page.timeline.stage).toMatchObject({ active: false, open_tasks: [] });
      expect(page.payout_details.editable).toBe(false);
      expect(page.settlement).toBeNull();
      expect(page.documents.closed).toBe(true);
      expect(page.documents.documents).toEqual([
        expect.objectContaining({ kind: 'boarding_pass', file_name: 'pass.pdf' }),
      ]);
      const doc = page.documents.documents[0]!.id;
      expect((await b.get(`/claims/${id}/documents/${doc}/content`)).status).toBe(200);

      // What the page does not offer, the server does not take either.
      const refused = [
        await upload(b, id),
        await b.request('DELETE', `/claims/${id}/documents/${doc}`),
        await b.post(`/claims/${id}/signatures/${page.signatures[0]!.passenger_id}`, {
          signature: { method: 'typed', name: 'Julia Becker' },
          minor: false,
        }),
        await b.post('/claim_transfer', { email: 'someone@example.com', claim_id: id, widget_id: null }),
        await b.post(`/claims/${id}/airline_report`, { kind: 'airline_contacted' }),
      ];
      expect(refused.map((r) => [r.status, r.json])).toEqual(
        refused.map(() => [409, { message: 'claim_closed' }]),
      );
      expect((await pageOf(b, id)).documents.documents).toHaveLength(1);
    },
  );
});

const IBAN = 'DE89370400440532013000';

/**
 * A claim accepted for its former owner, who set its payout account and signed the assignment,
 * then moved to another customer through the mailed link: both owners' browsers, the claim and its passenger.
 */
async function transferredClaim() {
  const former = await createUser(server.db, { email: 'former.owner@example.com', password: 'Former1234' });
  const taker = await createUser(server.db, { email: 'new.owner@example.com', password: 'Taker1234' });
  const claim = await createClaim(server.db, {
    user_id: former.id,
    history: [at('submitted', 1), at('accepted', 3)],
    passengers: [{ first_name: 'Ines', last_name: 'Kraus', email: former.email }],
    payout_accounts: [{ holder: 'Ines Kraus', iban: IBAN }],
  });
  const before = await signedIn(server.url, former.email, 'Former1234');
  const passenger = (await pageOf(before, claim.id)).signatures[0]!.passenger_id;
  const signed = await before.post(`/claims/${claim.id}/signatures/${passenger}`, {
    signature: { method: 'typed', name: 'Ines Kraus' },
    minor: false,
  });
  expect(signed.status).toBe(200);
  const asked = await before.post('/claim_transfer', {
    email: taker.email,
    claim_id: claim.id,
    widget_id: null,
  });
  expect(asked.status).toBe(200);
  const after = await signedIn(server.url, taker.email, 'Taker1234');
  expect((await after.get(await lastLinkPath(server, taker.email))).status).toBe(200);
  return { before, after, id: claim.id, passenger };
}

describe('GET /claims/{id}/page after a transfer', () => {
  it("is not found for the former owner; the new owner's page shows the former owner's payout account masked", async () => {
    const { before, after, id, passenger } = await transferredClaim();
    expect((await before.get(`/claims/${id}/page`)).status).toBe(404);
    expect((await before.get(`/claims/${id}/view`)).status).toBe(404);

    const page = await pageOf(after, id);
    expect(page).toEqual(await partsOf(after, id));
    expect(page.transfer).toMatchObject({ status: 'accepted', email: null });
    // The API shows an account only masked (contract/payout.ts), whoever set it.
    expect(page.payout_details).toEqual({
      editable: true,
      passengers: [
        {
          passenger_id: passenger,
          name: 'Ines Kraus',
          account: expect.objectContaining({
            holder: 'Ines Kraus',
            iban_masked: 'DE89 **** **** **** **30 00',
          }),
        },
      ],
    });
    expect(JSON.stringify(page)).not.toContain(IBAN);
    // The assignment signed before the hand-over stays signed and the account stays set: the new
    // owner is asked for neither again, only for the boarding pass the claim still lacks.
    expect(page.signatures).toEqual([expect.objectContaining({ passenger_id: passenger, status: 'signed' })]);
    expect(page.view.next_steps).toEqual([{ kind: 'upload_document', item: 'booking_or_boarding_pass' }]);
    // The new owner is the customer of an active claim with no transfer pending (machines/claim).
    const facts: ClaimLifecycleContext = {
      status: 'accepted',
      passengers: [],
      missingDocuments: [],
      courtCase: null,
      directPaymentReported: false,
      transfer: 'none',
    };
    expect(page.view.allowed_actions).toEqual(CLAIM_ACTIONS.filter((a) => allows(facts, 'customer', a).ok));
    expect(page.view.allowed_actions).toEqual(expect.arrayContaining(['set_payout_details', 'transfer']));
  });
});
