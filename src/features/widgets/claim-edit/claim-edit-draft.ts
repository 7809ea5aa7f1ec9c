import type { Claim, ClaimChanges, PassengerDependents } from '../../../../contract';
import { toFlight, type FlightDraft } from '../claim/flight-fields';
import { toPassengers, type PassengerDraft } from '../claim/passenger-fields';

/** A claim's editable facts as typed, over every page of the widget. */
export type Draft = { flight: FlightDraft; passengers: PassengerDraft[]; policy_number: string };

/** The claim-edit widget's pages. */
export type EditPage = 'flight' | 'passengers';

/** Unsaved edits per claim: they survive switching pages (even a remount) until saved. */
export const drafts = new Map<number, Draft>();

export const fromClaim = (c: Claim): Draft => ({
  flight: {
    airline: c.flight.airline,
    flight_number: c.flight.flight_number,
    flight_date: c.flight.flight_date,
    departure_airport: c.flight.departure_airport,
    arrival_airport: c.flight.arrival_airport,
  },
  passengers: c.passengers.map((p) => ({
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email ?? '',
  })),
  policy_number: c.policy_number ?? '',
});

export const changesOf = (draft: Draft): ClaimChanges => ({
  flight: (({ airline, flight_number, flight_date }) => ({ airline, flight_number, flight_date }))(
    toFlight(draft.flight),
  ),
  passengers: toPassengers(draft.passengers),
  policy_number: draft.policy_number.trim() || null,
});

/** A save the server held back: it would remove these passengers and what hangs on them. */
export type Question = { changes: ClaimChanges; dependents: PassengerDependents[] };

/** The page that shows these field errors: passengers when only passengers' fields were refused. */
export const pageOf = (keys: string[]): EditPage =>
  keys.some((k) => k.startsWith('passengers')) && !keys.some((k) => k.startsWith('flight'))
    ? 'passengers'
    : 'flight';
