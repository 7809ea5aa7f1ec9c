import { greatCircleKm } from './airports';

/**
 * Schenkel (C-173/07): a journey out and back is two flights, even when booked together. A
 * booking is split where the passenger turned back: at the airport farthest from the first
 * departure, when the final destination lies nearer the first departure than that airport (a
 * round trip, or an open jaw coming back elsewhere). A connection that doubles back towards a
 * hub (Munich–Istanbul–Athens) ends farther from its start than from the hub and stays one journey.
 */

type Point = { code: string; lat: number; lon: number };
type Leg = { from: Point; to: Point };

export type Split = {
  kind: 'round_trip' | 'open_jaw';
  /** Index of the first flight of the return. */
  returnStart: number;
};

/** Where a booking of `legs` splits into outbound and return, or null for one journey. */
export function splitOf(legs: readonly Leg[]): Split | null {
  if (legs.length < 2) return null;
  const origin = legs[0]!.from;
  const last = legs[legs.length - 1]!.to;
  let turn = 0;
  legs.forEach((l, i) => {
    if (greatCircleKm(origin, l.to) > greatCircleKm(origin, legs[turn]!.to)) turn = i;
  });
  if (turn === legs.length - 1) return null;
  if (greatCircleKm(last, origin) >= greatCircleKm(last, legs[turn]!.to)) return null;
  return { kind: last.code === origin.code ? 'round_trip' : 'open_jaw', returnStart: turn + 1 };
}
