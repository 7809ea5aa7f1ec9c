import type { Estimate } from '../../contract';
import { findAirport, greatCircleKm } from './airports';

/** Where Regulation (EC) 261/2004 applies: the EU member states plus Iceland, Norway and Switzerland. */
const EU261_COUNTRIES = new Set([
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Iceland',
  'Norway',
  'Switzerland',
]);

export type EstimateInput = {
  departure_airport: string;
  arrival_airport: string;
  disruption?: 'delay' | 'cancellation' | 'denied_boarding' | undefined;
  delay_hours?: number | undefined;
};

/**
 * The EU 261 compensation per passenger: €250 up to 1,500 km; €400 within the EU over 1,500 km or for
 * other flights of 1,500–3,500 km; €600 otherwise; halved for a 3–4 h delay over 3,500 km outside the
 * EU; nothing for a delay under 3 hours at arrival. Null when an airport is unknown.
 */
export function estimate(input: EstimateInput): Estimate | null {
  const from = findAirport(input.departure_airport);
  const to = findAirport(input.arrival_airport);
  if (!from || !to) return null;
  const distance_km = Math.round(greatCircleKm(from, to));
  const intra_eu = EU261_COUNTRIES.has(from.country) && EU261_COUNTRIES.has(to.country);
  const delayed = (input.disruption ?? 'delay') === 'delay';
  const hours = input.delay_hours ?? 0;
  if (delayed && hours < 3) return { distance_km, intra_eu, amount_per_passenger: 0, rule: 'delay_under_3h' };
  if (distance_km <= 1500) return { distance_km, intra_eu, amount_per_passenger: 25000, rule: 'short' };
  if (intra_eu || distance_km <= 3500)
    return { distance_km, intra_eu, amount_per_passenger: 40000, rule: 'medium' };
  if (delayed && hours < 4)
    return { distance_km, intra_eu, amount_per_passenger: 30000, rule: 'long_halved' };
  return { distance_km, intra_eu, amount_per_passenger: 60000, rule: 'long' };
}
