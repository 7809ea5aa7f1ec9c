import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClaimInput } from '../../contract';
import {
  auditLog,
  claimEvents,
  claimPassengers,
  claimPayoutDetails,
  claimSignatures,
  claims,
  users,
} from '../db/schema';
import { createCustomerClaim } from '../domain/claim-writes';
import { findWidgetId, startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
let editId: number;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
  const demo = await signedIn('demo@example.com', 'Demo1234');
  editId = await findWidgetId(demo, 'contract_claim', 'claim-edit');
});
afterAll(() => server?.close());

async function signedIn(email: string, password: string) {
  const b = new TestBrowser(server.url);
  expect((await b.login(email, password)).status).toBe(200);
  return b;
}

const NEW_CLAIM: NewClaimInput = {
  scope: 'fairplane',
  disruption: 'delay',
  delay_hours: 4,
  flight: {
    airline: 'Lufthansa',
    airline_code: 'LH',
    flight_number: 'LH1832',
    flight_date: '2026-08-14',
    departure_airport: 'FRA',
    arrival_airport: 'BCN',
  },
  passengers: [
    { first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' },
    { first_name: 'Jan', last_name: 'Jansen', email: 'jan@example.com' },
    { first_name: 'Lena', last_name: 'Becker', email: null },
  ],
};

/**
 * A fresh claim of the demo customer: Julia signed and set her payout account, Jan was mailed a
 * signing link, Lena has nothing yet.
 */
async function claimWithDependents() {
  const [owner] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
  const claim = await createCustomerClaim(server.db, owner!.id, NEW_CLAIM, new Date());
  const rows = await server.db
    .select()
    .from(claimPassengers)
    .where(eq(claimPassengers.claimId, claim.id))
    .orderBy(claimPassengers.position);
  const [julia, jan, lena] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  const at = new Date();
  await server.db.insert(claimSignatures).values([
    {
      claimId: claim.id,
      passengerId: julia.id,
      role: 'owner',
      status: 'signed',
      locale: 'en_GB',
      signedAt: at,
    },
    {
      claimId: claim.id,
      passengerId: jan.id,
      role: 'co_passenger',
      status: 'requested',
      locale: 'en_GB',
      email: 'jan@example.com',
      tokenHash: `hash-${claim.id}`,
      requestedAt: at,
    },
  ]);
  await server.db.insert(claimPayoutDetails).values({
    claimId: claim.id,
    passengerId: julia.id,
    holder: 'Julia Becker',
    iban: 'DE89370400440532013000',
    createdAt: at,
    updatedAt: at,
  });
  return { claimId: claim.id, julia: julia.id, jan: jan.id, lena: lena.id };
}

type ClaimAnswer = {
  flight: { airline: string; flight_number: string; flight_date: string };
  passengers: { id?: number; first_name: string; last_name: string; email: string | null }[];
  policy_number: string | null;
};

async function load(b: TestBrowser, claimId: number): Promise<ClaimAnswer> {
  const res = await b.post(`/widgets/data/${editId}`, { claim_id: claimId });
  expect(res.status).toBe(200);
  return (res.json as { data: { claim: ClaimAnswer } }).data.claim;
}

/** What the editor sends when the customer saves the claim as loaded. */
const unchanged = (c: ClaimAnswer) => ({
  flight: {
    airline: c.flight.airline,
    flight_number: c.flight.flight_number,
    flight_date: c.flight.flight_date,
  },
  passengers: c.passengers,
  policy_number: c.policy_number,
});

const dependentsOf = async (claimId: number) => ({
  signatures: await server.db
    .select({
      id: claimSignatures.id,
      passengerId: claimSignatures.passengerId,
      status: claimSignatures.status,
    })
    .from(claimSignatures)
    .where(eq(claimSignatures.claimId, claimId))
    .orderBy(claimSignatures.id),
  payouts: await server.db
    .select({ id: claimPayoutDetails.id, passengerId: claimPayoutDetails.passengerId })
    .from(claimPayoutDetails)
    .where(eq(claimPayoutDetails.claimId, claimId)),
  passengers: (
    await server.db
      .select({ id: claimPassengers.id })
      .from(claimPassengers)
      .where(eq(claimPassengers.claimId, claimId))
      .orderBy(claimPassengers.position)
  ).map((p) => p.id),
});

describe('the claim editor (POST /widgets/data/{claim-edit})', () => {
  it('saving the claim unchanged keeps every passenger, signature, signing link and payout account', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const before = await dependentsOf(c.claimId);
    expect(before.signatures).toHaveLength(2);
    expect(before.payouts).toHaveLength(1);

    const res = await demo.post(`/widgets/data/${editId}`, {
      claim_id: c.claimId,
      changes: unchanged(await load(demo, c.claimId)),
    });
    expect(res.status).toBe(200);
    expect(await dependentsOf(c.claimId)).toEqual(before);
    const [link] = await server.db
      .select({ tokenHash: claimSignatures.tokenHash })
      .from(claimSignatures)
      .where(and(eq(claimSignatures.claimId, c.claimId), eq(claimSignatures.passengerId, c.jan)));
    expect(link?.tokenHash).toBe(`hash-${c.claimId}`);
  });

  it('a removed passenger with a signature or payout account goes only with the confirmation that names them', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    const before = await dependentsOf(c.claimId);
    const withoutJulia = {
      ...unchanged(loaded),
      passengers: loaded.passengers.filter((p) => p.id !== c.julia),
    };

    const refused = await demo.post(`/widgets/data/${editId}`, {
      claim_id: c.claimId,
      changes: withoutJulia,
    });
    expect(refused).toMatchObject({
      status: 409,
      json: {
        message: 'passenger_has_dependents',
        dependents: [{ passenger_id: c.julia, name: 'Julia Becker', signature: true, payout_account: true }],
      },
    });
    expect(await dependentsOf(c.claimId)).toEqual(before);

    const confirmed = await demo.post(`/widgets/data/${editId}`, {
      claim_id: c.claimId,
      changes: { ...withoutJulia, remove_passengers: [c.julia] },
    });
    expect(confirmed.status).toBe(200);
    const after = await dependentsOf(c.claimId);
    expect(after.passengers).toEqual([c.jan, c.lena]);
    expect(after.payouts).toEqual([]);
    expect(after.signatures.map((s) => s.passengerId)).toEqual([c.jan]);
    const kinds = await eventKinds(c.claimId);
    expect(kinds).toEqual(expect.arrayContaining(['claim_edited', 'passenger_removed']));
  });

  it('a passenger without anything attached is removed without a confirmation; a new one is added', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    const changes = {
      ...unchanged(loaded),
      passengers: [
        ...loaded.passengers.filter((p) => p.id !== c.lena),
        { first_name: 'Tom', last_name: 'Becker', email: null },
      ],
    };
    expect((await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes })).status).toBe(200);
    const after = await dependentsOf(c.claimId);
    expect(after.passengers.slice(0, 2)).toEqual([c.julia, c.jan]);
    expect(after.passengers).toHaveLength(3);
    expect(after.passengers).not.toContain(c.lena);
  });

  it('renaming a signed passenger or changing the flight keeps the assignment, marked outdated, and asks for a new signature', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    const renamed = {
      ...unchanged(loaded),
      passengers: loaded.passengers.map((p) => (p.id === c.julia ? { ...p, last_name: 'Becker-Jansen' } : p)),
    };
    expect(
      (await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes: renamed })).status,
    ).toBe(200);
    const [sig] = await server.db
      .select()
      .from(claimSignatures)
      .where(eq(claimSignatures.passengerId, c.julia));
    expect(sig).toMatchObject({ status: 'signed' });
    expect(sig?.outdatedAt).toBeInstanceOf(Date);
    expect(await eventKinds(c.claimId)).toContain('signature_outdated');
    const timeline = await demo.get(`/claims/${c.claimId}/timeline`);
    expect((timeline.json as { stage: { open_tasks: unknown[] } }).stage.open_tasks).toContainEqual({
      kind: 'signature_missing',
      waiting_on: 'customer',
      name: 'Julia Becker-Jansen',
    });
  });

  it('a changed flight number outdates every signed assignment of the claim', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    const changes = {
      ...unchanged(loaded),
      flight: { ...unchanged(loaded).flight, flight_number: 'LH1834' },
    };
    expect((await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes })).status).toBe(200);
    const sigs = await server.db.select().from(claimSignatures).where(eq(claimSignatures.claimId, c.claimId));
    expect(sigs.find((s) => s.passengerId === c.julia)?.outdatedAt).toBeInstanceOf(Date);
    // A link not yet signed has nothing to outdate.
    expect(sigs.find((s) => s.passengerId === c.jan)?.outdatedAt).toBeNull();
  });

  it('a closed claim answers 409 claim_closed and changes nothing', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    await server.db.update(claims).set({ status: 'paid_out' }).where(eq(claims.id, c.claimId));
    const changes = {
      ...unchanged(loaded),
      flight: { ...unchanged(loaded).flight, flight_number: 'LH1834' },
    };
    expect(await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes })).toMatchObject({
      status: 409,
      json: { message: 'claim_closed' },
    });
    expect((await load(demo, c.claimId)).flight.flight_number).toBe('LH1832');
  });

  it("another customer's claim answers 404 like a missing one; an unknown passenger id 422", async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const other = await signedIn('other@example.com', 'Other1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    expect(
      await other.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes: unchanged(loaded) }),
    ).toMatchObject({ status: 404, json: { message: 'not_found' } });
    const stranger = { ...unchanged(loaded), passengers: [{ ...loaded.passengers[0]!, id: 999_999 }] };
    expect(
      await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes: stranger }),
    ).toMatchObject({ status: 422, json: { errors: { 'changes.passengers.0.id': ['invalid_value'] } } });
    expect(await dependentsOf(c.claimId)).toMatchObject({ passengers: [c.julia, c.jan, c.lena] });
  });

  it('every edit is audited with who made it: the customer, or the admin viewing as them', async () => {
    const demo = await signedIn('demo@example.com', 'Demo1234');
    const c = await claimWithDependents();
    const loaded = await load(demo, c.claimId);
    const changes = {
      ...unchanged(loaded),
      flight: { ...unchanged(loaded).flight, flight_date: '2026-08-15' },
    };
    expect((await demo.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes })).status).toBe(200);
    const [owner] = await server.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    const [admin] = await server.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const audits = () =>
      server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.event, 'claim_edit'), eq(auditLog.userId, owner!.id)));
    expect((await audits()).at(-1)).toMatchObject({ outcome: 'success', actorId: null });

    const asAdmin = await signedIn('admin@example.com', 'Admin1234');
    expect((await asAdmin.post(`/users/view_as/${owner!.id}`)).status).toBe(200);
    const again = { ...changes, flight: { ...changes.flight, flight_date: '2026-08-16' } };
    expect(
      (await asAdmin.post(`/widgets/data/${editId}`, { claim_id: c.claimId, changes: again })).status,
    ).toBe(200);
    expect((await audits()).at(-1)).toMatchObject({ outcome: 'success', actorId: admin!.id });
    const actors = await server.db
      .select({ kind: claimEvents.kind, actor: claimEvents.actor })
      .from(claimEvents)
      .where(and(eq(claimEvents.claimId, c.claimId), eq(claimEvents.kind, 'claim_edited')));
    expect(actors.map((a) => a.actor)).toEqual(['customer', 'admin']);
  });
});

async function eventKinds(claimId: number) {
  const rows = await server.db
    .select({ kind: claimEvents.kind })
    .from(claimEvents)
    .where(eq(claimEvents.claimId, claimId));
  return rows.map((r) => r.kind);
}
