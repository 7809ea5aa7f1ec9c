import type { AirlineName, AirportName, EstimatePlaces, Locale, PlaceKind } from '../../../contract';
import { toLanguageTag } from '../../../contract';

/**
 * Airports and airlines as the calculator shows them: "Frankfurt Main (FRA)", "John F Kennedy
 * International, New York (JFK)", "Lufthansa (LH)"; what was typed in a box and the code chosen.
 */

export type PlaceName = AirportName | AirlineName;

const isAirport = (p: PlaceName): p is AirportName => 'city' in p;

/** The full name with the code; an airport's city where its name does not say it. */
export function placeLabel(p: PlaceName): string {
  if (!isAirport(p) || p.name.toLowerCase().includes(p.city.toLowerCase())) return `${p.name} (${p.code})`;
  return `${p.name}, ${p.city} (${p.code})`;
}

/** A country in the reader's language (Intl), or as the data set names it. */
export function countryName(p: { country: string; country_code: string | null }, locale: Locale): string {
  if (!p.country_code) return p.country;
  try {
    return new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' }).of(p.country_code) ?? p.country;
  } catch {
    return p.country;
  }
}

/** What a box holds: the text shown and the IATA code it stands for ('' while none is chosen). */
export type PlaceDraft = { text: string; code: string };
export const emptyPlace: PlaceDraft = { text: '', code: '' };

const CODE: Record<PlaceKind, RegExp> = { airport: /^[A-Za-z]{3}$/, airline: /^[A-Za-z0-9]{2}$/ };
const LABELLED: Record<PlaceKind, RegExp> = {
  airport: /\(([A-Z]{3})\)\s*$/,
  airline: /\(([A-Z0-9]{2})\)\s*$/,
};

/** The code a text stands for: a code typed as such ("fra", "LH") or a label ending in one. */
export function typedCode(kind: PlaceKind, text: string): string {
  const t = text.trim();
  if (CODE[kind].test(t)) return t.toUpperCase();
  return LABELLED[kind].exec(t)?.[1] ?? '';
}

/** A box's draft for a code (a pre-filled or typed code), or for a chosen match. */
export const placeDraft = (kind: PlaceKind, text: string): PlaceDraft => ({
  text,
  code: typedCode(kind, text),
});
export const chosen = (p: PlaceName): PlaceDraft => ({ text: placeLabel(p), code: p.code });

/** The names of an answer by code, for wording its steps. */
export function namesOf(places: EstimatePlaces): Map<string, PlaceName> {
  return new Map<string, PlaceName>([
    ...places.airports.map((a) => [a.code, a] as const),
    ...places.airlines.map((a) => [a.code, a] as const),
  ]);
}
