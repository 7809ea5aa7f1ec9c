import { useState } from 'react';
import { estimateFacts } from '../../../ui/estimate/handoff';
import { emptyFlight, type FlightDraft } from '../claim/flight-fields';
import { emptyPassenger, type PassengerDraft } from '../claim/passenger-fields';
import { emptyDetails, type DetailsDraft } from './details-step';

/** What the stepper's steps hold until the claim is sent, with their setters. */
export type NewClaimDraft = {
  /** The booking's flights: the claim's flight, then its connecting flights. */
  legs: FlightDraft[];
  setLegs: (legs: FlightDraft[]) => void;
  passengers: PassengerDraft[];
  setPassengers: (passengers: PassengerDraft[]) => void;
  details: DetailsDraft;
  setDetails: (details: DetailsDraft) => void;
};

/**
 * The new claim as typed, pre-filled with the facts the calculator handed over ("Start a claim
 * with these facts"), when there are some.
 */
export function useNewClaimDraft(): NewClaimDraft {
  const [handoff] = useState(estimateFacts);
  const [legs, setLegs] = useState<FlightDraft[]>(() =>
    handoff
      ? handoff.legs.map((l) => ({
          ...emptyFlight,
          airline: l.carrier_name,
          flight_number: l.carrier,
          departure_airport: l.departure_airport,
          arrival_airport: l.arrival_airport,
        }))
      : [emptyFlight],
  );
  const [passengers, setPassengers] = useState<PassengerDraft[]>([{ ...emptyPassenger }]);
  const [details, setDetails] = useState<DetailsDraft>(() =>
    handoff
      ? { ...emptyDetails, ...handoff.facts, disrupted_leg: String(handoff.disrupted_leg) }
      : emptyDetails,
  );
  return { legs, setLegs, passengers, setPassengers, details, setDetails };
}
