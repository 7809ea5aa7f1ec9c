import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  AirlineCode,
  AirportCode,
  Disruption,
  EstimateReason,
  MAX_BOOKING_LEGS,
  Minutes,
  NoticeDays,
  Rerouting,
} from './claim';
import { Cents, ErrorBody, ValidationErrorBody } from './common';
import { EstimatePlaces, PlaceSearchQuery, PlaceSearchResult } from './places';

/**
 * The EU 261 estimate: what a passenger is owed under Regulation (EC) 261/2004 for one
 * booking, with every step of the reasoning and the article or judgment it rests on. The rules
 * live in server/domain/eu261.ts; the SPA words steps and sources through i18next.
 */

/** One flight of the booking: from, to, and the airline that operated it (IATA code). */
export const EstimateLeg = z.object({
  departure_airport: AirportCode,
  arrival_airport: AirportCode,
  carrier: AirlineCode,
});
export type EstimateLeg = z.infer<typeof EstimateLeg>;

/** The most flights one booking may have here. */
export const MAX_ESTIMATE_LEGS = MAX_BOOKING_LEGS;

/**
 * The facts of one booking. A delay needs `arrival_delay_minutes` (at the final destination, when
 * a door opened); a cancellation `notice_days` (whole days before the scheduled departure the
 * passenger was told); `rerouting` (cancellation, denied boarding) is absent or null when none was
 * offered. `disrupted_leg` (index into `legs`, default 0) names the flight that went wrong: its
 * carrier is the operating carrier of Art. 3(1)(b).
 */
export const EstimateRequest = z.object({
  legs: z.array(EstimateLeg).min(1).max(MAX_ESTIMATE_LEGS),
  disrupted_leg: z
    .number()
    .int()
    .min(0)
    .max(MAX_ESTIMATE_LEGS - 1)
    .optional(),
  disruption: Disruption,
  arrival_delay_minutes: Minutes.optional(),
  notice_days: NoticeDays.optional(),
  rerouting: Rerouting.nullable().optional(),
  reason: EstimateReason.optional(),
});
export type EstimateRequest = z.infer<typeof EstimateRequest>;

/** What each reasoning step says; the SPA words it as `estimate.step.<code>` with its values. */
export const ESTIMATE_STEP_CODES = [
  'journey_split',
  'territory_outside',
  'connection',
  'scope_departure',
  'scope_arrival_carrier',
  'scope_outside',
  'delay_final_arrival',
  'delay_under_3h',
  'delay_3h_or_more',
  'cancellation_notice_14_days',
  'cancellation_rerouting_within',
  'cancellation_rerouting_outside',
  'cancellation_no_rerouting',
  'denied_boarding',
  'reason_denied_boarding',
  'reason_none',
  'reason_not_extraordinary',
  'reason_extraordinary',
  'distance',
  'amount',
  'reduction_rerouting',
  'reduction_delay',
] as const;
export const EstimateStepCode = z.enum(ESTIMATE_STEP_CODES);
export type EstimateStepCode = z.infer<typeof EstimateStepCode>;

/** The article or judgment a step rests on; the SPA words it as `estimate.source.<code>`. */
export const ESTIMATE_SOURCES = [
  'art3_1_a',
  'art3_1_b',
  'art4_3',
  'art5_1_c_i',
  'art5_1_c_ii',
  'art5_1_c_iii',
  'art5_3',
  'recital_14',
  'art7_1_a',
  'art7_1_b',
  'art7_1_c',
  'art7_2',
  'art7_4',
  'sturgeon',
  'folkerts',
  'germanwings',
  'bossen',
  'wegener',
  'wallentin_hermann',
  'krusemann',
  'airhelp_sas',
  'peskova',
  'finnair',
  'schenkel',
  'decision_2010_718',
  'protocol_10_cyprus',
  'eea_protocol_40',
] as const;
export const EstimateSource = z.enum(ESTIMATE_SOURCES);
export type EstimateSource = z.infer<typeof EstimateSource>;

/** One step of the reasoning: its code, the values it used (airports, minutes, cents, …) and its sources. */
export const EstimateStep = z.object({
  code: EstimateStepCode,
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  sources: z.array(EstimateSource).min(1),
});
export type EstimateStep = z.infer<typeof EstimateStep>;

/** The answer: the amount per passenger in euro cents (0 when nothing is due) and the reasoning in order. */
export const EstimateResult = z.object({
  amount_per_passenger: Cents.min(0),
  /**
   * Great-circle distance first departure → final destination of the journey judged (Art. 7(4),
   * Bossen): a round trip or open jaw is split into outbound and return (Schenkel C-173/07).
   */
  distance_km: z.number().int().min(0),
  steps: z.array(EstimateStep).min(1),
  /** The booking's airports and airlines, named in full. */
  places: EstimatePlaces,
});
export type EstimateResult = z.infer<typeof EstimateResult>;

const c = initContract();

export const estimateContract = c.router({
  estimate: {
    method: 'POST',
    path: '/estimate',
    metadata: { access: 'public' } as const,
    body: EstimateRequest,
    // 422: a field the schema refuses, an unknown airport (unknown_airport) or airline
    // (unknown_carrier), flights that do not connect (legs_not_connected), a fact the
    // disruption needs missing (required).
    responses: { 200: EstimateResult, 403: ErrorBody, 422: ValidationErrorBody },
    summary: 'The EU 261 compensation per passenger for one booking, with its reasoning and sources',
  },
  places: {
    method: 'GET',
    path: '/estimate/places',
    metadata: { access: 'public' } as const,
    query: PlaceSearchQuery,
    // 422: no kind, or nothing (or over 80 characters) typed.
    responses: { 200: PlaceSearchResult, 422: ValidationErrorBody },
    summary: 'Airports by city, name or IATA code, or airlines by name or IATA code, best match first',
  },
});
