import { describe, expect, it } from 'vitest';
import type { NewClaimInput } from '../../contract';
import { claimEstimate } from './claim-writes';

/** A new flight-problem claim on one flight: its amount per passenger follows POST /estimate's rules. */
const claim = (facts: Partial<Extract<NewClaimInput, { scope: 'fairplane' }>>, flight = {}) =>
  ({
    scope: 'fairplane',
    flight: {
      airline: 'Lufthansa',
      airline_code: 'LH',
      flight_number: 'LH400',
      flight_date: '2026-08-14',
      departure_airport: 'FRA',
      arrival_airport: 'JFK',
      ...flight,
    },
    passengers: [{ first_name: 'Julia', last_name: 'Becker', email: null }],
    disruption: 'delay',
    ...facts,
  }) as Extract<NewClaimInput, { scope: 'fairplane' }>;

describe('a new claim’s amount (the estimate’s rules on the claim’s flight)', () => {
  it('a 5-hour delay over 3,500 km: €600 (Art. 7(1)(c)); 3.5 hours: €300 (Art. 7(2)(c), Sturgeon)', () => {
    expect(claimEstimate(claim({ delay_hours: 5 }))).toBe(60000);
    expect(claimEstimate(claim({ delay_hours: 3.5 }))).toBe(30000);
  });
  it('weather excuses (Art. 5(3)), a technical fault does not (Wallentin-Hermann C-549/07)', () => {
    expect(claimEstimate(claim({ delay_hours: 5, reason: 'weather' }))).toBe(0);
    expect(claimEstimate(claim({ delay_hours: 5, reason: 'technical_fault' }))).toBe(60000);
  });
  it('a cancellation announced 14 days ahead gives nothing (Art. 5(1)(c)(i)); notice not told counts as on the day', () => {
    expect(claimEstimate(claim({ disruption: 'cancellation', notice_days: 14 }))).toBe(0);
    expect(claimEstimate(claim({ disruption: 'cancellation' }))).toBe(60000);
  });
  it('arrival in the EU on a non-EU airline is not covered (Art. 3(1)(b)); an airline the data set lacks gives 0', () => {
    expect(
      claimEstimate(
        claim({ delay_hours: 5 }, { departure_airport: 'JFK', arrival_airport: 'FRA', airline_code: 'UA' }),
      ),
    ).toBe(0);
    expect(claimEstimate(claim({ delay_hours: 5 }, { airline_code: 'Q0' }))).toBe(0);
  });
  it('a connection is judged from first departure to final destination (Bossen C-559/16) on the disrupted flight’s airline', () => {
    const feeder = {
      ...claim({}).flight,
      flight_number: 'LH1',
      departure_airport: 'HAM',
      arrival_airport: 'FRA',
    };
    const onward = claim({}).flight; // FRA → JFK
    // HAM → JFK over 3,500 km, 5 hours late at New York: €600 (Art. 7(1)(c)); HAM → FRA alone is under 1,500 km.
    expect(claimEstimate(claim({ delay_hours: 5, connecting_flights: [onward] }, feeder))).toBe(60000);
    expect(claimEstimate(claim({ delay_hours: 5 }, feeder))).toBe(25000);
    // JFK → FRA on United, then FRA → HAM on Lufthansa: covered only when the EU airline's flight went wrong (Art. 3(1)(b)).
    const inbound = { ...onward, airline_code: 'UA', departure_airport: 'JFK', arrival_airport: 'FRA' };
    const home = { ...feeder, departure_airport: 'FRA', arrival_airport: 'HAM' };
    const booking = { delay_hours: 5, connecting_flights: [home] };
    expect(claimEstimate(claim({ ...booking, disrupted_leg: 0 }, inbound))).toBe(0);
    expect(claimEstimate(claim({ ...booking, disrupted_leg: 1 }, inbound))).toBe(60000);
  });
});
