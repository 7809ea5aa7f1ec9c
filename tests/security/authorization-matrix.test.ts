import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPassengers, claims, passkeys, widgets } from '../../server/db/schema';
import { createClaim } from '../../server/seed/builders';
import { addDocuments } from '../../server/domain/documents';
import { startEmailChange } from '../../server/domain/email-changes';
import { databaseFileStorage } from '../../server/storage/file-storage';
import { pdfFile } from '../../server/testing/document-files';
import { lastLinkPath, storeKnownToken, type TestServer } from '../../server/testing';
import { AUTHORIZATION_MATRIX, type Who } from './authorization-matrix';
import {
  anonymous,
  Client,
  contractRoutes,
  PASSWORD,
  signedIn,
  startWorld,
  type ownThings,
  type Principal,
} from './harness';

/** The owner of the thing a cell asks for, signed in, with claims, notifications and a template. */
type Owner = Principal & { userId: number; email: string; things: Awaited<ReturnType<typeof ownThings>> };
/** The request a cell sends, built on a fresh owner. */
type Cell = { method: string; path: string; body?: unknown; raw?: string; headers?: Record<string, string> };

let server: TestServer;
beforeAll(async () => {
  server = await startWorld();
});
afterAll(() => server?.close());

let counter = 0;
const fresh = () => `${Date.now().toString(36)}${++counter}`;
const NEW_PASSWORD = 'Matrix1234x';

async function widgetOfType(type: (typeof widgets.$inferSelect)['type']) {
  const [row] = await server.db.select().from(widgets).where(eq(widgets.type, type)).limit(1);
  if (!row) throw new Error(`no ${type} widget in the seed`);
  return row;
}

/** How to ask for the owner's thing on each route with a path parameter (one per matrix row). */
const FIXTURES: Record<string, (owner: Owner) => Promise<Cell>> = {
  'user.update': async (o) => ({
    method: 'POST',
    path: `/user/${o.userId}`,
    body: { first_name: 'New', last_name: 'Name', salutation: null, language: 'de_DE' },
  }),
  'user.changePassword': async (o) => ({
    method: 'POST',
    path: `/user/${o.userId}/password`,
    body: { current_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  }),
  'user.emailChange': async (o) => ({
    method: 'POST',
    path: `/user/${o.userId}/email_change`,
    body: { email: `changed-${fresh()}@fuzz.example`, password: PASSWORD },
  }),
  'user.emailChangeConfirm': async (o) => {
    const { token, code } = await startEmailChange(
      server.db,
      o.userId,
      `confirm-${fresh()}@fuzz.example`,
      new Date(),
    );
    return { method: 'POST', path: `/user/${o.userId}/email_change/confirm`, body: { token, code } };
  },
  'user.viewAs': async (o) => ({ method: 'POST', path: `/users/view_as/${o.userId}` }),
  'notifications.markRead': async (o) => ({
    method: 'POST',
    path: `/notifications/${o.things.notifications[0]!.id}/mark_read`,
  }),
  'widgets.tree': async () => ({ method: 'GET', path: '/widgets/tree/overview' }),
  'widgets.data': async (o) => ({
    method: 'POST',
    path: `/widgets/data/${(await widgetOfType('card')).id}`,
    body: { claim_id: o.things.claims[0]!.id },
  }),
  'widgets.saveSettings': async () => {
    const w = await widgetOfType('text');
    return { method: 'POST', path: `/widgets/${w.id}/settings`, body: { settings: w.settings } };
  },
  'widgets.saveNotice': async () => ({
    method: 'POST',
    path: '/widgets/tree/overview/notice',
    body: { notice: { key: 'claim_created', duration_ms: 3000 } },
  }),
  'grid.columns': async () => ({ method: 'GET', path: '/grid/payments' }),
  'grid.rows': async (o) => ({
    method: 'POST',
    path: '/grid/payments',
    body: { params: { claim_id: o.things.claims[0]!.id } },
  }),
  'claimTransfer.get': async (o) => ({ method: 'GET', path: `/claim_transfer/${o.things.claims[0]!.id}` }),
  'claimTransfer.cancel': async (o) => {
    await requestTransfer(o);
    return { method: 'DELETE', path: `/claim_transfer/${o.things.claims[0]!.id}` };
  },
  'timeline.get': async (o) => ({ method: 'GET', path: `/claims/${o.things.claims[0]!.id}/timeline` }),
  'claimView.get': async (o) => ({ method: 'GET', path: `/claims/${o.things.claims[0]!.id}/view` }),
  'claimView.page': async (o) => ({ method: 'GET', path: `/claims/${o.things.claims[0]!.id}/page` }),
  'timeline.report': async (o) => ({
    method: 'POST',
    path: `/claims/${o.things.claims[0]!.id}/airline_report`,
    body: { kind: 'airline_contacted', note: 'Matrix' },
  }),
  'timeline.setStatus': async (o) => ({
    method: 'POST',
    path: `/admin/claims/${o.things.claims[0]!.id}/status`,
    body: { status: 'rejected' },
  }),
  // claims[0] is a flight problem: the booking confirmation or boarding pass is on its checklist.
  'timeline.requestDocument': async (o) => ({
    method: 'POST',
    path: `/admin/claims/${o.things.claims[0]!.id}/document_request`,
    body: { item: 'booking_or_boarding_pass' },
  }),
  // The owner's own passenger on claims[0], not yet signed.
  'timeline.requestSignature': async (o) => ({
    method: 'POST',
    path: `/admin/claims/${o.things.claims[0]!.id}/signature_request`,
    body: { passenger_id: Number((await ownPassengerPath(o)).split('/').at(-1)) },
  }),
  'timeline.sendMessage': async (o) => ({
    method: 'POST',
    path: `/admin/claims/${o.things.claims[0]!.id}/messages`,
    body: { text: 'About your claim' },
  }),
  'timeline.openCourtCase': async (o) => ({
    method: 'POST',
    path: `/admin/claims/${o.things.claims[0]!.id}/court_case`,
    body: { reference: '12 C 345/26' },
  }),
  'documents.list': async (o) => ({ method: 'GET', path: `/claims/${o.things.claims[0]!.id}/documents` }),
  'documents.upload': async (o) => ({
    method: 'POST',
    path: `/claims/${o.things.claims[0]!.id}/documents`,
    ...uploadForm(),
  }),
  'documents.content': async (o) => ({
    method: 'GET',
    path: `/claims/${o.things.claims[0]!.id}/documents/${await ownDocument(o)}/content`,
  }),
  'documents.remove': async (o) => ({
    method: 'DELETE',
    path: `/claims/${o.things.claims[0]!.id}/documents/${await ownDocument(o)}`,
  }),
  'templates.remove': async (o) => ({ method: 'DELETE', path: `/templates/${o.things.template.id}` }),
  'sessions.end': async (o) => {
    // The owner's other browser: a second sign-in, ended from the first.
    const second = new Client(server);
    await second.get('/login_check');
    await second.post('/login', { email: o.email, password: PASSWORD });
    const list = (await o.client.get('/user/sessions')).json as { id: number; current: boolean }[];
    const other = list.find((s) => !s.current);
    if (!other) throw new Error('no second session');
    return { method: 'DELETE', path: `/user/sessions/${other.id}` };
  },
  'passkeys.remove': async (o) => {
    const [row] = await server.db
      .insert(passkeys)
      .values({
        userId: o.userId,
        credentialId: randomBytes(16).toString('base64url'),
        publicKey: randomBytes(32).toString('base64url'),
        name: 'Matrix key',
        createdAt: new Date(),
      })
      .returning();
    return { method: 'DELETE', path: `/user/passkeys/${row!.id}` };
  },
  'auth.twoFactor': async (o) => {
    const token = randomBytes(24).toString('base64url');
    await storeKnownToken(server.db, {
      kind: 'two_factor',
      userId: o.userId,
      token,
      code: '123456',
      now: new Date(),
    });
    return { method: 'POST', path: `/two_factor_auth/${token}`, body: { code: '123456' } };
  },
  'auth.passwordResetConfirm': async (o) => {
    const code = randomBytes(24).toString('base64url');
    const id = 1_000_000 + ++counter;
    await storeKnownToken(server.db, {
      kind: 'password_reset',
      userId: o.userId,
      token: code,
      id,
      now: new Date(),
    });
    return {
      method: 'POST',
      path: `/password_reset/${id}/${code}`,
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    };
  },
  'auth.activate': async (o) => {
    const code = randomBytes(24).toString('base64url');
    await storeKnownToken(server.db, { kind: 'activation', userId: o.userId, token: code, now: new Date() });
    return {
      method: 'POST',
      path: `/activate/${code}`,
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    };
  },
  'claimTransfer.accept': async (o) => {
    const to = await requestTransfer(o);
    return { method: 'GET', path: await lastLinkPath(server, to) };
  },
  'signatures.list': async (o) => ({ method: 'GET', path: `/claims/${o.things.claims[0]!.id}/signatures` }),
  'signatures.sign': async (o) => ({
    method: 'POST',
    path: await ownPassengerPath(o),
    body: { signature: { method: 'typed', name: 'Fuzz Owner' }, minor: false },
  }),
  'signatures.request': async (o) => ({
    method: 'POST',
    path: `${await coPassengerPath(o)}/request`,
    body: { email: `co-${fresh()}@fuzz.example`, locale: 'en_GB' },
  }),
  'signatures.remind': async (o) => {
    const { path } = await requestSignature(o);
    return { method: 'POST', path: `${path}/remind` };
  },
  'signatures.document': async (o) => ({ method: 'GET', path: `${await ownPassengerPath(o)}/document` }),
  'signatures.linkGet': async (o) => ({ method: 'GET', path: await signatureLinkPath(o) }),
  'signatures.linkSign': async (o) => ({
    method: 'POST',
    path: await signatureLinkPath(o),
    body: { signature: { method: 'typed', name: 'Co Passenger' } },
  }),
  'signatures.linkDocument': async (o) => ({ method: 'GET', path: `${await signatureLinkPath(o)}/document` }),
  'payout.details': async (o) => ({
    method: 'GET',
    path: `/claims/${o.things.claims[0]!.id}/payout_details`,
  }),
  'payout.setDetails': async (o) => ({
    method: 'POST',
    path: (await ownPassengerPath(o)).replace('/signatures/', '/payout_details/'),
    body: { holder: 'Fuzz Owner', iban: 'DE89370400440532013000', password: PASSWORD },
  }),
  'payout.settlement': async (o) => ({
    method: 'GET',
    path: `/claims/${(await paidClaim(o)).claimId}/settlement`,
  }),
  'payout.statementDocument': async (o) => {
    const { claimId, passengerId } = await paidClaim(o);
    return { method: 'GET', path: `/claims/${claimId}/settlement/${passengerId}/document` };
  },
};

/** A paid-out claim of the owner (the airline paid €250.00); its id and its passenger's. */
async function paidClaim(o: Owner): Promise<{ claimId: number; passengerId: number }> {
  const claim = await createClaim(server.db, {
    user_id: o.userId,
    history: [{ status: 'paid_out', at: '2026-03-11T08:15:00Z' }],
    payments: [{ kind: 'airline_payment', amount: 25000, reference: 'EU261', at: '2026-03-04T10:00:00Z' }],
  });
  const [p] = await server.db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claim.id));
  return { claimId: claim.id, passengerId: p!.id };
}

/** The path of the owner's own passenger on their first claim. */
async function ownPassengerPath(o: Owner): Promise<string> {
  const claimId = o.things.claims[0]!.id;
  const [p] = await server.db.select().from(claimPassengers).where(eq(claimPassengers.claimId, claimId));
  return `/claims/${claimId}/signatures/${p!.id}`;
}

/** Adds an adult co-passenger to the owner's first claim; the path of their signature. */
async function coPassengerPath(o: Owner): Promise<string> {
  const claimId = o.things.claims[0]!.id;
  const [p] = await server.db
    .insert(claimPassengers)
    .values({ claimId, position: 9, firstName: 'Co', lastName: 'Passenger', email: null })
    .returning();
  return `/claims/${claimId}/signatures/${p!.id}`;
}

/** The owner mails a co-passenger a signing link. */
async function requestSignature(o: Owner): Promise<{ path: string; email: string }> {
  const path = await coPassengerPath(o);
  const email = `co-${fresh()}@fuzz.example`;
  const res = await o.client.post(`${path}/request`, { email, locale: 'en_GB' });
  if (res.status !== 200) throw new Error(`signature request answered ${res.status}`);
  return { path, email };
}

/** The API path of a mailed signing link (the page is /sign/:token, the API /signature/:token). */
async function signatureLinkPath(o: Owner): Promise<string> {
  const { email } = await requestSignature(o);
  return (await lastLinkPath(server, email)).replace(/^\/sign\//, '/signature/');
}

async function requestTransfer(o: Owner): Promise<string> {
  const email = `transfer-${fresh()}@fuzz.example`;
  const res = await o.client.post('/claim_transfer', {
    email,
    claim_id: o.things.claims[0]!.id,
    widget_id: null,
  });
  if (res.status !== 200) throw new Error(`transfer request answered ${res.status}`);
  return email;
}

/** A multipart upload of one PDF (its bytes are ASCII, so the body travels as a string). */
function uploadForm() {
  const boundary = 'matrix-boundary';
  const pdf = new TextDecoder().decode(pdfFile());
  const raw = [
    `--${boundary}\r\nContent-Disposition: form-data; name="boarding_pass"; filename="pass.pdf"\r\n`,
    `Content-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
  ].join('');
  return { raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A document on the owner's open flight claim; its id. */
async function ownDocument(o: Owner): Promise<number> {
  const claimId = o.things.claims[0]!.id;
  const file = { bytes: pdfFile(), content_type: 'application/pdf' as const, file_name: 'pass.pdf' };
  const files = databaseFileStorage(server.db);
  const [claim] = await server.db.select().from(claims).where(eq(claims.id, claimId));
  const change = await addDocuments(server.db, files, claim!, [{ kind: 'boarding_pass', file }], new Date());
  if (change.kind !== 'ok') throw new Error(`no document: ${change.kind}`);
  return change.events[0]!.document.id;
}

const newOwner = async () => (await signedIn(server, 'customer')) as Owner;

/** The principal of a cell, for this owner. */
async function principal(who: Who, owner: Owner): Promise<Principal> {
  switch (who) {
    case 'owner':
      return owner;
    case 'other':
      return signedIn(server, 'customer');
    case 'anonymous':
      return anonymous(server);
    case 'admin':
      return signedIn(server, 'admin');
    case 'viewingAs': {
      const admin = await signedIn(server, 'admin');
      const res = await admin.client.post(`/users/view_as/${owner.userId}`);
      if (res.status !== 200) throw new Error(`view-as answered ${res.status}`);
      return admin;
    }
  }
}

const hasPathParam = (path: string) => path.includes('/:');
const routes = contractRoutes();

describe('authorization matrix: every route with a path parameter × every principal', () => {
  it('has exactly one row and one fixture per route with a path parameter', () => {
    const withParams = routes.filter((r) => hasPathParam(r.route.path)).map((r) => r.name);
    expect(Object.keys(AUTHORIZATION_MATRIX).sort()).toEqual([...withParams].sort());
    expect(Object.keys(FIXTURES).sort()).toEqual([...withParams].sort());
  });

  for (const [name, row] of Object.entries(AUTHORIZATION_MATRIX)) {
    const fixture = FIXTURES[name];
    it(`${name} (${row.kind}): ${JSON.stringify(row.expect)}`, async () => {
      if (!fixture) throw new Error(`no fixture for ${name}`);
      const got: Partial<Record<Who, number>> = {};
      for (const who of Object.keys(row.expect) as Who[]) {
        const owner = await newOwner(); // fresh things for every cell: one cell's write never meets another
        const cell = await fixture(owner);
        const p = await principal(who, owner);
        const { method, path, ...payload } = cell;
        const res = await p.client.send(method, path, payload);
        got[who] = res.status >= 200 && res.status < 300 ? 200 : res.status;
      }
      expect(got).toEqual(row.expect);
    });
  }
});
