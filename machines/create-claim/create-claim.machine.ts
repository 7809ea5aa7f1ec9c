import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from '../not-provided';
import type { NewClaimInput, Scope } from '../../contract';

export type FlightDraft = NewClaimInput['flight'];
export type PassengerDraft = NewClaimInput['passengers'][number];
type DetailsOf<S extends Scope> = Omit<
  Extract<NewClaimInput, { scope: S }>,
  'scope' | 'flight' | 'passengers'
>;
/** What the details step collects; which of these a scope needs is the contract's `NewClaimInput`. */
export type ClaimDetails = Partial<
  DetailsOf<'fairplane'> & DetailsOf<'ticket_refund'> & DetailsOf<'luggage_refund'>
>;

/** Field errors as the API sends them (keys like `claim.flight.flight_number`). */
export type FieldErrors = Record<string, string[]>;
export type SubmitResult =
  { ok: true; claim: { id: number; scope: Scope } } | { ok: false; errors: FieldErrors };

export interface CreateClaimContext {
  scope: Scope | null;
  flight: FlightDraft | null;
  /** The booking's connecting flights after `flight`, in order (none for a direct flight). */
  connectingFlights: FlightDraft[];
  passengers: PassengerDraft[];
  details: ClaimDetails;
  errors: FieldErrors;
  /** The last submit failed without an answer (network, 5xx). */
  failed: boolean;
  created: { id: number; scope: Scope } | null;
}

export type CreateClaimEvent =
  | { type: 'CHOOSE_SCOPE'; scope: Scope }
  | { type: 'SUBMIT_FLIGHT'; flight: FlightDraft; connecting_flights?: FlightDraft[] }
  | { type: 'SUBMIT_PASSENGERS'; passengers: PassengerDraft[] }
  | { type: 'SUBMIT_DETAILS'; details: ClaimDetails }
  | { type: 'BACK' }
  | { type: 'CONFIRM' };

const outputOf = (event: unknown) => (event as { output: SubmitResult }).output;
const errorIn =
  (prefix: string) =>
  ({ event }: { event: unknown }) => {
    const output = outputOf(event);
    return !output.ok && Object.keys(output.errors).some((k) => k.startsWith(prefix));
  };

/** Builds the API payload from what the stepper collected (the details step checked the scope's fields). */
export function toNewClaim(context: CreateClaimContext): NewClaimInput {
  const { scope, flight, connectingFlights, passengers, details } = context;
  const { disruption, delay_hours, notice_days, rerouting, reason, disrupted_leg } = details;
  const { amount, policy_number, iban } = details;
  if (flight) {
    const base = {
      flight,
      ...(connectingFlights.length ? { connecting_flights: connectingFlights } : {}),
      passengers,
      ...(iban === undefined ? {} : { iban }),
    };
    if (scope === 'fairplane' && disruption) {
      // The estimate's facts as told (absent ones stay absent).
      const facts = { delay_hours, notice_days, rerouting, reason, disrupted_leg };
      const told = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined));
      return { ...base, scope, disruption, ...told };
    }
    if (scope === 'ticket_refund' && amount !== undefined) return { ...base, scope, amount };
    if (scope === 'luggage_refund' && amount !== undefined && policy_number)
      return { ...base, scope, amount, policy_number };
  }
  throw new Error('the claim is not complete');
}

/**
 * The create-claim stepper (/new_contract/:scope?; a scope in the route is sent as CHOOSE_SCOPE at start): scope → flight → passengers → details → summary →
 * submitting → created. A 422 answer returns to the first step with a field error, keeping every value;
 * a failed request returns to the summary. `submitClaim` is provided by the app (POST /widgets/data/:id).
 */
export const createClaimMachine = setup({
  types: {} as { context: CreateClaimContext; events: CreateClaimEvent },
  actors: {
    submitClaim: notProvided<SubmitResult, NewClaimInput>('submitClaim'),
  },
  guards: {
    accepted: ({ event }) => outputOf(event).ok,
    flightInvalid: (args) => errorIn('claim.flight')(args) || errorIn('claim.connecting_flights')(args),
    passengersInvalid: errorIn('claim.passengers'),
  },
  actions: {
    setScope: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_SCOPE');
      return { scope: event.scope, errors: {} };
    }),
    setFlight: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_FLIGHT');
      return { flight: event.flight, connectingFlights: event.connecting_flights ?? [] };
    }),
    setPassengers: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_PASSENGERS');
      return { passengers: event.passengers };
    }),
    setDetails: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_DETAILS');
      return { details: event.details };
    }),
    startSubmit: assign({ failed: false, errors: {} }),
    keepErrors: assign(({ event }) => {
      const output = outputOf(event);
      return output.ok ? {} : { errors: output.errors };
    }),
    keepCreated: assign(({ event }) => {
      const output = outputOf(event);
      return output.ok ? { created: output.claim } : {};
    }),
  },
}).createMachine({
  id: 'createClaim',
  context: {
    scope: null,
    flight: null,
    connectingFlights: [],
    passengers: [],
    details: {},
    errors: {},
    failed: false,
    created: null,
  },
  initial: 'scope',
  states: {
    scope: {
      meta: { ui: 'the scope choice: one start button per contract type' },
      on: { CHOOSE_SCOPE: { target: 'flight', actions: 'setScope' } },
    },
    flight: {
      meta: {
        ui: 'the flight step: airline, flight number, date, airports of each flight of the booking (connecting flights added and removed); API field errors at their fields',
      },
      on: {
        SUBMIT_FLIGHT: { target: 'passengers', actions: 'setFlight' },
        BACK: { target: 'scope', actions: assign({ scope: null }) },
      },
    },
    passengers: {
      meta: { ui: 'the passengers step: names and e-mail per passenger, saved passengers to add' },
      on: { SUBMIT_PASSENGERS: { target: 'details', actions: 'setPassengers' }, BACK: 'flight' },
    },
    details: {
      meta: { ui: 'the details step: disruption and EU 261 estimate, or ticket price / luggage invoice' },
      on: { SUBMIT_DETAILS: { target: 'summary', actions: 'setDetails' }, BACK: 'passengers' },
    },
    summary: {
      meta: { ui: 'the summary with the send button; a failure notice after a request without answer' },
      on: { CONFIRM: { target: 'submitting', actions: 'startSubmit' }, BACK: 'details' },
    },
    submitting: {
      meta: { ui: '"sending" shown while POST /widgets/data/{id} is pending' },
      invoke: {
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => toNewClaim(context),
        onDone: [
          {
            guard: 'accepted',
            target: 'created',
            actions: 'keepCreated',
          },
          { guard: 'flightInvalid', target: 'flight', actions: 'keepErrors' },
          { guard: 'passengersInvalid', target: 'passengers', actions: 'keepErrors' },
          { target: 'details', actions: 'keepErrors' },
        ],
        onError: { target: 'summary', actions: assign({ failed: true }) },
      },
    },
    created: { type: 'final', meta: { ui: 'active contracts with the thank-you notice toast (3 s)' } },
  },
});
