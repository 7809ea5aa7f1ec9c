import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimPage } from '../../contract';
import { claims, users } from '../db/schema';
import { signedIn, startTestServer, findWidgetId, type TestBrowser, type TestServer } from '../testing';

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
