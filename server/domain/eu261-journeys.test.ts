import { describe, expect, it } from 'vitest';
import type { EstimateRequest, EstimateResult } from '../../contract';
import { findAirline } from './airlines';
import { estimate } from './eu261';
import { delay, leg } from './eu261.cases';

const result = (input: EstimateRequest): EstimateResult => {
  const answer = estimate(input);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.result;
};

describe('Schenkel C-173/07: a round trip or open jaw booked together is two journeys', () => {
  it('says the split, which part is judged, and its source', () => {
    const r = result(delay([leg('FRA', 'DXB', 'EK'), leg('DXB', 'FRA', 'EK')], 300, { disrupted_leg: 1 }));
    expect(r.steps[0]).toEqual({
      code: 'journey_split',
      values: {
        kind: 'round_trip',
        judged: 'return',
        outbound_from: 'FRA',
        outbound_to: 'DXB',
        return_from: 'DXB',
        return_to: 'FRA',
      },
      sources: ['schenkel'],
    });
  });
  it('an open jaw: out to Dubai, back to Munich', () => {
    const r = result(delay([leg('FRA', 'DXB', 'EK'), leg('DXB', 'MUC', 'EK')], 300));
    expect(r.steps[0]?.values).toMatchObject({ kind: 'open_jaw', judged: 'outbound', return_to: 'MUC' });
    expect(r.steps.find((s) => s.code === 'distance')?.values).toMatchObject({ from: 'FRA', to: 'DXB' });
  });
  it('a connection through a hub is one journey, even when it doubles back (Munich–Istanbul–Athens)', () => {
    const r = result(delay([leg('MUC', 'IST', 'TK'), leg('IST', 'ATH', 'TK')], 300));
    expect(r.steps.map((s) => s.code)).not.toContain('journey_split');
    expect(r.steps[0]?.code).toBe('connection');
  });
  it('a round trip with connections splits at the farthest airport', () => {
    const r = result(
      delay(
        [leg('HAM', 'FRA', 'LH'), leg('FRA', 'JFK', 'LH'), leg('JFK', 'FRA', 'LH'), leg('FRA', 'HAM', 'LH')],
        300,
        {
          disrupted_leg: 3,
        },
      ),
    );
    expect(r.steps[0]?.values).toMatchObject({ outbound_to: 'JFK', return_from: 'JFK', judged: 'return' });
    expect(r.steps[1]).toMatchObject({ code: 'connection', values: { from: 'JFK', to: 'HAM', via: 'FRA' } });
  });
});

describe('territories where the regulation does not apply, with the act that excludes them', () => {
  it.each([
    ['SBH', 'SXM', 'WM', 'saint_barthelemy', 'decision_2010_718'],
    ['ECN', 'IST', 'TK', 'northern_cyprus', 'protocol_10_cyprus'],
    ['LYR', 'OSL', 'BA', 'svalbard', 'eea_protocol_40'],
  ])('%s: %s', (from, to, carrier, territory, source) => {
    const r = result(delay([leg(from, to, carrier)], 300));
    expect(r.steps[0]).toEqual({
      code: 'territory_outside',
      values: { airport: from, territory },
      sources: [source],
    });
  });
});

describe('the answer names the booking’s airports and airlines in full', () => {
  it('each once, in the order of the flights', () => {
    const r = result(delay([leg('FRA', 'DXB', 'EK'), leg('DXB', 'FRA', 'EK')], 300));
    expect(r.places.airports.map((a) => [a.code, a.city, a.country_code])).toEqual([
      ['FRA', 'Frankfurt', 'DE'],
      ['DXB', 'Dubai', 'AE'],
    ]);
    expect(r.places.airlines).toEqual([
      { code: 'EK', name: 'Emirates', country: 'United Arab Emirates', country_code: 'AE' },
    ]);
  });
});

describe('airline data without defunct airlines or placeholder codes', () => {
  it('XX and 00 are no airline: unknown_carrier', () => {
    expect(findAirline('XX')).toBeNull();
    expect(findAirline('00')).toBeNull();
    expect(estimate(delay([leg('FRA', 'JFK', 'XX')], 300))).toEqual({
      ok: false,
      errors: { 'legs.0.carrier': ['unknown_carrier'] },
    });
    expect(estimate(delay([leg('FRA', 'JFK', '00')], 300))).toEqual({
      ok: false,
      errors: { 'legs.0.carrier': ['unknown_carrier'] },
    });
  });
  it('a code only defunct airlines had is unknown (7A: Aztec Worldwide; GD: Air Alpha Greenland, GoDutch)', () => {
    expect(findAirline('7A')).toBeNull();
    expect(findAirline('GD')).toBeNull();
    // PC was also Air Fiji and Continental Airways (defunct): the active Pegasus.
    expect(findAirline('PC')).toMatchObject({ name: 'Pegasus Airlines' });
  });
});
