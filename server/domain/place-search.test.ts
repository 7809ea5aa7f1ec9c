import { describe, expect, it } from 'vitest';
import { searchAirlines } from './airlines';
import { searchAirports } from './airports';

const codes = (list: { code: string }[]) => list.map((m) => m.code);

describe('airport search: by city, airport name and IATA code', () => {
  it('a city finds its airports, the main one first ("Frankfurt" → FRA)', () => {
    expect(codes(searchAirports('Frankfurt', 8))[0]).toBe('FRA');
    expect(codes(searchAirports('frankfurt', 8))).toContain('HHN');
  });
  it('"New York" finds JFK and LaGuardia, not New Orleans Lakefront (NEW)', () => {
    const found = codes(searchAirports('New York', 8));
    expect(found).toEqual(expect.arrayContaining(['JFK', 'LGA']));
    expect(found).not.toContain('NEW');
  });
  it('an exact code comes first, whatever the case', () => {
    expect(codes(searchAirports('jfk', 8))[0]).toBe('JFK');
    expect(codes(searchAirports('NEW', 8))[0]).toBe('NEW');
  });
  it('an airport name ("Heathrow", "Kennedy") and accents ignored ("Zürich")', () => {
    expect(codes(searchAirports('Heathrow', 8))).toEqual(['LHR']);
    expect(codes(searchAirports('Kennedy', 8))).toContain('JFK');
    expect(codes(searchAirports('Zürich', 8))[0]).toBe('ZRH');
  });
  it('names the airport in full, with its city and country code', () => {
    expect(searchAirports('JFK', 1)[0]).toEqual({
      code: 'JFK',
      name: 'John F Kennedy International',
      city: 'New York',
      country: 'United States',
      country_code: 'US',
    });
  });
  it('offers airports only: no railway stations, heliports or city codes (Frankfurt Hbf ZRB, NYC)', () => {
    expect(codes(searchAirports('Frankfurt', 8))).not.toContain('ZRB');
    expect(codes(searchAirports('New York', 8))).not.toContain('NYC');
    expect(codes(searchAirports('New York', 8))).not.toContain('JRB');
  });
  it('at most the limit, nothing for nonsense', () => {
    expect(searchAirports('a', 8)).toHaveLength(8);
    expect(searchAirports('qqqxqq', 8)).toEqual([]);
  });
});

describe('airline search: by name and IATA code', () => {
  it('"Lufthansa" → LH first; "lh" → LH', () => {
    expect(codes(searchAirlines('Lufthansa', 8))[0]).toBe('LH');
    expect(searchAirlines('lh', 8)[0]).toEqual({
      code: 'LH',
      name: 'Lufthansa',
      country: 'Germany',
      country_code: 'DE',
    });
  });
  it('finds by another name the data set has (alias "Emirates Airlines")', () => {
    expect(codes(searchAirlines('Emirates Airlines', 8))).toContain('EK');
  });
  it('offers no defunct airline and no placeholder code', () => {
    expect(searchAirlines('XX', 8).map((m) => m.code)).not.toContain('XX');
    expect(searchAirlines('AirOne', 8).map((m) => m.code)).not.toContain('00');
    expect(codes(searchAirlines('Formosa', 8))).not.toContain('VY');
  });
});
