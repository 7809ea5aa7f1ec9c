import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EstimateResult, PlaceSearchResult } from '../../contract';
import { WORKED_CASES } from '../domain/eu261.cases';
import { startTestServer, TestBrowser, type TestServer } from '../testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(() => server?.close());

/** An anonymous visitor with the CSRF cookie the SPA fetches first. */
async function visitor() {
  const b = new TestBrowser(server.url);
  await b.get('/login_check');
  return b;
}

describe('POST /estimate (public)', () => {
  it('answers without a session: Frankfurt–New York 5 h late, €600 (Art. 7(1)(c))', async () => {
    const res = await (
      await visitor()
    ).post('/estimate', {
      legs: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
      disruption: 'delay',
      arrival_delay_minutes: 300,
    });
    expect(res.status).toBe(200);
    const result = EstimateResult.parse(res.json);
    expect(result.amount_per_passenger).toBe(60000);
    expect(result.steps.map((s) => s.code)).toEqual([
      'scope_departure',
      'delay_final_arrival',
      'delay_3h_or_more',
      'reason_none',
      'distance',
      'amount',
    ]);
  });

  it('answers every worked case of the rules the same: amount and reasoning', async () => {
    const b = await visitor();
    for (const c of WORKED_CASES) {
      const res = await b.post('/estimate', c.input);
      expect(res.status, c.name).toBe(200);
      const result = EstimateResult.parse(res.json);
      expect({ amount: result.amount_per_passenger, steps: result.steps.map((s) => s.code) }, c.name).toEqual(
        {
          amount: c.amount,
          steps: c.steps,
        },
      );
      if (c.about_km)
        expect(Math.abs(result.distance_km - c.about_km), c.name).toBeLessThanOrEqual(c.about_km / 100);
    }
  });

  it('answers 422 with message codes for unknown airports and airlines and missing facts', async () => {
    const b = await visitor();
    const unknown = await b.post('/estimate', {
      legs: [{ departure_airport: 'XQZ', arrival_airport: 'JFK', carrier: 'Q0' }],
      disruption: 'cancellation',
    });
    expect(unknown).toMatchObject({
      status: 422,
      json: {
        message: 'validation_failed',
        errors: {
          'legs.0.departure_airport': ['unknown_airport'],
          'legs.0.carrier': ['unknown_carrier'],
          notice_days: ['required'],
        },
      },
    });
  });

  it('answers 422 for what the schema refuses: no flights, a bad code, too many flights', async () => {
    const b = await visitor();
    for (const body of [
      { legs: [], disruption: 'delay', arrival_delay_minutes: 300 },
      { legs: [{ departure_airport: 'fra', arrival_airport: 'JFK', carrier: 'LH' }], disruption: 'delay' },
      {
        legs: Array.from({ length: 5 }, () => ({
          departure_airport: 'FRA',
          arrival_airport: 'JFK',
          carrier: 'LH',
        })),
        disruption: 'denied_boarding',
      },
      { legs: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }], disruption: 'strike' },
    ]) {
      const res = await b.post('/estimate', body);
      expect(res.status).toBe(422);
      expect(res.json).toMatchObject({ message: 'validation_failed' });
    }
  });

  it('refuses a POST without the CSRF token (403)', async () => {
    const res = await (
      await visitor()
    ).post(
      '/estimate',
      {
        legs: [{ departure_airport: 'FRA', arrival_airport: 'JFK', carrier: 'LH' }],
        disruption: 'denied_boarding',
      },
      { csrf: false },
    );
    expect(res.status).toBe(403);
  });
});

describe('GET /estimate/places (public)', () => {
  const search = async (kind: string, q: string) => {
    const res = await (await visitor()).get(`/estimate/places?kind=${kind}&q=${encodeURIComponent(q)}`);
    return res;
  };
  const codes = async (kind: string, q: string) => {
    const res = await search(kind, q);
    expect(res.status).toBe(200);
    return PlaceSearchResult.parse(res.json).matches.map((m) => m.code);
  };

  it('finds airports by city, name and code: "Frankfurt" offers FRA first, "New York" JFK', async () => {
    expect((await codes('airport', 'Frankfurt'))[0]).toBe('FRA');
    expect(await codes('airport', 'New York')).toContain('JFK');
    expect(await codes('airport', 'Heathrow')).toEqual(['LHR']);
    expect((await codes('airport', 'muc'))[0]).toBe('MUC');
  });
  it('finds airlines by name and code: "Lufthansa" offers LH first; no placeholder XX', async () => {
    expect((await codes('airline', 'Lufthansa'))[0]).toBe('LH');
    expect((await codes('airline', 'ek'))[0]).toBe('EK');
    expect(await codes('airline', 'XX')).not.toContain('XX');
  });
  it('answers the kind asked and the names in full', async () => {
    const res = await search('airport', 'JFK');
    expect(res.json).toMatchObject({
      kind: 'airport',
      matches: [{ code: 'JFK', name: 'John F Kennedy International', city: 'New York', country_code: 'US' }],
    });
  });
  it('answers 422 without a kind, with nothing typed, or with over 80 characters', async () => {
    for (const path of [
      '/estimate/places?q=Frankfurt',
      '/estimate/places?kind=train&q=Frankfurt',
      '/estimate/places?kind=airport&q=',
      '/estimate/places?kind=airport&q=%20%20',
      `/estimate/places?kind=airport&q=${'a'.repeat(81)}`,
    ]) {
      const res = await (await visitor()).get(path);
      expect(res.status, path).toBe(422);
      expect(res.json, path).toMatchObject({ message: 'validation_failed' });
    }
  });
});
