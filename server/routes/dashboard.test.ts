import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WidgetTree, type Claim, type Widget } from '../../contract';
import { startTestServer, signedIn, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server?.close());

const flat = (ws: Widget[]): Widget[] => ws.flatMap((w) => [w, ...flat(w.children)]);
async function widgetId(b: TestBrowser, tree: string, type: Widget['type']) {
  const parsed = WidgetTree.parse((await b.get(`/widgets/tree/${tree}`)).json);
  return flat(parsed.widgets).find((w) => w.type === type)!.id;
}
const claimOf = (res: { json: unknown }) => (res.json as { data: { claim: Claim } }).data.claim;

const NEW_CLAIM = {
  scope: 'fairplane',
  flight: {
    airline: 'Lufthansa',
    airline_code: 'LH',
    flight_number: 'LH400',
    flight_date: '2026-09-01',
    departure_airport: 'FRA',
    arrival_airport: 'JFK',
  },
  passengers: [{ first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' }],
  disruption: 'delay',
  delay_hours: 5,
};

describe('claims through widgets, checked against the session user', () => {
  it('creates a claim with the EU 261 amount, lists it, edits it, and hides it from others', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    const create = await widgetId(demo, 'new_contract', 'create-claim');
    const res = await demo.post(`/widgets/data/${create}`, { action: 'create', claim: NEW_CLAIM });
    expect(res.status).toBe(200);
    const claim = claimOf(res);
    expect(claim).toMatchObject({
      scope: 'fairplane',
      status: 'submitted',
      active: true,
      claim_amount: 60000,
    });

    const list = await widgetId(demo, 'active_contracts', 'claim-list');
    const active = (await demo.post(`/widgets/data/${list}`, {})).json as { data: { claims: Claim[] } };
    expect(active.data.claims[0]?.id).toBe(claim.id);

    const edit = await widgetId(demo, 'contract_claim', 'claim-edit');
    const changes = {
      flight: { airline: 'Lufthansa', flight_number: 'LH402', flight_date: '2026-09-02' },
      passengers: [...NEW_CLAIM.passengers, { first_name: 'Thomas', last_name: 'Becker', email: null }],
      policy_number: null,
    };
    const saved = await demo.post(`/widgets/data/${edit}`, { claim_id: claim.id, changes });
    expect(claimOf(saved)).toMatchObject({
      flight: { flight_number: 'LH402' },
      passengers: changes.passengers,
    });

    // another customer: 404 for reading, editing and its payments; nothing changes
    const card = await widgetId(demo, 'contract', 'card');
    for (const [path, body] of [
      [`/widgets/data/${card}`, { claim_id: claim.id }],
      [
        `/widgets/data/${edit}`,
        { claim_id: claim.id, changes: { ...changes, passengers: NEW_CLAIM.passengers } },
      ],
      ['/grid/payments', { params: { claim_id: claim.id } }],
    ] as const) {
      expect(await other.post(path, body)).toMatchObject({ status: 404, json: { message: 'not_found' } });
    }
    expect(claimOf(await demo.post(`/widgets/data/${card}`, { claim_id: claim.id })).passengers).toHaveLength(
      2,
    );
  });

  it('answers 422 per field and writes nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const create = await widgetId(demo, 'new_contract', 'create-claim');
    const list = await widgetId(demo, 'overview', 'claim-list');
    const before = ((await demo.post(`/widgets/data/${list}`, {})).json as { data: { claims: Claim[] } }).data
      .claims;
    const bad = {
      ...NEW_CLAIM,
      flight: { ...NEW_CLAIM.flight, arrival_airport: 'QQQ', flight_number: 'nope' },
      passengers: [{ first_name: '', last_name: 'B', email: 'x' }],
    };
    const res = await demo.post(`/widgets/data/${create}`, { action: 'create', claim: bad });
    expect(res.status).toBe(422);
    expect(Object.keys((res.json as { errors: object }).errors).sort()).toEqual([
      'claim.flight.flight_number',
      'claim.passengers.0.email',
      'claim.passengers.0.first_name',
    ]);
    const unknownAirport = { ...NEW_CLAIM, flight: { ...NEW_CLAIM.flight, arrival_airport: 'QQQ' } };
    expect(
      await demo.post(`/widgets/data/${create}`, { action: 'create', claim: unknownAirport }),
    ).toMatchObject({
      status: 422,
      json: { errors: { 'claim.flight.arrival_airport': ['invalid_value'] } },
    });
    const after = ((await demo.post(`/widgets/data/${list}`, {})).json as { data: { claims: Claim[] } }).data
      .claims;
    expect(after.length).toBe(before.length);
  });

  it('stores a connecting flight with the claim and prices the whole journey (Bossen C-559/16)', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const create = await widgetId(demo, 'new_contract', 'create-claim');
    const feeder = {
      ...NEW_CLAIM.flight,
      flight_number: 'LH1',
      departure_airport: 'HAM',
      arrival_airport: 'FRA',
    };
    const res = await demo.post(`/widgets/data/${create}`, {
      action: 'create',
      claim: { ...NEW_CLAIM, flight: feeder, connecting_flights: [NEW_CLAIM.flight], disrupted_leg: 1 },
    });
    expect(res.status).toBe(200);
    // Hamburg → New York is over 3,500 km and 5 hours late at the final destination: €600 (Art. 7(1)(c)),
    // although the first flight alone (HAM → FRA, under 1,500 km) would give €250.
    expect(claimOf(res)).toMatchObject({
      flight: { departure_airport: 'HAM', arrival_airport: 'FRA', flight_number: 'LH1' },
      connecting_flights: [NEW_CLAIM.flight],
      claim_amount: 60000,
    });
    const card = await widgetId(demo, 'contract', 'card');
    const read = claimOf(await demo.post(`/widgets/data/${card}`, { claim_id: claimOf(res).id }));
    expect(read.connecting_flights).toEqual([NEW_CLAIM.flight]);
  });

  it('refuses flights that do not connect, or a disrupted flight the booking lacks: 422, nothing stored', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const create = await widgetId(demo, 'new_contract', 'create-claim');
    const list = await widgetId(demo, 'overview', 'claim-list');
    const count = async () =>
      ((await demo.post(`/widgets/data/${list}`, {})).json as { data: { total: number } }).data.total;
    const before = await count();
    const feeder = { ...NEW_CLAIM.flight, departure_airport: 'HAM', arrival_airport: 'MUC' };
    const gap = { ...NEW_CLAIM, flight: feeder, connecting_flights: [NEW_CLAIM.flight] };
    expect(await demo.post(`/widgets/data/${create}`, { action: 'create', claim: gap })).toMatchObject({
      status: 422,
      json: { errors: { 'claim.connecting_flights.0.departure_airport': ['legs_not_connected'] } },
    });
    const unknown = {
      ...NEW_CLAIM,
      connecting_flights: [{ ...NEW_CLAIM.flight, departure_airport: 'JFK', arrival_airport: 'QQQ' }],
    };
    expect(await demo.post(`/widgets/data/${create}`, { action: 'create', claim: unknown })).toMatchObject({
      status: 422,
      json: { errors: { 'claim.connecting_flights.0.arrival_airport': ['invalid_value'] } },
    });
    const direct = { ...NEW_CLAIM, disrupted_leg: 1 };
    expect(await demo.post(`/widgets/data/${create}`, { action: 'create', claim: direct })).toMatchObject({
      status: 422,
      json: { errors: { 'claim.disrupted_leg': ['invalid_value'] } },
    });
    const tooMany = { ...NEW_CLAIM, connecting_flights: Array(4).fill(NEW_CLAIM.flight) };
    expect((await demo.post(`/widgets/data/${create}`, { action: 'create', claim: tooMany })).status).toBe(
      422,
    );
    expect(await count()).toBe(before);
  });

  it('refuses to change a closed claim, and changes nothing', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const closed = await widgetId(demo, 'closed_contracts', 'claim-list');
    const claims = ((await demo.post(`/widgets/data/${closed}`, {})).json as { data: { claims: Claim[] } })
      .data.claims;
    const paid = claims.find((c) => c.case_number === 'FP-2025-087331')!;
    const edit = await widgetId(demo, 'contract_claim', 'claim-edit');
    const changes = {
      flight: { airline: 'Air France', flight_number: 'AF1999', flight_date: '2025-12-21' },
      passengers: paid.passengers,
      policy_number: null,
    };
    expect(await demo.post(`/widgets/data/${edit}`, { claim_id: paid.id, changes })).toMatchObject({
      status: 409,
      json: { message: 'claim_closed' },
    });
    const after = claimOf(await demo.post(`/widgets/data/${edit}`, { claim_id: paid.id }));
    expect(after.flight.flight_number).toBe('AF1404');
  });

  it('pages, sorts and filters a claim’s payments', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const closed = await widgetId(demo, 'closed_contracts', 'claim-list');
    const claims = ((await demo.post(`/widgets/data/${closed}`, {})).json as { data: { claims: Claim[] } })
      .data.claims;
    const paid = claims.find((c) => c.case_number === 'FP-2025-087331')!;
    expect((await demo.get('/grid/payments')).json).toMatchObject({ columns: [{ key: 'at' }, {}, {}, {}] });
    const page = await demo.post('/grid/payments', {
      page: 1,
      per_page: 2,
      sort: { key: 'amount', dir: 'desc' },
      params: { claim_id: paid.id },
    });
    expect(page.json).toMatchObject({ total: 3, rows: [{ amount: 50000 }, { amount: 35124 }] });
    const filtered = await demo.post('/grid/payments', {
      filters: { kind: 'fee' },
      params: { claim_id: paid.id },
    });
    expect(filtered.json).toMatchObject({ total: 1, rows: [{ kind: 'fee' }] });
    expect((await demo.get('/grid/unknown')).status).toBe(404);
  });

  it('keeps templates per user and checks IBANs', async () => {
    const demo = await signedIn(server.url, 'demo@example.com', 'Demo1234');
    const other = await signedIn(server.url, 'other@example.com', 'Other1234');
    const bad = await demo.post('/templates', {
      kind: 'bank_account',
      holder: 'Julia',
      iban: 'DE89 3704 0044 0532 0130 01',
    });
    expect(bad).toMatchObject({ status: 422, json: { errors: { iban: ['invalid_value'] } } });
    const ok = await demo.post('/templates', {
      kind: 'bank_account',
      holder: 'Julia',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(ok).toMatchObject({ status: 201, json: { iban: 'DE89370400440532013000' } });
    const id = (ok.json as { id: number }).id;
    expect((await other.get('/templates')).json).toEqual([]);
    expect((await other.request('DELETE', `/templates/${id}`, { body: {} })).status).toBe(404);
    expect((await demo.get('/templates')).json).toHaveLength(1);
    expect((await demo.request('DELETE', `/templates/${id}`, { body: {} })).status).toBe(200);
  });
});

describe('GET /settings', () => {
  it('returns the tracking settings as a JSON string', async () => {
    const anon = new TestBrowser(server.url);
    const res = (await anon.get('/settings')).json as { Tracking?: { settings: string } };
    expect(JSON.parse(res.Tracking!.settings)).toEqual({ heatmap: { enabled: false, site_id: null } });
  });
});
