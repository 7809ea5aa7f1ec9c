import { z } from 'zod';
import { Cents, DateOnly, EmailInput, Id, NonBlank, Text, Timestamp } from './common';

export const SCOPES = ['fairplane', 'ticket_refund', 'luggage_refund'] as const;
export const Scope = z.enum(SCOPES);
export type Scope = z.infer<typeof Scope>;

export const CLAIM_STATUSES = [
  'submitted',
  'in_review',
  'accepted',
  'airline_contacted',
  'paid_out',
  'rejected',
  'withdrawn',
] as const;
export const ClaimStatus = z.enum(CLAIM_STATUSES);
/** A claim is active until it reaches one of these statuses. */
export const CLOSED_STATUSES = [
  'paid_out',
  'rejected',
  'withdrawn',
] as const satisfies readonly ClaimStatusName[];
export const ACTIVE_STATUSES = [
  'submitted',
  'in_review',
  'accepted',
  'airline_contacted',
] as const satisfies readonly ClaimStatusName[];
type ClaimStatusName = (typeof CLAIM_STATUSES)[number];
export type ClaimStatus = z.infer<typeof ClaimStatus>;
export const isClaimActive = (status: ClaimStatus): boolean =>
  !(CLOSED_STATUSES as readonly ClaimStatus[]).includes(status);

/** IATA codes: airline two characters, airport three letters. */
export const AirlineCode = z.string().regex(/^[A-Z0-9]{2}$/);
export const AirportCode = z.string().regex(/^[A-Z]{3}$/);

export const Passenger = z.object({
  first_name: NonBlank(100),
  last_name: NonBlank(100),
  email: EmailInput.nullable(),
});
/** A claim's passenger keeps their id for as long as they are on the claim (their signature and payout account hang on it). */
export const ClaimPassenger = Passenger.extend({ id: Id });

export const Flight = z.object({
  airline: NonBlank(100),
  airline_code: AirlineCode,
  flight_number: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/),
  flight_date: DateOnly,
  departure_airport: AirportCode,
  arrival_airport: AirportCode,
});
export type Flight = z.infer<typeof Flight>;

/** The most flights one booking may have (the claim's flight and its connecting flights; the estimate's legs). */
export const MAX_BOOKING_LEGS = 4;
/**
 * The booking's further flights after `flight`, in order: each departs where the one before
 * arrived (a connection is judged as one journey, Bossen C-559/16, Folkerts C-11/11).
 */
export const ConnectingFlights = z.array(Flight).max(MAX_BOOKING_LEGS - 1);

/** A claim, called a "contract" on screen (DESIGN §4). Money in cents. */
export const Claim = z.object({
  id: Id,
  case_number: z.string(),
  scope: Scope,
  status: ClaimStatus,
  status_history: z.array(z.object({ status: ClaimStatus, at: Timestamp })),
  active: z.boolean(),
  passengers: z.array(ClaimPassenger),
  /** The first flight of the booking (its columns are the claim's flight, as before connections). */
  flight: Flight,
  /** The connecting flights after `flight`, in order; empty for a direct flight. */
  connecting_flights: ConnectingFlights,
  policy_number: z.string().nullable(),
  product: z.string().nullable(),
  amount: Cents.nullable(),
  claim_amount: Cents.nullable(),
  invoice_amount: Cents.nullable(),
  payout: Cents.nullable(),
  valid_from: DateOnly.nullable(),
  valid_to: DateOnly.nullable(),
  created_at: Timestamp,
});
export type Claim = z.infer<typeof Claim>;

/** EU Regulation 261/2004 disruption of a flight-problem claim. */
export const DISRUPTIONS = ['delay', 'cancellation', 'denied_boarding'] as const;
export const Disruption = z.enum(DISRUPTIONS);

/** The reason the airline gave (Art. 5(3)), asked as plain questions; `none_given` for none or another. */
export const ESTIMATE_REASONS = [
  'none_given',
  'weather',
  'air_traffic_control',
  'security',
  'own_staff_strike',
  'technical_fault',
  'bird_strike',
] as const;
export const EstimateReason = z.enum(ESTIMATE_REASONS);
export type EstimateReason = z.infer<typeof EstimateReason>;

/** Up to a week, in whole minutes. */
export const Minutes = z.number().int().min(0).max(10_080);
/** Whole days before the scheduled departure a cancellation was announced. */
export const NoticeDays = z.number().int().min(0).max(366);

/** The replacement flight offered (Art. 8): how much earlier it left, how much later it reached the final destination. */
export const Rerouting = z.object({
  departed_earlier_minutes: Minutes,
  arrived_later_minutes: Minutes,
});
export type Rerouting = z.infer<typeof Rerouting>;

const NewClaimBase = z.object({
  flight: Flight,
  /** Absent or empty: a direct flight. 422 `legs_not_connected` at a flight not leaving where the one before landed. */
  connecting_flights: ConnectingFlights.optional(),
  passengers: z.array(Passenger).min(1).max(9),
  iban: Text(42).optional(),
});
/** Money in cents: a ticket price or an invoice total. */
const ClaimedAmount = Cents.min(1).max(10_000_000);

/**
 * A new claim from the create-claim widget, by scope (money in cents; the server computes claim
 * amounts): a flight problem names the disruption (and a delay's hours at arrival), a ticket refund
 * the ticket price, a luggage refund the invoice total and the policy.
 */
export const NewClaimInput = z.discriminatedUnion('scope', [
  NewClaimBase.extend({
    scope: z.literal('fairplane'),
    disruption: Disruption,
    delay_hours: z.number().min(0).max(72).optional(),
    // The facts of the EU 261 estimate (contract/estimate.ts) beside the delay; absent: not told.
    notice_days: NoticeDays.optional(),
    rerouting: Rerouting.nullable().optional(),
    reason: EstimateReason.optional(),
    // Which flight went wrong (0: `flight`, 1: the first connecting flight, …); default 0.
    disrupted_leg: z
      .number()
      .int()
      .min(0)
      .max(MAX_BOOKING_LEGS - 1)
      .optional(),
  }),
  NewClaimBase.extend({ scope: z.literal('ticket_refund'), amount: ClaimedAmount }),
  NewClaimBase.extend({
    scope: z.literal('luggage_refund'),
    amount: ClaimedAmount,
    policy_number: NonBlank(40),
  }),
]);
export type NewClaimInput = z.infer<typeof NewClaimInput>;

/**
 * What a customer may change on a claim (the claim-edit widget's pages). A passenger with an `id`
 * is that passenger of the claim, changed in place (422 `passengers.N.id` invalid_value for an id
 * not on the claim or given twice); one without is added. A passenger left out is removed with
 * what hangs on them (their signature, signing link, payout account) only when `remove_passengers`
 * names them: otherwise 409 passenger_has_dependents lists what would go. One with nothing
 * hanging on them is simply removed. Changing a signed passenger's name, or the flight an
 * assignment names, makes that assignment outdated (it must be signed again); it is kept.
 */
export const ClaimChanges = z.object({
  flight: Flight.pick({ airline: true, flight_number: true, flight_date: true }),
  passengers: z
    .array(Passenger.extend({ id: Id.optional() }))
    .min(1)
    .max(9),
  policy_number: NonBlank(40).nullable(),
  remove_passengers: z.array(Id).max(9).optional(),
});
export type ClaimChanges = z.infer<typeof ClaimChanges>;

/** What removing a passenger would take with it. */
export const PassengerDependents = z.object({
  passenger_id: Id,
  name: z.string(),
  /** Their assignment is signed or was mailed to them to sign. */
  signature: z.boolean(),
  payout_account: z.boolean(),
});
export type PassengerDependents = z.infer<typeof PassengerDependents>;

/**
 * 409 of a claim write: `claim_closed` or `action_not_allowed` (the claim's lifecycle refuses it),
 * or `passenger_has_dependents` with the passengers the edit would remove and what hangs on them.
 */
export const ClaimConflictBody = z.object({
  message: z.string(),
  dependents: z.array(PassengerDependents).optional(),
});
