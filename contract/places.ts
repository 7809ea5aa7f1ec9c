import { z } from 'zod';
import { AirlineCode, AirportCode } from './claim';
import { Text } from './common';

/**
 * Airports and airlines as the EU 261 calculator finds and names them: by city, airport name or
 * IATA code, by airline name or IATA code. Names are those of the data set (OpenFlights, in
 * English); `country_code` (ISO 3166-1 alpha-2, where known) lets the SPA word the country in
 * the reader's language.
 */

export const PLACE_KINDS = ['airport', 'airline'] as const;
export const PlaceKind = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKind>;

/** The most matches one search answers. */
export const MAX_PLACE_MATCHES = 8;

/** `GET /estimate/places?kind=airport&q=Frankfurt`: what was typed, as it was typed (1–80 characters). */
export const PlaceSearchQuery = z.object({
  kind: PlaceKind,
  q: Text(80).trim().min(1),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuery>;

const country = {
  /** The country as the data set names it (English). */
  country: z.string(),
  /** ISO 3166-1 alpha-2, where the data set's country name is one. */
  country_code: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
};

/** An airport: its IATA code, its name and its city (as the data set has them). */
export const AirportName = z.object({ code: AirportCode, name: z.string(), city: z.string(), ...country });
export type AirportName = z.infer<typeof AirportName>;

/** An airline: its IATA code and its name (active airlines only, no placeholder codes). */
export const AirlineName = z.object({ code: AirlineCode, name: z.string(), ...country });
export type AirlineName = z.infer<typeof AirlineName>;

/** The matches, best first: the exact code, then names starting with what was typed, then the rest. */
export const PlaceSearchResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('airport'), matches: z.array(AirportName).max(MAX_PLACE_MATCHES) }),
  z.object({ kind: z.literal('airline'), matches: z.array(AirlineName).max(MAX_PLACE_MATCHES) }),
]);
export type PlaceSearchResult = z.infer<typeof PlaceSearchResult>;

/** The airports and airlines of one estimate, named in full (the SPA shows names, not bare codes). */
export const EstimatePlaces = z.object({
  airports: z.array(AirportName),
  airlines: z.array(AirlineName),
});
export type EstimatePlaces = z.infer<typeof EstimatePlaces>;
