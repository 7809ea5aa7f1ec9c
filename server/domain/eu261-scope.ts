import type { EstimateRequest, EstimateSource, EstimateStep, EstimateStepCode } from '../../contract';
import { greatCircleKm } from './airports';
import { splitOf } from './eu261-journeys';
import { airportInRegion, inRegion, OUTSIDE_TERRITORIES } from './eu261-region';

/**
 * Regulation (EC) 261/2004, what the rules read of a booking before they weigh the disruption: the
 * journey judged (Schenkel), its ends, carrier and distance band (Art. 7), and whether the
 * regulation applies to it at all (Art. 3(1)).
 */

/** Art. 7(1) distance limits in km. */
export const SHORT_MAX_KM = 1500;
export const MEDIUM_MAX_KM = 3500;
/** Art. 7(2)(a)–(c): the rerouting within which the amount may be halved; by Sturgeon, a long-haul delay too (c). */
export const REDUCTION_LIMIT_MINUTES = { short: 120, medium: 180, long: 240 } as const;

export type Place = { code: string; country: string; lat: number; lon: number };
export type Carrier = { code: string; name: string; country: string };
export type ResolvedLeg = { from: Place; to: Place; carrier: Carrier };
/** A booking with its airports and airlines looked up; the facts as in the request. */
export type Journey = Omit<EstimateRequest, 'legs'> & { legs: ResolvedLeg[] };

export type Band = 'short' | 'medium' | 'long';

/** Records one step of the reasoning. */
export type Step = (
  code: EstimateStepCode,
  values: EstimateStep['values'],
  sources: EstimateSource[],
) => void;

/** What the rules read of a journey: its ends, the disrupted flight's carrier and the distance band. */
export interface Facts {
  journey: Journey;
  first: Place;
  last: Place;
  carrier: Carrier;
  distance_km: number;
  intraRegion: boolean;
  band: Band;
  /** Art. 7(2): the lateness within which the amount is halved. */
  limit: number;
}

/**
 * The journey the disrupted flight belongs to: a round trip or an open jaw booked together is two
 * journeys, outbound and return (Schenkel C-173/07); a booking that does not turn back is one.
 */
export function judged(booking: Journey, step: Step): Journey {
  const split = splitOf(booking.legs.map((l) => ({ from: l.from, to: l.to })));
  if (!split) return booking;
  const legs = booking.legs;
  const disrupted = Math.min(booking.disrupted_leg ?? 0, legs.length - 1);
  const isReturn = disrupted >= split.returnStart;
  const outbound = legs.slice(0, split.returnStart);
  const back = legs.slice(split.returnStart);
  step(
    'journey_split',
    {
      kind: split.kind,
      judged: isReturn ? 'return' : 'outbound',
      outbound_from: outbound[0]!.from.code,
      outbound_to: outbound[outbound.length - 1]!.to.code,
      return_from: back[0]!.from.code,
      return_to: back[back.length - 1]!.to.code,
    },
    ['schenkel'],
  );
  return {
    ...booking,
    legs: isReturn ? back : outbound,
    disrupted_leg: isReturn ? disrupted - split.returnStart : disrupted,
  };
}

/** The facts of the journey judged. */
export function factsOf(journey: Journey): Facts {
  const legs = journey.legs;
  const first = legs[0]!.from;
  const last = legs[legs.length - 1]!.to;
  const carrier = legs[Math.min(journey.disrupted_leg ?? 0, legs.length - 1)]!.carrier;
  const distance_km = Math.round(greatCircleKm(first, last));
  const intraRegion = airportInRegion(first) && airportInRegion(last);
  const band: Band =
    distance_km <= SHORT_MAX_KM ? 'short' : intraRegion || distance_km <= MEDIUM_MAX_KM ? 'medium' : 'long';
  return {
    journey,
    first,
    last,
    carrier,
    distance_km,
    intraRegion,
    band,
    limit: REDUCTION_LIMIT_MINUTES[band],
  };
}

/** A booking of several flights is judged as one journey, first departure to final destination. */
export function noteConnection({ journey: { legs }, first, last }: Facts, step: Step): void {
  if (legs.length === 1) return;
  const via = legs
    .slice(1)
    .map((l) => l.from.code)
    .join(', ');
  step('connection', { from: first.code, to: last.code, via, flights: legs.length }, ['wegener']);
}

/**
 * Scope, Art. 3(1): a departure in the region, or an arrival there on a carrier of the region. An
 * end in a territory where the regulation does not apply (Saint-Barthélemy, northern Cyprus,
 * Svalbard) is said first, with the act that excludes it.
 */
export function inScope({ first, last, carrier }: Facts, step: Step): boolean {
  for (const end of first.code === last.code ? [first] : [first, last]) {
    const outside = OUTSIDE_TERRITORIES[end.code];
    if (outside)
      step('territory_outside', { airport: end.code, territory: outside.territory }, [outside.source]);
  }
  const carrierValues = {
    carrier: carrier.code,
    carrier_name: carrier.name,
    carrier_country: carrier.country,
  };
  if (airportInRegion(first))
    step('scope_departure', { airport: first.code, country: first.country }, ['art3_1_a']);
  else if (airportInRegion(last) && inRegion(carrier.country))
    step('scope_arrival_carrier', { airport: last.code, country: last.country, ...carrierValues }, [
      'art3_1_b',
    ]);
  else {
    const ends = {
      departure: first.code,
      departure_country: first.country,
      arrival: last.code,
      arrival_country: last.country,
    };
    step('scope_outside', { ...ends, ...carrierValues }, ['art3_1_a', 'art3_1_b']);
    return false;
  }
  return true;
}
