import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  allows,
  decideStatus,
  type ClaimLifecycleContext,
  type ClaimPrincipal,
} from '../../machines/claim/claim.machine';
import { widgets } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../../server/testing';
import { PASSWORD, signedIn, type Principal } from './harness';
import { seedStage, STAGES, type ClaimRoute, type SeededClaim } from './claim-matrix';

/**
 * Every claim-scoped route × every stage of a claim × the owner, an admin viewing as the owner and
 * another customer (the back office for the admin routes). The expected status is the claim
 * lifecycle's answer (`allows()`: 200, or 409 with its reason) and "another customer's claim is
 * 404", never the implementation's. Routes that render a PDF in the worker pool (the assignment and
 * statement downloads) are left to their own tests: their reads answer like every other read here.
 */
let server: TestServer;
let owner: Principal & { userId: number; email: string };
let other: Principal;
let viewingAs: Principal;
let backOffice: Principal;
let cardWidget = 0;

beforeAll(async () => {
  // Mail limits are not what this matrix is about: scaled up so one owner's many requests pass.
  server = await startTestServer({ seed: true, mailWorker: 'manual', rateLimitScale: 1000 });
  owner = (await signedIn(server, 'customer')) as typeof owner;
  other = await signedIn(server, 'customer');
  viewingAs = await signedIn(server, 'admin');
  const res = await viewingAs.client.post(`/users/view_as/${owner.userId}`);
  if (res.status !== 200) throw new Error(`view-as answered ${res.status}`);
  backOffice = await signedIn(server, 'admin');
  const [card] = await server.db.select().from(widgets).where(eq(widgets.type, 'card')).limit(1);
  cardWidget = card!.id;
});
afterAll(() => server?.close());

const upload = () => {
  const boundary = 'claim-matrix';
  const raw = [
    `--${boundary}\r\nContent-Disposition: form-data; name="boarding_pass"; filename="pass.pdf"\r\n`,
    `Content-Type: application/pdf\r\n\r\n%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\r\n--${boundary}--\r\n`,
  ].join('');
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const SESSION_ROUTES: Record<string, ClaimRoute> = {
  'timeline.get': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/timeline` }),
  },
  'timeline.report': {
    action: 'report_airline',
    request: (c) => ({
      method: 'POST',
      path: `/claims/${c.claimId}/airline_report`,
      body: { kind: 'airline_contacted' },
    }),
  },
  'documents.list': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/documents` }),
  },
  'documents.upload': {
    action: 'add_document',
    request: (c) => ({ method: 'POST', path: `/claims/${c.claimId}/documents`, ...upload() }),
  },
  'documents.content': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/documents/${c.documentId}/content` }),
  },
  'documents.remove': {
    action: 'delete_document',
    request: (c) => ({ method: 'DELETE', path: `/claims/${c.claimId}/documents/${c.documentId}` }),
  },
  'signatures.list': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/signatures` }),
  },
  'signatures.sign': {
    action: 'sign',
    request: (c) => ({
      method: 'POST',
      path: `/claims/${c.claimId}/signatures/${c.ownPassengerId}`,
      body: { signature: { method: 'typed', name: 'Owen Owner' }, minor: false },
    }),
  },
  'signatures.request': {
    action: 'request_signature',
    request: (c, n) => ({
      method: 'POST',
      path: `/claims/${c.claimId}/signatures/${c.coPassengerId}/request`,
      body: { email: `cora-${n}@fuzz.example`, locale: 'en_GB' },
    }),
  },
  'signatures.remind': {
    action: 'remind_signature',
    request: (c) => ({ method: 'POST', path: `/claims/${c.claimId}/signatures/${c.coPassengerId}/remind` }),
  },
  'payout.details': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/payout_details` }),
  },
  'payout.setDetails': {
    action: 'set_payout_details',
    request: (c) => ({
      method: 'POST',
      path: `/claims/${c.claimId}/payout_details/${c.ownPassengerId}`,
      body: { holder: 'Owen Owner', iban: 'DE89370400440532013000', password: PASSWORD },
    }),
  },
  'payout.settlement': {
    action: 'read',
    paidOnly: true,
    request: (c) => ({ method: 'GET', path: `/claims/${c.claimId}/settlement` }),
  },
  'claimTransfer.get': {
    action: 'read',
    request: (c) => ({ method: 'GET', path: `/claim_transfer/${c.claimId}` }),
  },
  'claimTransfer.request': {
    action: 'transfer',
    request: (c, n) => ({
      method: 'POST',
      path: '/claim_transfer',
      body: { email: `new-owner-${n}@fuzz.example`, claim_id: c.claimId, widget_id: null },
    }),
  },
  'claimTransfer.cancel': {
    action: 'cancel_transfer',
    request: (c) => ({ method: 'DELETE', path: `/claim_transfer/${c.claimId}` }),
  },
  'widgets.data': {
    action: 'read',
    request: (c) => ({ method: 'POST', path: `/widgets/data/${cardWidget}`, body: { claim_id: c.claimId } }),
  },
  'grid.rows': {
    action: 'read',
    request: (c) => ({ method: 'POST', path: '/grid/payments', body: { params: { claim_id: c.claimId } } }),
  },
};

/** The status the back office's status change asks for, in every stage. */
const MOVE_TO = 'in_review';

const ADMIN_ROUTES: Record<string, ClaimRoute> = {
  'timeline.setStatus': {
    action: 'change_status',
    request: (c) => ({
      method: 'POST',
      path: `/admin/claims/${c.claimId}/status`,
      body: { status: MOVE_TO },
    }),
  },
  'timeline.requestDocument': {
    action: 'ask_for_document',
    request: (c) => ({
      method: 'POST',
      path: `/admin/claims/${c.claimId}/document_request`,
      body: { item: 'booking_or_boarding_pass' },
    }),
  },
  'timeline.requestSignature': {
    action: 'ask_for_signature',
    request: (c) => ({
      method: 'POST',
      path: `/admin/claims/${c.claimId}/signature_request`,
      body: { passenger_id: c.ownPassengerId },
    }),
  },
  'timeline.sendMessage': {
    action: 'message',
    request: (c) => ({
      method: 'POST',
      path: `/admin/claims/${c.claimId}/messages`,
      body: { text: 'About your claim' },
    }),
  },
  'timeline.openCourtCase': {
    action: 'open_court_case',
    request: (c) => ({
      method: 'POST',
      path: `/admin/claims/${c.claimId}/court_case`,
      body: { reference: '7 C 1/26' },
    }),
  },
};

type Who = 'owner' | 'viewingAs' | 'other' | 'backOffice';
const PRINCIPAL_OF: Record<Who, ClaimPrincipal | null> = {
  owner: 'customer',
  viewingAs: 'admin_as_customer',
  other: null,
  backOffice: 'back_office',
};

/** The expected answer: another customer's claim is not found; otherwise what the lifecycle says. */
function expected(route: ClaimRoute, stage: string, who: Who): string {
  const principal = PRINCIPAL_OF[who];
  if (principal === null) return '404';
  const seed = STAGES[stage]!;
  const lifecycle: ClaimLifecycleContext = { ...seed.lifecycle, passengers: [], missingDocuments: [] };
  const decision =
    route.action === 'change_status'
      ? decideStatus(lifecycle, principal, MOVE_TO)
      : allows(lifecycle, principal, route.action);
  if (!decision.ok) return route.action === 'read' ? '404' : `409 ${decision.reason}`;
  if (route.paidOnly && seed.status !== 'paid_out') return '409 settlement_unavailable';
  return '200';
}

const client = (who: Who) => ({ owner, viewingAs, other, backOffice })[who].client;
let n = 0;

async function run(routes: Record<string, ClaimRoute>, principals: Who[]) {
  const got: Record<string, string> = {};
  const want: Record<string, string> = {};
  for (const [name, route] of Object.entries(routes))
    for (const stage of Object.keys(STAGES))
      for (const who of principals) {
        const claim: SeededClaim = await seedStage(server.db, STAGES[stage]!, {
          id: owner.userId,
          email: owner.email,
        });
        const { method, path, ...payload } = route.request(claim, ++n);
        const res = await client(who).send(method, path, payload);
        const message = (res.json as { message?: string } | undefined)?.message;
        const cell = `${name} × ${stage} × ${who}`;
        got[cell] = res.status === 409 ? `409 ${message}` : String(res.status);
        want[cell] = expected(route, stage, who);
      }
  return { got, want };
}

const stages = Object.keys(STAGES).length;
const sessionCells = Object.keys(SESSION_ROUTES).length * stages * 3;
const adminCells = Object.keys(ADMIN_ROUTES).length * stages;

describe(`claim matrix: ${sessionCells + adminCells} cells (${Object.keys(SESSION_ROUTES).length + Object.keys(ADMIN_ROUTES).length} claim-scoped routes × ${stages} stages × principals)`, () => {
  it(`customer routes: ${sessionCells} cells (owner, admin viewing as the owner, another customer)`, async () => {
    const { got, want } = await run(SESSION_ROUTES, ['owner', 'viewingAs', 'other']);
    expect(got).toEqual(want);
  }, 120_000);

  it(`back-office routes: ${adminCells} cells`, async () => {
    const { got, want } = await run(ADMIN_ROUTES, ['backOffice']);
    expect(got).toEqual(want);
  }, 120_000);
});
