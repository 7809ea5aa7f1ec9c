import { defineModel, done, failed } from '../toolkit';
import { createClaimMachine, type SubmitResult } from '../../../machines/create-claim/create-claim.machine';

const result = (output: SubmitResult) => output;

/** A flight the real airport data knows (MUC → BCN, 1,054 km: €250 per passenger). */
export const SAMPLE_FLIGHT = {
  airline: 'Lufthansa',
  airline_code: 'LH',
  flight_number: 'LH1832',
  flight_date: '2026-08-14',
  departure_airport: 'MUC',
  arrival_airport: 'BCN',
};

/** A connecting flight from where SAMPLE_FLIGHT lands (BCN → LIS). */
export const SAMPLE_CONNECTION = {
  ...SAMPLE_FLIGHT,
  flight_number: 'LH1790',
  departure_airport: 'BCN',
  arrival_airport: 'LIS',
};

export const createClaimModel = defineModel({
  name: 'create-claim',
  machine: createClaimMachine,
  samples: {
    CHOOSE_SCOPE: [{ label: 'choose flight problem', event: { type: 'CHOOSE_SCOPE', scope: 'fairplane' } }],
    SUBMIT_FLIGHT: [
      { label: 'enter the flight', event: { type: 'SUBMIT_FLIGHT', flight: SAMPLE_FLIGHT } },
      {
        label: 'enter the flight and a connecting flight',
        event: { type: 'SUBMIT_FLIGHT', flight: SAMPLE_FLIGHT, connecting_flights: [SAMPLE_CONNECTION] },
      },
    ],
    SUBMIT_PASSENGERS: [
      {
        label: 'enter a passenger',
        event: {
          type: 'SUBMIT_PASSENGERS',
          passengers: [{ first_name: 'Julia', last_name: 'Becker', email: 'demo@example.com' }],
        },
      },
    ],
    SUBMIT_DETAILS: [
      {
        label: 'a 4-hour delay',
        event: { type: 'SUBMIT_DETAILS', details: { disruption: 'delay', delay_hours: 4 } },
      },
    ],
    BACK: [{ label: 'back', event: { type: 'BACK' } }],
    CONFIRM: [
      {
        label: 'send the claim',
        event: { type: 'CONFIRM' },
        then: [
          'claim saved',
          'flight number refused',
          'passenger refused',
          'details refused',
          'request failed',
        ],
      },
    ],
    'xstate.done.actor.submitClaim': [
      done('submitClaim', 'claim saved', result({ ok: true, claim: { id: 1, scope: 'fairplane' } })),
      done(
        'submitClaim',
        'flight number refused',
        result({ ok: false, errors: { 'claim.flight.flight_number': ['invalid_value'] } }),
      ),
      done(
        'submitClaim',
        'passenger refused',
        result({ ok: false, errors: { 'claim.passengers.0.email': ['wrong_email'] } }),
      ),
      done(
        'submitClaim',
        'details refused',
        result({ ok: false, errors: { 'claim.disruption': ['required'] } }),
      ),
    ],
    'xstate.error.actor.submitClaim': [failed('submitClaim', 'request failed')],
  },
  // Bound the state space: no BACK after a field error was answered (the UI keeps what was typed anyway).
  filterEvents: (snapshot, event) =>
    !(event.type === 'BACK' && Object.keys(snapshot.context.errors).length > 0),
});
